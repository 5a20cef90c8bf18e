import type { SendMailOptions } from "nodemailer";
import type { MailLanguage } from "../db/schema.ts";
import { mailAddressPattern, type Mailbox } from "./mail-settings.ts";
import type { MailText } from "./mail-text.ts";

/** An address no message may go to (it could be read as more than one mailbox, or none). */
export class UndeliverableAddress extends Error {}

/** A name shown beside an address is one line of at most this many characters. */
const displayNameLength = 100;

/**
 * A name as a mailbox's display name: control characters (CR and LF among them) and the
 * line and paragraph separators become spaces, runs of spaces one, and it is cut to
 * `displayNameLength` characters (decision 0202). Nodemailer encodes what is left as
 * a quoted or RFC 2047 word, so it stays within its header.
 */
export function displayName(name: string): string {
  return Array.from(
    name
      .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, displayNameLength)
    .join("")
    .trim();
}

function mailbox({ name, address }: Mailbox): { name: string; address: string } {
  if (!mailAddressPattern.test(address)) throw new UndeliverableAddress(`not an address a message can go to`);
  return { name: displayName(name), address };
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

export function plainText({ heading, blocks, footer }: MailText): string {
  const body = blocks.map((block) => ("text" in block ? block.text : `${block.label}:\n${block.url}`));
  return [heading, ...body, `-- \n${footer}`].join("\n\n") + "\n";
}

/** The HTML part: the same words, escaped, in the brand's colours, readable without its styles. */
export function htmlText({ subject, heading, blocks, footer }: MailText, language: MailLanguage): string {
  const body = blocks.map((block) =>
    "text" in block
      ? `<p>${escapeHtml(block.text)}</p>`
      : `<p><a href="${escapeHtml(block.url)}" style="color:#005CB9;font-weight:bold">${escapeHtml(block.label)}</a><br>` +
        `<span style="font-size:14px;color:#475569;word-break:break-all">${escapeHtml(block.url)}</span></p>`,
  );
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:16px;background:#F8FAFC;color:#0F172A;font-family:'Noto Sans','Noto Sans Devanagari',Arial,sans-serif;font-size:16px;line-height:1.6">`,
    `<div style="max-width:36rem;margin:0 auto;background:#FFFFFF;border:1px solid #E2E8F0;padding:16px 24px">`,
    `<p style="font-weight:bold;color:#003E70">${escapeHtml(heading)}</p>`,
    ...body,
    `<p style="font-size:14px;color:#475569;border-top:1px solid #E2E8F0;padding-top:12px">${escapeHtml(footer)}</p>`,
    `</div></body></html>`,
  ].join("\n");
}

/**
 * A message as nodemailer sends it: both parts, the sender and recipient as mailboxes
 * (never as text nodemailer would parse, where a line break could add a recipient), the
 * same Message-ID on every try, and no access to files or URLs for its content.
 */
export function composeMail(message: {
  from: Mailbox;
  to: Mailbox;
  messageId: string;
  language: MailLanguage;
  text: MailText;
  headers?: Record<string, string>;
}): SendMailOptions {
  return {
    from: mailbox(message.from),
    to: mailbox(message.to),
    subject: message.text.subject,
    messageId: message.messageId,
    text: plainText(message.text),
    html: htmlText(message.text, message.language),
    headers: { "Content-Language": message.language, "Auto-Submitted": "auto-generated", ...message.headers },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
