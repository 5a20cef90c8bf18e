import { describe, expect, it } from "vitest";
import { translator } from "#app/i18n/i18n.tsx";
import { formatMessage } from "#app/i18n/message-format.ts";
import english from "#app/i18n/messages/en/console.ts";
import hindi from "#app/i18n/messages/hi/console.ts";

/** The values that are counts, by the names the console's messages give them. */
const countNames = [
  "count",
  "total",
  "create",
  "change",
  "unchanged",
  "refuse",
  "created",
  "changed",
  "refused",
  "shown",
  "pages",
  "minutes",
  "hours",
  "files",
  "kept",
];

type Branch = { readonly [key: string]: string | Branch };

/** Every message of the namespace with its key. */
function messagesOf(branch: Branch, path: string[] = []): Array<[string, string]> {
  return Object.entries(branch).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[[...path, key].join("."), value] as [string, string]]
      : messagesOf(value, [...path, key]),
  );
}

/** Every console message that takes a count, rendered with each count 0, 1, 2 and 5. */
function rendered(messages: Branch, language: "en" | "hi") {
  const t = translator({ console: messages }, undefined, language);
  return Object.fromEntries(
    messagesOf(messages).flatMap(([key, message]) => {
      const counts = [...message.matchAll(/\{(\w+)/g)]
        .map((match) => match[1]!)
        .filter((name) => countNames.includes(name));
      if (counts.length === 0) return [];
      const say = (count: number) =>
        t(`console.${key}` as never, {
          ...Object.fromEntries(counts.map((name) => [name, count])),
          name: "Asha",
          page: 9,
        });
      return [[key, [0, 1, 2, 5].map(say)]];
    }),
  );
}

describe("the console's messages that take a count", () => {
  it("say each count in English with the noun and verb that agree with it", () => {
    expect(rendered(english, "en")).toEqual({
      "list.page": ["Page 9 of 0", "Page 9 of 1", "Page 9 of 2", "Page 9 of 5"],
      "list.pastEnd": [
        "There is no page 9: this list has 0 pages.",
        "There is no page 9: this list has only 1 page.",
        "There is no page 9: this list has 2 pages.",
        "There is no page 9: this list has 5 pages.",
      ],
      "sessionEnded.idle": [
        "Your session ended after 0 minutes without use.",
        "Your session ended after 1 minute without use.",
        "Your session ended after 2 minutes without use.",
        "Your session ended after 5 minutes without use.",
      ],
      "sessionEnded.limit": [
        "Your session reached the day's limit of 0 hours.",
        "Your session reached its limit of 1 hour.",
        "Your session reached the day's limit of 2 hours.",
        "Your session reached the day's limit of 5 hours.",
      ],
      "readiness.checks.incomplete-campuses.text": [
        "0 campuses have no telephone number or no address.",
        "1 campus has no telephone number or no address.",
        "2 campuses have no telephone number or no address.",
        "5 campuses have no telephone number or no address.",
      ],
      "readiness.checks.incomplete-programmes.text": [
        "0 programmes have no published syllabus or no intake.",
        "1 programme has no published syllabus or no intake.",
        "2 programmes have no published syllabus or no intake.",
        "5 programmes have no published syllabus or no intake.",
      ],
      "readiness.checks.sample-data.text": [
        "0 invented records (people, programmes, notices) are still on the site.",
        "1 invented record (a person, programme or notice) is still on the site.",
        "2 invented records (people, programmes, notices) are still on the site.",
        "5 invented records (people, programmes, notices) are still on the site.",
      ],
      "readiness.checks.unedited-pages.text": [
        "0 information pages (counting each language) still hold the text they were seeded with.",
        "1 information page (counting each language) still holds the text it was seeded with.",
        "2 information pages (counting each language) still hold the text they were seeded with.",
        "5 information pages (counting each language) still hold the text they were seeded with.",
      ],
      "readiness.checks.unnamed-officials.text": [
        "0 officers have no name published.",
        "1 officer has no name published.",
        "2 officers have no name published.",
        "5 officers have no name published.",
      ],
      "sampleData.keptEdited": [
        "0 invented records that staff have changed since (a programme given its syllabus, a person corrected) stay as staff's own, no longer marked as sample data.",
        "1 invented record that staff have changed since (a programme given its syllabus, a person corrected) stays as staff's own, no longer marked as sample data.",
        "2 invented records that staff have changed since (a programme given its syllabus, a person corrected) stay as staff's own, no longer marked as sample data.",
        "5 invented records that staff have changed since (a programme given its syllabus, a person corrected) stay as staff's own, no longer marked as sample data.",
      ],
      "noticeText.pages": ["0 pages read", "1 page read", "2 pages read", "5 pages read"],
      "readiness.checks.unreadable-notices.text": [
        "0 notices have no text: their PDF could not be read (a scan with no text recognition on the server, or a damaged file), so they have no reading view and search does not find their words.",
        "1 notice has no text: its PDF could not be read (a scan with no text recognition on the server, or a damaged file), so it has no reading view and search does not find its words.",
        "2 notices have no text: their PDF could not be read (a scan with no text recognition on the server, or a damaged file), so they have no reading view and search does not find their words.",
        "5 notices have no text: their PDF could not be read (a scan with no text recognition on the server, or a damaged file), so they have no reading view and search does not find their words.",
      ],
      "sampleData.confirm": [
        "Remove 0 records and 0 files",
        "Remove 1 record and 1 file",
        "Remove 2 records and 2 files",
        "Remove 5 records and 5 files",
      ],
      "sampleData.removed": [
        "Sample data removed: 0 records and 0 files. Kept as staff's own: 0 records.",
        "Sample data removed: 1 record and 1 file. Kept as staff's own: 1 record.",
        "Sample data removed: 2 records and 2 files. Kept as staff's own: 2 records.",
        "Sample data removed: 5 records and 5 files. Kept as staff's own: 5 records.",
      ],
      "list.total": ["No notices", "1 notice", "2 notices", "5 notices"],
      "audit.total": ["0 entries", "1 entry", "2 entries", "5 entries"],
      "audit.sentences.faculty_import": [
        "Imported faculty from a CSV file: 0 added, 0 changed, 0 rows refused",
        "Imported faculty from a CSV file: 1 added, 1 changed, 1 row refused",
        "Imported faculty from a CSV file: 2 added, 2 changed, 2 rows refused",
        "Imported faculty from a CSV file: 5 added, 5 changed, 5 rows refused",
      ],
      "alumni.possibleDuplicate": [
        "Possible duplicate: 0 more registrations with this email, or this name and year",
        "Possible duplicate: 1 more registration with this email, or this name and year",
        "Possible duplicate: 2 more registrations with this email, or this name and year",
        "Possible duplicate: 5 more registrations with this email, or this name and year",
      ],
      "alumni.keepThis": [
        "Keep this one, reject the other 0 as duplicates",
        "Keep this one, reject the other as a duplicate",
        "Keep this one, reject the other 2 as duplicates",
        "Keep this one, reject the other 5 as duplicates",
      ],
      "alumni.merged": [
        "Kept the registration of Asha; 0 others rejected as duplicates.",
        "Kept the registration of Asha; 1 other rejected as a duplicate.",
        "Kept the registration of Asha; 2 others rejected as duplicates.",
        "Kept the registration of Asha; 5 others rejected as duplicates.",
      ],
      "faculty.counts": [
        "0 people to add, 0 to change, 0 unchanged, 0 rows refused.",
        "1 person to add, 1 to change, 1 unchanged, 1 row refused.",
        "2 people to add, 2 to change, 2 unchanged, 2 rows refused.",
        "5 people to add, 5 to change, 5 unchanged, 5 rows refused.",
      ],
      "faculty.confirm": ["Import 0 rows", "Import 1 row", "Import 2 rows", "Import 5 rows"],
      "faculty.imported": [
        "Imported: 0 added, 0 changed; no rows were left out.",
        "Imported: 1 added, 1 changed; 1 refused row was left out.",
        "Imported: 2 added, 2 changed; 2 refused rows were left out.",
        "Imported: 5 added, 5 changed; 5 refused rows were left out.",
      ],
      "faculty.shown": [
        "Showing 0 of 0 people",
        "Showing 1 of 1 person",
        "Showing 2 of 2 people",
        "Showing 5 of 5 people",
      ],
    });
  });

  it("say each count in Hindi with the noun and verb that agree with it", () => {
    expect(rendered(hindi, "hi")).toEqual({
      "list.page": ["पृष्ठ 9 / 0", "पृष्ठ 9 / 1", "पृष्ठ 9 / 2", "पृष्ठ 9 / 5"],
      "list.pastEnd": [
        "पृष्ठ 9 नहीं है: इस सूची में 0 पृष्ठ हैं।",
        "पृष्ठ 9 नहीं है: इस सूची में केवल 1 पृष्ठ है।",
        "पृष्ठ 9 नहीं है: इस सूची में 2 पृष्ठ हैं।",
        "पृष्ठ 9 नहीं है: इस सूची में 5 पृष्ठ हैं।",
      ],
      "sessionEnded.idle": [
        "0 मिनट तक उपयोग न होने से आपका सत्र समाप्त हो गया।",
        "1 मिनट तक उपयोग न होने से आपका सत्र समाप्त हो गया।",
        "2 मिनट तक उपयोग न होने से आपका सत्र समाप्त हो गया।",
        "5 मिनट तक उपयोग न होने से आपका सत्र समाप्त हो गया।",
      ],
      "sessionEnded.limit": [
        "आपका सत्र अपनी 0 घंटे की सीमा तक पहुँच गया।",
        "आपका सत्र अपनी 1 घंटे की सीमा तक पहुँच गया।",
        "आपका सत्र दिन की 2 घंटे की सीमा तक पहुँच गया।",
        "आपका सत्र दिन की 5 घंटे की सीमा तक पहुँच गया।",
      ],
      "readiness.checks.incomplete-campuses.text": [
        "0 परिसरों का टेलीफ़ोन नंबर या पता नहीं है।",
        "1 परिसर का टेलीफ़ोन नंबर या पता नहीं है।",
        "2 परिसरों का टेलीफ़ोन नंबर या पता नहीं है।",
        "5 परिसरों का टेलीफ़ोन नंबर या पता नहीं है।",
      ],
      "readiness.checks.incomplete-programmes.text": [
        "0 कार्यक्रमों का पाठ्यक्रम या प्रवेश क्षमता प्रकाशित नहीं है।",
        "1 कार्यक्रम का पाठ्यक्रम या प्रवेश क्षमता प्रकाशित नहीं है।",
        "2 कार्यक्रमों का पाठ्यक्रम या प्रवेश क्षमता प्रकाशित नहीं है।",
        "5 कार्यक्रमों का पाठ्यक्रम या प्रवेश क्षमता प्रकाशित नहीं है।",
      ],
      "readiness.checks.sample-data.text": [
        "साइट पर अभी 0 काल्पनिक रिकॉर्ड (व्यक्ति, कार्यक्रम, सूचनाएँ) हैं।",
        "साइट पर अभी 1 काल्पनिक रिकॉर्ड (व्यक्ति, कार्यक्रम या सूचना) है।",
        "साइट पर अभी 2 काल्पनिक रिकॉर्ड (व्यक्ति, कार्यक्रम, सूचनाएँ) हैं।",
        "साइट पर अभी 5 काल्पनिक रिकॉर्ड (व्यक्ति, कार्यक्रम, सूचनाएँ) हैं।",
      ],
      "readiness.checks.unedited-pages.text": [
        "0 सूचना पृष्ठों (हर भाषा अलग गिनी गई) में अभी वही पाठ है जिससे वे शुरू हुए थे।",
        "1 सूचना पृष्ठ (हर भाषा अलग गिनी गई) में अभी वही पाठ है जिससे वह शुरू हुआ था।",
        "2 सूचना पृष्ठों (हर भाषा अलग गिनी गई) में अभी वही पाठ है जिससे वे शुरू हुए थे।",
        "5 सूचना पृष्ठों (हर भाषा अलग गिनी गई) में अभी वही पाठ है जिससे वे शुरू हुए थे।",
      ],
      "readiness.checks.unnamed-officials.text": [
        "0 अधिकारियों के नाम प्रकाशित नहीं हैं।",
        "1 अधिकारी का नाम प्रकाशित नहीं है।",
        "2 अधिकारियों के नाम प्रकाशित नहीं हैं।",
        "5 अधिकारियों के नाम प्रकाशित नहीं हैं।",
      ],
      "sampleData.keptEdited": [
        "0 काल्पनिक रिकॉर्ड, जिन्हें कर्मचारियों ने बाद में बदला है (जैसे किसी कार्यक्रम में पाठ्यक्रम जोड़ा गया, किसी व्यक्ति का विवरण सुधारा गया), कर्मचारियों के अपने रिकॉर्ड के रूप में बने रहेंगे और नमूना डेटा नहीं कहलाएँगे।",
        "1 काल्पनिक रिकॉर्ड, जिसे कर्मचारियों ने बाद में बदला है (जैसे किसी कार्यक्रम में पाठ्यक्रम जोड़ा गया, किसी व्यक्ति का विवरण सुधारा गया), कर्मचारियों के अपने रिकॉर्ड के रूप में बना रहेगा और नमूना डेटा नहीं कहलाएगा।",
        "2 काल्पनिक रिकॉर्ड, जिन्हें कर्मचारियों ने बाद में बदला है (जैसे किसी कार्यक्रम में पाठ्यक्रम जोड़ा गया, किसी व्यक्ति का विवरण सुधारा गया), कर्मचारियों के अपने रिकॉर्ड के रूप में बने रहेंगे और नमूना डेटा नहीं कहलाएँगे।",
        "5 काल्पनिक रिकॉर्ड, जिन्हें कर्मचारियों ने बाद में बदला है (जैसे किसी कार्यक्रम में पाठ्यक्रम जोड़ा गया, किसी व्यक्ति का विवरण सुधारा गया), कर्मचारियों के अपने रिकॉर्ड के रूप में बने रहेंगे और नमूना डेटा नहीं कहलाएँगे।",
      ],
      "noticeText.pages": ["0 पृष्ठ पढ़े गए", "1 पृष्ठ पढ़ा गया", "2 पृष्ठ पढ़े गए", "5 पृष्ठ पढ़े गए"],
      "readiness.checks.unreadable-notices.text": [
        "0 सूचनाओं का कोई पाठ नहीं है: उनकी PDF पढ़ी नहीं जा सकी (सर्वर पर पाठ पहचान के बिना स्कैन, या खराब फ़ाइल), इसलिए उनका पठन दृश्य नहीं है और खोज उनके शब्द नहीं ढूँढती।",
        "1 सूचना का कोई पाठ नहीं है: उसकी PDF पढ़ी नहीं जा सकी (सर्वर पर पाठ पहचान के बिना स्कैन, या खराब फ़ाइल), इसलिए उसका पठन दृश्य नहीं है और खोज उसके शब्द नहीं ढूँढती।",
        "2 सूचनाओं का कोई पाठ नहीं है: उनकी PDF पढ़ी नहीं जा सकी (सर्वर पर पाठ पहचान के बिना स्कैन, या खराब फ़ाइल), इसलिए उनका पठन दृश्य नहीं है और खोज उनके शब्द नहीं ढूँढती।",
        "5 सूचनाओं का कोई पाठ नहीं है: उनकी PDF पढ़ी नहीं जा सकी (सर्वर पर पाठ पहचान के बिना स्कैन, या खराब फ़ाइल), इसलिए उनका पठन दृश्य नहीं है और खोज उनके शब्द नहीं ढूँढती।",
      ],
      "sampleData.confirm": [
        "0 रिकॉर्ड और 0 फ़ाइलें हटाएँ",
        "1 रिकॉर्ड और 1 फ़ाइल हटाएँ",
        "2 रिकॉर्ड और 2 फ़ाइलें हटाएँ",
        "5 रिकॉर्ड और 5 फ़ाइलें हटाएँ",
      ],
      "sampleData.removed": [
        "नमूना डेटा हटा दिया गया: 0 रिकॉर्ड और 0 फ़ाइलें। कर्मचारियों के अपने रूप में रखे गए: 0 रिकॉर्ड।",
        "नमूना डेटा हटा दिया गया: 1 रिकॉर्ड और 1 फ़ाइल। कर्मचारियों के अपने रूप में रखे गए: 1 रिकॉर्ड।",
        "नमूना डेटा हटा दिया गया: 2 रिकॉर्ड और 2 फ़ाइलें। कर्मचारियों के अपने रूप में रखे गए: 2 रिकॉर्ड।",
        "नमूना डेटा हटा दिया गया: 5 रिकॉर्ड और 5 फ़ाइलें। कर्मचारियों के अपने रूप में रखे गए: 5 रिकॉर्ड।",
      ],
      "list.total": ["कोई सूचना नहीं", "1 सूचना", "2 सूचनाएँ", "5 सूचनाएँ"],
      "audit.total": ["0 प्रविष्टियाँ", "1 प्रविष्टि", "2 प्रविष्टियाँ", "5 प्रविष्टियाँ"],
      "audit.sentences.faculty_import": [
        "CSV फ़ाइल से संकाय आयात किया: 0 जोड़े, 0 बदले, 0 पंक्तियाँ अस्वीकृत",
        "CSV फ़ाइल से संकाय आयात किया: 1 जोड़ा, 1 बदला, 1 पंक्ति अस्वीकृत",
        "CSV फ़ाइल से संकाय आयात किया: 2 जोड़े, 2 बदले, 2 पंक्तियाँ अस्वीकृत",
        "CSV फ़ाइल से संकाय आयात किया: 5 जोड़े, 5 बदले, 5 पंक्तियाँ अस्वीकृत",
      ],
      "alumni.possibleDuplicate": [
        "संभावित दोहराव: इस ईमेल, या इसी नाम और वर्ष से 0 और पंजीकरण",
        "संभावित दोहराव: इस ईमेल, या इसी नाम और वर्ष से 1 और पंजीकरण",
        "संभावित दोहराव: इस ईमेल, या इसी नाम और वर्ष से 2 और पंजीकरण",
        "संभावित दोहराव: इस ईमेल, या इसी नाम और वर्ष से 5 और पंजीकरण",
      ],
      "alumni.keepThis": [
        "इसे रखें, बाकी 0 को दोहराव मानकर अस्वीकार करें",
        "इसे रखें, दूसरे को दोहराव मानकर अस्वीकार करें",
        "इसे रखें, बाकी 2 को दोहराव मानकर अस्वीकार करें",
        "इसे रखें, बाकी 5 को दोहराव मानकर अस्वीकार करें",
      ],
      "alumni.merged": [
        "Asha का पंजीकरण रखा गया; 0 दूसरे दोहराव के रूप में अस्वीकार।",
        "Asha का पंजीकरण रखा गया; 1 दूसरा दोहराव के रूप में अस्वीकार।",
        "Asha का पंजीकरण रखा गया; 2 दूसरे दोहराव के रूप में अस्वीकार।",
        "Asha का पंजीकरण रखा गया; 5 दूसरे दोहराव के रूप में अस्वीकार।",
      ],
      "faculty.counts": [
        "0 व्यक्ति जोड़े जाएँगे, 0 बदले जाएँगे, 0 अपरिवर्तित, 0 पंक्तियाँ अस्वीकृत।",
        "1 व्यक्ति जोड़ा जाएगा, 1 बदला जाएगा, 1 अपरिवर्तित, 1 पंक्ति अस्वीकृत।",
        "2 व्यक्ति जोड़े जाएँगे, 2 बदले जाएँगे, 2 अपरिवर्तित, 2 पंक्तियाँ अस्वीकृत।",
        "5 व्यक्ति जोड़े जाएँगे, 5 बदले जाएँगे, 5 अपरिवर्तित, 5 पंक्तियाँ अस्वीकृत।",
      ],
      "faculty.confirm": ["0 पंक्तियाँ आयात करें", "1 पंक्ति आयात करें", "2 पंक्तियाँ आयात करें", "5 पंक्तियाँ आयात करें"],
      "faculty.imported": [
        "आयात हुआ: 0 जोड़े, 0 बदले; कोई पंक्ति नहीं छोड़ी गई।",
        "आयात हुआ: 1 जोड़ा, 1 बदला; 1 अस्वीकृत पंक्ति छोड़ दी गई।",
        "आयात हुआ: 2 जोड़े, 2 बदले; 2 अस्वीकृत पंक्तियाँ छोड़ दी गईं।",
        "आयात हुआ: 5 जोड़े, 5 बदले; 5 अस्वीकृत पंक्तियाँ छोड़ दी गईं।",
      ],
      "faculty.shown": [
        "0 व्यक्तियों में से 0 दिखाए गए",
        "1 व्यक्ति में से 1 दिखाए गए",
        "2 व्यक्तियों में से 2 दिखाए गए",
        "5 व्यक्तियों में से 5 दिखाए गए",
      ],
    });
  });
});

describe("plural and select in a message", () => {
  it("chooses the branch by Intl.PluralRules of the language, an exact number first, and writes the number as the site does", () => {
    const rows = "{count, plural, =0 {no rows} one {# row} other {# rows}}";
    expect([0, 1, 2, 1234].map((count) => formatMessage(rows, { count }, "en"))).toEqual([
      "no rows",
      "1 row",
      "2 rows",
      "1,234 rows",
    ]);
    // A count given as the site writes it (formatNumber) chooses the same branch.
    expect(formatMessage(rows, { count: "1,00,000" }, "en")).toBe("1,00,000 rows");
    // In Hindi, 0 is of the "one" category, as CLDR says: a message that needs it otherwise names it.
    expect(formatMessage("{count, plural, one {एक वर्ग} other {अन्य}}", { count: 0 }, "hi")).toBe("एक वर्ग");
  });

  it("chooses the article for each role, and keeps the other placeholders", () => {
    const t = translator({ console: english }, undefined, "en");
    expect(
      (["admin", "editor", "faculty", "grievance_officer"] as const).map((role) =>
        t("console.notForRole.may", { role, what: "do this" }),
      ),
    ).toEqual([
      "An admin account may do this.",
      "An editor account may do this.",
      "A faculty account may do this.",
      "A grievance officer account may do this.",
    ]);
    expect(
      translator(
        { console: hindi },
        undefined,
        "hi",
      )("console.notForRole.may", { role: "editor", what: "यह कर सकता है" }),
    ).toBe("संपादक खाता यह कर सकता है।");
  });

  it("refuses a message without an other branch, or with a brace unclosed, rather than say it half", () => {
    expect(() => formatMessage("{count, plural, one {# row}}", { count: 2 }, "en")).toThrow(/other/);
    expect(() => formatMessage("{count, plural, one {# row} other {# rows}", { count: 2 }, "en")).toThrow(/Unclosed/);
  });
});
