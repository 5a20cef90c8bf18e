import type { Kysely } from "kysely";

type BlockRow = {
  block: string;
  position: number;
  shipped: string | null;
  title_en: string;
  title_hi: string;
  text_en: string | null;
  text_hi: string | null;
};

/**
 * The home page's header pictures, achievements and partners move from the code into the
 * database (docs/decisions/0136), one table for the three lists, each row a place in its
 * block's order. Seeded with what the pages showed: the pictures shipped with the site (named
 * in `shipped`, as a partner's drawing is) and their text in both languages, copied here once
 * from the message files, where they no longer live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("home_block_item")
    .addColumn("block", "text", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("shipped", "text")
    .addColumn("image_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("image_small_id", "text", (column) => column.references("stored_file.id"))
    .addColumn("image_width", "integer")
    .addColumn("image_height", "integer")
    .addColumn("title_en", "text", (column) => column.notNull())
    .addColumn("title_hi", "text", (column) => column.notNull())
    .addColumn("text_en", "text")
    .addColumn("text_hi", "text")
    .addColumn("link", "text")
    .addPrimaryKeyConstraint("home_block_item_pk", ["block", "position"])
    .execute();

  const header = (position: number, shipped: string, title_en: string, title_hi: string): BlockRow => ({
    block: "header-images",
    position,
    shipped,
    title_en,
    title_hi,
    text_en: null,
    text_hi: null,
  });
  const achievement = (position: number, shipped: string, en: [string, string], hi: [string, string]): BlockRow => ({
    block: "achievements",
    position,
    shipped,
    title_en: en[0],
    title_hi: hi[0],
    text_en: en[1],
    text_hi: hi[1],
  });
  const partner = (position: number, shipped: string, title_en: string, title_hi: string): BlockRow => ({
    block: "partners",
    position,
    shipped,
    title_en,
    title_hi,
    text_en: null,
    text_hi: null,
  });
  const rows: BlockRow[] = [
    header(
      0,
      "campus-skyline",
      "Illustration: a skyline of campus buildings at sunrise",
      "चित्रण: सूर्योदय के समय परिसर की इमारतों की पंक्ति",
    ),
    header(
      1,
      "skills-geometry",
      "Illustration: interlocking gears and circuit lines standing for hands-on skills",
      "चित्रण: व्यावहारिक कौशल के प्रतीक आपस में जुड़े गियर और परिपथ रेखाएँ",
    ),
    header(
      2,
      "enterprise-growth",
      "Illustration: rising bars, an upward arrow and a light bulb standing for enterprise",
      "चित्रण: उद्यम के प्रतीक बढ़ते स्तंभ, ऊपर की ओर तीर और एक बल्ब",
    ),
    achievement(
      0,
      "placements",
      ["Record placements", "Students placed with leading employers across Delhi NCR."],
      ["रिकॉर्ड प्लेसमेंट", "दिल्ली एनसीआर के प्रमुख नियोक्ताओं के साथ विद्यार्थियों का चयन।"],
    ),
    achievement(
      1,
      "startups",
      ["Student start-ups", "New ventures incubated on our campuses each year."],
      ["विद्यार्थियों के स्टार्ट-अप", "हर वर्ष हमारे परिसरों में नए उद्यमों का इनक्यूबेशन।"],
    ),
    achievement(
      2,
      "skills",
      ["Skill competitions", "Medals at state and national skill competitions."],
      ["कौशल प्रतियोगिताएँ", "राज्य और राष्ट्रीय कौशल प्रतियोगिताओं में पदक।"],
    ),
    achievement(
      3,
      "sports",
      ["Sports", "Inter-university titles in athletics and team sports."],
      ["खेल", "एथलेटिक्स और टीम खेलों में अंतर-विश्वविद्यालय खिताब।"],
    ),
    achievement(
      4,
      "research",
      ["Innovation", "Projects and patents from students and faculty."],
      ["नवाचार", "विद्यार्थियों और शिक्षकों की परियोजनाएँ और पेटेंट।"],
    ),
    partner(0, "industry", "Industry employers", "उद्योग जगत के नियोक्ता"),
    partner(1, "government", "Government of NCT of Delhi", "राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार"),
    partner(2, "skill-councils", "Sector skill councils", "क्षेत्रीय कौशल परिषदें"),
    partner(3, "incubators", "Start-up incubators", "स्टार्ट-अप इनक्यूबेटर"),
    partner(4, "academia", "Universities and institutes", "विश्वविद्यालय और संस्थान"),
    partner(5, "community", "Community organisations", "सामुदायिक संगठन"),
  ];
  await (db as Kysely<{ home_block_item: BlockRow }>).insertInto("home_block_item").values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("home_block_item").execute();
}
