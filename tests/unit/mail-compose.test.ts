import fc from "fast-check";
import { simpleParser } from "mailparser";
import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { composeMail, displayName, UndeliverableAddress } from "#server/mail/compose.ts";
import { mailText, type MailContent } from "#server/mail/mail-text.ts";
import type { MailLanguage } from "#server/db/schema.ts";

/** nodemailer's own composer, to a buffer instead of a server: the bytes an SMTP server would get, and the envelope. */
const stream = createTransport({ streamTransport: true, buffer: true });

const from = { name: "DSEU", address: "noreply@dseu.example" };
const publicUrl = "https://dseu.example";

async function rendered(to: { name: string; address: string }, content: MailContent, language: MailLanguage = "en") {
  const message = composeMail({
    from,
    to,
    messageId: "<m1@dseu.example>",
    language,
    text: mailText(content, language, { publicUrl, link: `${publicUrl}/set-password#token=${"T".repeat(43)}` }),
  });
  const info = await stream.sendMail(message);
  const raw = (info.message as Buffer).toString("utf8");
  return { raw, envelope: info.envelope, parsed: await simpleParser(raw) };
}

/** The header block of a raw message: everything before the first empty line. */
const headerNames = (raw: string) =>
  raw
    .split(/\r?\n\r?\n/)[0]!
    .split(/\r?\n/)
    .filter((line) => /^[A-Za-z-]+:/.test(line))
    .map((line) => line.slice(0, line.indexOf(":")).toLowerCase())
    .sort();

const acknowledgement: MailContent = { kind: "grievance-received", payload: { reference: "GRV-2026-000123" } };

const expectedHeaders = [
  "auto-submitted",
  "content-language",
  "content-type",
  "date",
  "from",
  "message-id",
  "mime-version",
  "subject",
  "to",
].sort();

describe("messages as they go out", () => {
  it.each([
    ["a line break and a header", "Asha\r\nBcc: victim@example.com"],
    ["a bare LF and a second recipient", "Asha\nTo: other@example.com"],
    ["line and paragraph separators", "Asha\u2028Bcc: victim@example.com\u2029X: y"],
    ["quotes, angle brackets and commas", 'Asha "Rani" <evil@example.com>, victim@example.com'],
    ["Hindi", "आशा रानी"],
    ["a very long name", "Asha ".repeat(2_000)],
  ])("a name with %s stays a name: one recipient, no header of its own", async (_what, name) => {
    const { raw, envelope, parsed } = await rendered({ name, address: "asha@example.com" }, acknowledgement);
    expect(envelope.to).toEqual(["asha@example.com"]);
    expect(headerNames(raw)).toEqual(expectedHeaders);
    expect(parsed.to).toMatchObject({ value: [{ address: "asha@example.com" }] });
    const shown = (parsed.to as { value: Array<{ name: string }> }).value[0]!.name;
    expect(shown).toBe(displayName(name));
    expect(shown).not.toMatch(/[\r\n\u2028\u2029]/);
    expect([...shown].length).toBeLessThanOrEqual(100);
    expect(parsed.headers.has("bcc")).toBe(false);
  });

  it("any name at all gives one recipient and the same headers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", maxLength: 300 }), async (name) => {
        const { raw, envelope } = await rendered({ name, address: "asha@example.com" }, acknowledgement);
        expect(envelope.to).toEqual(["asha@example.com"]);
        expect(headerNames(raw)).toEqual(expectedHeaders);
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    "asha@example.com\r\nBcc: victim@example.com",
    "asha@example.com, victim@example.com",
    "Asha <asha@example.com>",
    "asha@exämple.com",
    "asha",
    `${"a".repeat(250)}@example.com`,
    '"asha"@example.com',
    "asha@example.com ",
  ])("refuses to send to %j", (address) => {
    expect(() =>
      composeMail({
        from,
        to: { name: "", address },
        messageId: "<m1@dseu.example>",
        language: "en",
        text: mailText(acknowledgement, "en", { publicUrl }),
      }),
    ).toThrow(UndeliverableAddress);
  });

  const everyKind: MailContent[] = [
    acknowledgement,
    {
      kind: "grievance-updated",
      payload: { reference: "GRV-2026-000123", status: "resolved", statusChanged: true, replied: true },
    },
    { kind: "staff-invitation", payload: { role: "editor" } },
    { kind: "password-reset", payload: {} },
    { kind: "alumni-confirmation", payload: {} },
    { kind: "board-confirmation", payload: { board: "tenders" } },
    {
      kind: "board-notice",
      payload: {
        board: "jobs",
        notice: "n1",
        title: "Assistant Professor",
        title_hi: "सहायक प्राध्यापक",
        url: "/api/v1/files/ab",
      },
    },
  ];

  it.each(
    everyKind.flatMap((content) =>
      (["en", "hi"] as const).map((language) => [content.kind, language, content] as const),
    ),
  )(
    "%s in %s: a text and an HTML part in the language, the university named, what it is about, no markup let through",
    async (_kind, language, content) => {
      const { parsed } = await rendered({ name: "<b>Asha</b>", address: "asha@example.com" }, content, language);
      expect(parsed.headers.get("content-language")).toBe(language);
      expect(parsed.text).toContain(
        language === "hi" ? "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय" : "Delhi Skill and Entrepreneurship University",
      );
      expect(parsed.html).toContain(`<html lang="${language}">`);
      expect(parsed.subject).toMatch(/^DSEU[: ]/);
      if ("reference" in content.payload) {
        expect(parsed.subject).toContain("GRV-2026-000123");
        expect(parsed.text).toContain(
          `${publicUrl}${language === "hi" ? "/hi" : ""}/grievance-status?reference=GRV-2026-000123`,
        );
      } else {
        expect(parsed.text).toMatch(/[#?]token=T{43}/);
      }
      // Devanagari in the Hindi text, and no English sentence left in it but the names.
      if (language === "hi") expect(parsed.text).toMatch(/[\u0900-\u097F]{4}/);
      expect(parsed.text).not.toMatch(/undefined|\[object/);
      expect(parsed.html).not.toContain("<b>");
    },
  );

  it("a board's notice titled with line breaks, in either language, has a subject of one line", async () => {
    const title = "Tender\r\nBcc: victim@example.com\u2028for benches";
    for (const language of ["en", "hi"] as const) {
      const { raw, parsed } = await rendered(
        { name: "", address: "asha@example.com" },
        { kind: "board-notice", payload: { board: "tenders", notice: "n1", title, title_hi: null, url: "/x" } },
        language,
      );
      expect(headerNames(raw)).toEqual(expectedHeaders);
      expect(parsed.subject).toMatch(/^DSEU (Tenders|निविदाएँ): Tender Bcc: victim@example.com for benches$/);
    }
  });

  it("escapes what it puts into HTML", async () => {
    const text = mailText(acknowledgement, "en", { publicUrl: 'https://dseu.example/"><script>x</script>' });
    const { html } = composeMail({
      from,
      to: { name: "", address: "a@example.com" },
      messageId: "<m@x>",
      language: "en",
      text,
    }) as {
      html: string;
    };
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
  });
});
