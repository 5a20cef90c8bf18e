import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testEngines } from "../support/databases.ts";
import { startMailServer, type ReceivedMail, type TestMailServer } from "../support/mail-server.ts";
import { testSender } from "../support/mail-sender.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { createStaff, signIn, uploadNotice } from "../support/staff.ts";

/**
 * A board followed by mail (decision 0205): asked for on the board's page (a form that works
 * without scripts), confirmed by its link, told of each new notice, and stopped in one click.
 */
describe.each(testEngines)("notice boards followed by mail, on %s", (engine) => {
  let site: TestSite;
  let server: TestMailServer;
  let sender: Awaited<ReturnType<typeof testSender>>;
  let now = Date.now();
  const clock = () => new Date(now);
  let client = 0;

  beforeAll(async () => {
    [site, server] = await Promise.all([
      createTestSite({ engine, trustProxy: 1, serviceOptions: { now: clock, mailConfigured: true } }),
      startMailServer(),
    ]);
    sender = await testSender(site.services, server, clock);
    await createStaff(site.services, { email: "boards.admin@dseu.test", role: "admin" });
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await site.close();
  });
  beforeEach(async () => {
    server.received.length = 0;
    // Each test's subscribers are its own.
    await site.database.db.deleteFrom("board_subscription").execute();
  });

  /** A form post from the site's own page, as a browser sends it, from a client address of its own. */
  const post = (path: string, body: string, origin = "http://localhost") =>
    site.app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        host: "localhost",
        "x-forwarded-for": `198.51.100.${++client % 250}`,
      },
      payload: body,
    });
  const subscribe = (email: string, board = "/tenders") => post(board, new URLSearchParams({ email }).toString());
  const linkIn = (mail: ReceivedMail, path: string) => {
    const match = new RegExp(`https://dseu\\.example(?:/hi)?${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text ?? "");
    expect(match, mail.text).not.toBeNull();
    return match![0].replace("https://dseu.example", "");
  };
  const pressButton = (path: string) => post(path, `token=${new URL(path, "http://x").searchParams.get("token")}`);

  /** Subscribes and confirms; answers the address. */
  async function confirmedSubscriber(email: string, board = "/tenders") {
    await subscribe(email, board);
    await sender.runOnce();
    await pressButton(linkIn(server.received.at(-1)!, "/subscriptions/confirm"));
    server.received.length = 0;
    return email;
  }

  async function publish(fields: Record<string, string>) {
    const token = await signIn(site.app, "boards.admin@dseu.test");
    const response = await uploadNotice(site.app, token, { link: "https://dseu.ac.in/tender.pdf", ...fields });
    expect(response.statusCode, response.body).toBe(201);
  }

  it("a visitor asks on the Hindi tenders page; a Hindi message's link opens a page whose button confirms", async () => {
    const email = `asha.${engine}@example.com`;
    const asked = await subscribe(email, "/hi/tenders");
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("उसका लिंक खोलने तक कुछ नहीं भेजा जाएगा");
    await sender.runOnce();
    const [mail] = server.received;
    expect(mail!.subject).toBe("DSEU: निविदाएँ की सदस्यता की पुष्टि करें");
    const link = linkIn(mail!, "/subscriptions/confirm");
    expect(link).toMatch(/^\/hi\//);

    const page = await site.app.inject({ url: link });
    expect(page.body).toContain("मेरी सदस्यता की पुष्टि करें");
    expect(page.headers["cache-control"]).toMatch(/private/);
    // Opening the page confirmed nothing: a new tender reaches nobody yet.
    await publish({ fileName: `Unconfirmed ${engine}`, section: "tenders" });
    await sender.runOnce();
    expect(server.received).toHaveLength(1);

    expect((await pressButton(link)).body).toContain("धन्यवाद: आपको निविदाएँ की नई सूचनाएँ ईमेल से मिलेंगी।");
    expect((await pressButton(link)).body).toContain("यह लिंक पहले ही उपयोग हो चुका है");
  });

  it("asking again answers the same, and sends no second confirmation within the hour, nor one to a confirmed address", async () => {
    const email = `twice.${engine}@example.com`;
    const first = await subscribe(email);
    const again = await subscribe(email);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toContain("Unless this address gets these notices already");
    await sender.runOnce();
    expect(server.received).toHaveLength(1);
    now += 3_600_001;
    await subscribe(email);
    await sender.runOnce();
    expect(server.received).toHaveLength(2);
    await pressButton(linkIn(server.received[1]!, "/subscriptions/confirm"));
    await subscribe(email);
    await sender.runOnce();
    expect(server.received).toHaveLength(2);
  });

  it("a new tender goes to each confirmed subscriber of the tenders, with a one-click unsubscribe, which stops them", async () => {
    const tenders = await confirmedSubscriber(`tenders.${engine}@example.com`);
    const jobs = await confirmedSubscriber(`jobs.${engine}@example.com`, "/recruitment");
    await publish({ fileName: `Supply of lab benches ${engine}`, section: "tenders" });
    await sender.runOnce();
    expect(server.received.map((mail) => mail.envelopeTo)).toEqual([[tenders]]);
    const [mail] = server.received;
    expect(mail!.subject).toBe(`DSEU Tenders: Supply of lab benches ${engine}`);
    expect(mail!.text).toContain("https://dseu.ac.in/tender.pdf");
    expect(mail!.text).toContain("https://dseu.example/tenders");
    // The header lines as sent (mailparser folds the List-* headers into a summary of its own).
    const header = (key: string) => mail!.headerLines.find((line) => line.key === key)?.line ?? "";
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const oneClick = /<https:\/\/dseu\.example(\/api\/v1\/subscriptions\/unsubscribe\?token=[\w-]{43})>/.exec(
      header("list-unsubscribe"),
    );
    expect(oneClick).not.toBeNull();

    // A look (GET) does nothing; the mail program's POST stops them.
    expect((await site.app.inject({ url: oneClick![1]! })).statusCode).toBe(405);
    const stopped = await site.app.inject({
      method: "POST",
      url: oneClick![1]!,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    server.received.length = 0;
    await publish({ fileName: `Another tender ${engine}`, section: "tenders" });
    await publish({ fileName: `Assistant professor ${engine}`, section: "academic positions" });
    await sender.runOnce();
    expect(server.received.map((mail) => mail.envelopeTo)).toEqual([[jobs]]);
    expect(server.received[0]!.subject).toBe(`DSEU Jobs and recruitment: Assistant professor ${engine}`);
  });

  it("a scheduled notice is sent when it is published, not before; an archived one never", async () => {
    const email = await confirmedSubscriber(`scheduled.${engine}@example.com`);
    const tomorrow = new Date(now + 24 * 3_600_000).toISOString();
    await publish({ fileName: `Scheduled tender ${engine}`, section: "tenders", publishAt: tomorrow });
    await publish({ fileName: `Archived tender ${engine}`, section: "tenders", archive: "true" });
    await sender.runOnce();
    expect(server.received).toHaveLength(0);
    now += 24 * 3_600_000;
    await sender.runOnce();
    expect(server.received.map((mail) => [mail.envelopeTo, mail.subject])).toEqual([
      [[email], `DSEU Tenders: Scheduled tender ${engine}`],
    ]);
  });

  it("the link in each message opens a page whose button stops them; an ended or made-up link says so", async () => {
    await confirmedSubscriber(`page.${engine}@example.com`);
    await publish({ fileName: `Page tender ${engine}`, section: "tenders" });
    await sender.runOnce();
    const link = linkIn(server.received[0]!, "/subscriptions/unsubscribe");
    const page = await site.app.inject({ url: link });
    expect(page.body).toContain(`Stop the messages of Tenders to page.${engine}@example.com?`);
    expect((await pressButton(link)).body).toContain(`no more messages of Tenders go to page.${engine}@example.com`);
    expect((await site.app.inject({ url: link })).body).toContain("This subscription has ended already");
    for (const token of ["A".repeat(43), "<script>x</script>", "A".repeat(3_000)]) {
      const made = await site.app.inject({ url: `/subscriptions/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(made.statusCode).toBe(200);
      expect(made.body).toContain("This subscription has ended already");
      expect(made.body).not.toContain("<script>x</script>");
      const confirm = await site.app.inject({ url: `/subscriptions/confirm?token=${encodeURIComponent(token)}` });
      expect(confirm.body).toContain("This link is not valid");
    }
  });

  it("refuses malformed, hostile and cross-site asks, and one-click posts without the RFC 8058 body", async () => {
    for (const email of ["not an address", "x@example.com\r\nBcc: y@example.com", `${"a".repeat(260)}@example.com`]) {
      const refused = await subscribe(email);
      expect(refused.statusCode, email).toBe(400);
      expect(refused.body).toContain("Enter an email address such as name@example.com.");
    }
    expect((await post("/tenders", "email=a%40example.com", "https://elsewhere.example")).statusCode).toBe(400);
    // A board no one follows by mail takes no post.
    expect((await subscribe("a@example.com", "/recruitment-rules")).statusCode).toBe(405);
    for (const payload of ["", "List-Unsubscribe=Yes", "x".repeat(2_000)]) {
      const oneClick = await site.app.inject({
        method: "POST",
        url: `/api/v1/subscriptions/unsubscribe?token=${"A".repeat(43)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload,
      });
      expect([400, 413], payload.slice(0, 20)).toContain(oneClick.statusCode);
    }
    await sender.runOnce();
    expect(server.received).toHaveLength(0);
  });
});
