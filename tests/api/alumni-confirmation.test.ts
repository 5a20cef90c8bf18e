import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerAlumni } from "#app/features/forms/alumni-action.server.ts";
import type { RequestContext } from "#app/request-context.ts";
import { getJson } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { startMailServer, type TestMailServer } from "../support/mail-server.ts";
import { testSender } from "../support/mail-sender.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, signIn } from "../support/staff.ts";

/**
 * Alumni registrations confirmed by their address's owner (decision 0204), through the real
 * form's action, a real mail server, and the page the link opens.
 */
describe.each(testEngines)("alumni registrations confirmed by mail, on %s", (engine) => {
  let site: TestSite;
  let server: TestMailServer;
  let sender: Awaited<ReturnType<typeof testSender>>;
  let now = Date.now();
  const clock = () => new Date(now);
  let client = 0;

  beforeAll(async () => {
    [site, server] = await Promise.all([
      createTestSite({ engine, serviceOptions: { now: clock, mailConfigured: true } }),
      startMailServer(),
    ]);
    sender = await testSender(site.services, server, clock);
    await createStaff(site.services, { email: "alumni.admin@dseu.test", role: "admin" });
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await site.close();
  });
  beforeEach(() => {
    server.received.length = 0;
  });

  const context = (): RequestContext => ({
    services: site.services,
    cspNonce: "",
    clientAddress: `192.0.2.${++client}`,
    log: { warn: console.warn, error: console.error },
    databaseTrouble: () => undefined,
  });

  /** Registers through the form's action at `path`; answers the link the message carried. */
  async function register(email: string, path = "/alumni"): Promise<string> {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      token: crypto.randomUUID(),
      name: "Farah Naaz",
      programme: "B.Sc. Data Analytics",
      yearOfPassing: "2022",
      email,
      consent: "on",
    })) {
      form.append(name, value);
    }
    await registerAlumni(new Request(`http://localhost${path}`, { method: "POST", body: form }), context());
    await sender.runOnce();
    const mail = server.received.at(-1)!;
    expect(mail.envelopeTo).toEqual([email]);
    const link = /https:\/\/dseu\.example(\/hi)?\/alumni\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? "");
    expect(link, mail.text).not.toBeNull();
    return link![0].replace("https://dseu.example", "");
  }

  const open = (path: string) => site.app.inject({ method: "GET", url: path });
  const press = (path: string) =>
    site.app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:80",
        host: "localhost:80",
      },
      payload: `token=${new URL(path, "http://x").searchParams.get("token")}`,
    });
  const registrations = async (email: string) => {
    const admin = await signIn(site.app, "alumni.admin@dseu.test");
    const list = await getJson(site.app, "/api/v1/alumni", bearer(admin));
    // Each as stored: how many others share its address is the list's count, not the record.
    return (
      list.json.data.alumni as Array<{
        _id: string;
        email: string;
        confirmed_at: string | null;
        other_registrations?: number;
      }>
    )
      .filter((row) => row.email === email)
      .map(({ other_registrations: _others, ...row }) => row);
  };

  it("a registration through the Hindi form is sent a link in Hindi; opening it confirms nothing, its button confirms that one registration once", async () => {
    const email = `farah.${engine}@example.com`;
    const link = await register(email, "/hi/alumni");
    expect(link).toMatch(/^\/hi\/alumni\/confirm\?token=/);
    expect(server.received.at(-1)!.subject).toBe("DSEU: अपने पूर्व छात्र पंजीकरण की पुष्टि करें");
    expect((await registrations(email)).map((row) => row.confirmed_at)).toEqual([null]);

    const page = await open(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toMatch(/private/);
    expect(page.body).toContain("मेरे पंजीकरण की पुष्टि करें");
    expect(page.body).toContain('content="noindex"');
    // A look at the page (a mail scanner's, say) leaves the registration unconfirmed.
    expect((await registrations(email)).map((row) => row.confirmed_at)).toEqual([null]);

    const confirmed = await press(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("आपके पंजीकरण की पुष्टि हो गई है");
    const [row] = await registrations(email);
    expect(row!.confirmed_at).toBe(clock().toISOString());

    const again = await press(link);
    expect(again.body).toContain("यह लिंक पहले ही उपयोग हो चुका है");
    expect((await open(link)).body).not.toContain("मेरे पंजीकरण की पुष्टि करें");
  });

  it("a second registration of a confirmed address leaves the confirmed one as it was, and waits unconfirmed itself", async () => {
    const email = `twice.${engine}@example.com`;
    await press(await register(email));
    const [confirmed] = await registrations(email);
    now += 60_000;
    const secondLink = await register(email);
    const both = await registrations(email);
    expect(both).toHaveLength(2);
    expect(both.find((row) => row._id === confirmed!._id)).toEqual(confirmed);
    expect(both.find((row) => row._id !== confirmed!._id)!.confirmed_at).toBeNull();
    await press(secondLink);
    expect((await registrations(email)).find((row) => row._id === confirmed!._id)).toEqual(confirmed);
  });

  it("a link expires after 7 days, and a made-up or malformed one says it is not valid", async () => {
    const link = await register(`late.${engine}@example.com`);
    now += 7 * 24 * 3_600_000;
    expect((await press(link)).body).toContain("This link has expired");
    for (const token of ["A".repeat(43), "short", "<script>alert(1)</script>", "A".repeat(5_000)]) {
      const page = await open(`/alumni/confirm?token=${encodeURIComponent(token)}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("This link is not valid");
      expect(page.body).not.toContain("<script>alert(1)</script>");
      expect((await press(`/alumni/confirm?token=${encodeURIComponent(token)}`)).body).toContain(
        "This link is not valid",
      );
    }
  });

  it("a post from another site confirms nothing", async () => {
    const email = `forged.${engine}@example.com`;
    const link = await register(email);
    const forged = await site.app.inject({
      method: "POST",
      url: link,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
      payload: `token=${new URL(link, "http://x").searchParams.get("token")}`,
    });
    expect(forged.statusCode).toBe(400);
    expect((await registrations(email)).map((row) => row.confirmed_at)).toEqual([null]);
  });
});
