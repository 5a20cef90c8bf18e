import { subscriptionBoards, type SubscriptionBoard } from "#common/notice-subscriptions.ts";
import { site } from "#common/site.ts";
import type { GrievanceStatus, MailLanguage, StaffRole } from "../db/schema.ts";
import { pagePath } from "#common/page-lookup.ts";

/**
 * What the site sends, by kind, and what each says (decision 0202). A message names the
 * university and what it is about (a reference), and holds no more of the person's data than
 * that: no name, no grievance text, no reply (the status page shows those to whoever has the
 * reference and the address). Nothing a visitor typed goes into a subject.
 */
export type MailContent =
  | { kind: "grievance-received"; payload: { reference: string } }
  | {
      kind: "grievance-updated";
      payload: { reference: string; status: GrievanceStatus; statusChanged: boolean; replied: boolean };
    }
  | { kind: "staff-invitation"; payload: { role: StaffRole } }
  | { kind: "password-reset"; payload: Record<string, never> }
  | { kind: "alumni-confirmation"; payload: Record<string, never> }
  | { kind: "board-confirmation"; payload: { board: SubscriptionBoard } }
  | {
      kind: "board-notice";
      /** `url`: the notice's file (a site path) or its link; `notice`: its id, to check it is still public. */
      payload: { board: SubscriptionBoard; notice: string; title: string; title_hi: string | null; url: string };
    };

export type MailKind = MailContent["kind"];

/** A paragraph, or a link on a line of its own. */
export type MailBlock = { text: string } | { label: string; url: string };

/** A message's words: its subject, the university's name at the top, the body, and the footer. */
export type MailText = { subject: string; heading: string; blocks: MailBlock[]; footer: string };

/**
 * The messages whose link acts on a record: what the link's token is for, how long it works,
 * and the page it opens. Its token is made as the message goes out and only its hash is kept
 * (decision 0203); a page of the console reads it from the fragment, which no server and no
 * Referer header sees, and a public page that must work without scripts from the query. A
 * board's notice carries its subscription's own unsubscribe link instead (`lifetimeMs` null:
 * decision 0205).
 */
export const mailLinks = {
  "staff-invitation": {
    purpose: "staff-invite",
    lifetimeMs: 48 * 3_600_000,
    path: pagePath("setPassword"),
    inFragment: true,
  },
  "password-reset": {
    purpose: "password-reset",
    lifetimeMs: 3_600_000,
    path: pagePath("setPassword"),
    inFragment: true,
  },
  "alumni-confirmation": {
    purpose: "alumni-confirm",
    lifetimeMs: 7 * 24 * 3_600_000,
    path: pagePath("alumnusConfirm"),
    inFragment: false,
  },
  "board-confirmation": {
    purpose: "board-confirm",
    lifetimeMs: 7 * 24 * 3_600_000,
    path: pagePath("subscriptionConfirm"),
    inFragment: false,
  },
  "board-notice": {
    purpose: "board-unsubscribe",
    lifetimeMs: null,
    path: pagePath("unsubscribe"),
    inFragment: false,
  },
} as const satisfies Partial<
  Record<MailKind, { purpose: string; lifetimeMs: number | null; path: string; inFragment: boolean }>
>;

export type LinkedMailKind = keyof typeof mailLinks;
export type LinkPurpose = (typeof mailLinks)[LinkedMailKind]["purpose"];

export function isLinkedKind(kind: MailKind): kind is LinkedMailKind {
  return kind in mailLinks;
}

const english = {
  university: site.name as string,
  footer: `This message was sent by the website of ${site.shortName}. Replies to it are not read: please write to ${site.helpdeskEmail}.`,
  grievanceStatuses: { received: "Received", in_review: "Under review", resolved: "Resolved", closed: "Closed" },
  roles: {
    admin: "administrator",
    editor: "editor",
    faculty: "faculty member",
    grievance_officer: "grievance officer",
  },
  grievanceReceived: {
    subject: (reference: string) => `${site.shortName}: grievance ${reference} received`,
    received: (reference: string) => `Your grievance has been received. Its reference number is ${reference}.`,
    next: "The grievance cell reads every grievance, passes it to the office concerned and replies within 30 days.",
    keep: "Keep this number: with the email address you used, it shows the status of your grievance and any reply.",
    statusLink: "Check the status of your grievance",
  },
  grievanceUpdated: {
    subject: (reference: string) => `${site.shortName}: news of grievance ${reference}`,
    status: (reference: string, status: string) => `The status of your grievance ${reference} is now: ${status}.`,
    replied: (reference: string) => `The university has replied to your grievance ${reference}.`,
    read: "Read it on the status page, with your reference number and the email address you used.",
    statusLink: "See the status and the reply",
  },
  staffInvitation: {
    subject: `${site.shortName}: your account on the staff console`,
    invited: (role: string) =>
      `An administrator of the ${site.shortName} website has made you an account on its staff console, as ${role}.`,
    set: "Choose your password with the link below. It works once, within 48 hours.",
    link: "Choose your password",
    ignore:
      "If you did not expect this message, you may ignore it: nobody can sign in to the account until a password is chosen.",
  },
  passwordReset: {
    subject: `${site.shortName}: reset your password`,
    asked: `Someone asked to reset the password of the ${site.shortName} staff console account of this address.`,
    set: "Choose a new password with the link below. It works once, within one hour, and signs the account out everywhere.",
    link: "Choose a new password",
    ignore: "If you did not ask for this, ignore this message: your password stays as it is.",
  },
  alumniConfirmation: {
    subject: `${site.shortName}: confirm your alumni registration`,
    thanks: `Thank you for registering with the alumni network of ${site.shortName}.`,
    confirm: "Please confirm that this email address is yours with the link below. It works once, within 7 days.",
    link: "Confirm my registration",
    ignore: "If you did not register, ignore this message: the registration stays unconfirmed.",
  },
  boards: { tenders: "Tenders", jobs: "Jobs and recruitment" } as Record<SubscriptionBoard, string>,
  boardConfirmation: {
    subject: (board: string) => `${site.shortName}: confirm your subscription to ${board}`,
    asked: (board: string) =>
      `Someone asked, with this address, to get the new notices of the ${board} board of the ${site.shortName} website by email.`,
    confirm: "Confirm with the link below; it works once, within 7 days. Every message will have a link to stop them.",
    link: "Confirm my subscription",
    ignore: "If you did not ask for this, ignore this message: nothing will be sent.",
  },
  boardNotice: {
    subject: (board: string, title: string) => `${site.shortName} ${board}: ${title}`,
    published: (board: string) => `A new notice on the ${board} board of the ${site.shortName} website:`,
    open: "Open the notice",
    board: "See every notice of the board",
    why: (board: string) => `You get this message because you asked for the new notices of ${board}.`,
    stop: "Stop these messages",
  },
};

const hindi: typeof english = {
  university: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय",
  footer: `यह संदेश डीएसईयू (${site.shortName}) की वेबसाइट ने भेजा है। इसके उत्तर पढ़े नहीं जाते: कृपया ${site.helpdeskEmail} पर लिखें।`,
  grievanceStatuses: { received: "प्राप्त", in_review: "विचाराधीन", resolved: "निपटाई गई", closed: "बंद" },
  roles: { admin: "प्रशासक", editor: "संपादक", faculty: "संकाय सदस्य", grievance_officer: "शिकायत अधिकारी" },
  grievanceReceived: {
    subject: (reference) => `${site.shortName}: शिकायत ${reference} प्राप्त हुई`,
    received: (reference) => `आपकी शिकायत प्राप्त हो गई है। इसकी संदर्भ संख्या ${reference} है।`,
    next: "शिकायत प्रकोष्ठ हर शिकायत पढ़ता है, उसे संबंधित कार्यालय को भेजता है और 30 दिनों के भीतर उत्तर देता है।",
    keep: "यह संख्या सँभालकर रखें: अपने ईमेल पते के साथ इससे आप अपनी शिकायत की स्थिति और उसका उत्तर देख सकते हैं।",
    statusLink: "अपनी शिकायत की स्थिति देखें",
  },
  grievanceUpdated: {
    subject: (reference) => `${site.shortName}: शिकायत ${reference} पर नई जानकारी`,
    status: (reference, status) => `आपकी शिकायत ${reference} की स्थिति अब है: ${status}।`,
    replied: (reference) => `विश्वविद्यालय ने आपकी शिकायत ${reference} का उत्तर दिया है।`,
    read: "इसे स्थिति पृष्ठ पर अपनी संदर्भ संख्या और अपने ईमेल पते से पढ़ें।",
    statusLink: "स्थिति और उत्तर देखें",
  },
  staffInvitation: {
    subject: `${site.shortName}: कर्मचारी कंसोल पर आपका खाता`,
    invited: (role) => `डीएसईयू वेबसाइट के एक प्रशासक ने उसके कर्मचारी कंसोल पर आपका खाता ${role} के रूप में बनाया है।`,
    set: "नीचे दिए लिंक से अपना पासवर्ड चुनें। यह 48 घंटों के भीतर एक ही बार काम करता है।",
    link: "अपना पासवर्ड चुनें",
    ignore: "यदि आपको इस संदेश की आशा नहीं थी, तो इसे अनदेखा कर दें: पासवर्ड चुने जाने तक कोई भी इस खाते से साइन इन नहीं कर सकता।",
  },
  passwordReset: {
    subject: `${site.shortName}: अपना पासवर्ड फिर से सेट करें`,
    asked: "किसी ने इस पते वाले डीएसईयू कर्मचारी कंसोल खाते का पासवर्ड फिर से सेट करने का अनुरोध किया है।",
    set: "नीचे दिए लिंक से नया पासवर्ड चुनें। यह एक घंटे के भीतर एक ही बार काम करता है, और खाते को हर जगह से साइन आउट कर देता है।",
    link: "नया पासवर्ड चुनें",
    ignore: "यदि यह अनुरोध आपने नहीं किया, तो इस संदेश को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
  },
  alumniConfirmation: {
    subject: `${site.shortName}: अपने पूर्व छात्र पंजीकरण की पुष्टि करें`,
    thanks: "डीएसईयू के पूर्व छात्र नेटवर्क में पंजीकरण के लिए धन्यवाद।",
    confirm: "कृपया नीचे दिए लिंक से पुष्टि करें कि यह ईमेल पता आपका है। यह 7 दिनों के भीतर एक ही बार काम करता है।",
    link: "मेरे पंजीकरण की पुष्टि करें",
    ignore: "यदि आपने पंजीकरण नहीं किया, तो इस संदेश को अनदेखा कर दें: पंजीकरण अपुष्ट रहेगा।",
  },
  boards: { tenders: "निविदाएँ", jobs: "नौकरियाँ और भर्ती" },
  boardConfirmation: {
    subject: (board) => `${site.shortName}: ${board} की सदस्यता की पुष्टि करें`,
    asked: (board) => `किसी ने इस पते से डीएसईयू वेबसाइट के ${board} पृष्ठ की नई सूचनाएँ ईमेल से पाने का अनुरोध किया है।`,
    confirm: "नीचे दिए लिंक से पुष्टि करें; यह 7 दिनों के भीतर एक ही बार काम करता है। हर संदेश में उन्हें बंद करने का लिंक होगा।",
    link: "मेरी सदस्यता की पुष्टि करें",
    ignore: "यदि यह अनुरोध आपने नहीं किया, तो इस संदेश को अनदेखा कर दें: कुछ भी नहीं भेजा जाएगा।",
  },
  boardNotice: {
    subject: (board, title) => `${site.shortName} ${board}: ${title}`,
    published: (board) => `डीएसईयू वेबसाइट के ${board} पृष्ठ पर एक नई सूचना:`,
    open: "सूचना खोलें",
    board: "पृष्ठ की सभी सूचनाएँ देखें",
    why: (board) => `आपको यह संदेश इसलिए मिला है क्योंकि आपने ${board} की नई सूचनाएँ माँगी थीं।`,
    stop: "ये संदेश बंद करें",
  },
};

const texts: Record<MailLanguage, typeof english> = { en: english, hi: hindi };

/** A path of the site in the message's language, on the site's public address. */
function siteUrl(publicUrl: string, language: MailLanguage, path: string): string {
  return `${publicUrl}${language === "hi" ? "/hi" : ""}${path}`;
}

/** What the admins' list shows of a message before it is sent: the subject, which holds nothing secret. */
export function mailSubject(content: MailContent, language: MailLanguage): string {
  const text = texts[language];
  switch (content.kind) {
    case "grievance-received":
      return text.grievanceReceived.subject(content.payload.reference);
    case "grievance-updated":
      return text.grievanceUpdated.subject(content.payload.reference);
    case "staff-invitation":
      return text.staffInvitation.subject;
    case "password-reset":
      return text.passwordReset.subject;
    case "alumni-confirmation":
      return text.alumniConfirmation.subject;
    case "board-confirmation":
      return text.boardConfirmation.subject(text.boards[content.payload.board]);
    case "board-notice":
      return text.boardNotice.subject(
        text.boards[content.payload.board],
        oneLine(language === "hi" ? (content.payload.title_hi ?? content.payload.title) : content.payload.title),
      );
  }
}

/** A title staff wrote, as one line of a subject: no control characters, at most 150 characters. */
function oneLine(text: string): string {
  const line = text.replace(/[\p{Cc}\u2028\u2029\s]+/gu, " ").trim();
  return line.length > 150 ? `${Array.from(line).slice(0, 149).join("")}…` : line;
}

/**
 * The message as it goes out. `link` is the message's own link (with its token), for the
 * kinds that have one.
 */
export function mailText(
  content: MailContent,
  language: MailLanguage,
  { publicUrl, link }: { publicUrl: string; link?: string | undefined },
): MailText {
  const text = texts[language];
  const statusPage = (reference: string) =>
    siteUrl(publicUrl, language, `${pagePath("grievanceStatus")}?reference=${encodeURIComponent(reference)}`);
  const own = (label: string): MailBlock => ({ label, url: link ?? "" });
  let body: MailBlock[];
  switch (content.kind) {
    case "grievance-received": {
      const { reference } = content.payload;
      const words = text.grievanceReceived;
      body = [
        { text: words.received(reference) },
        { text: words.next },
        { text: words.keep },
        { label: words.statusLink, url: statusPage(reference) },
      ];
      break;
    }
    case "grievance-updated": {
      const { reference, status, statusChanged, replied } = content.payload;
      const words = text.grievanceUpdated;
      body = [
        ...(statusChanged ? [{ text: words.status(reference, text.grievanceStatuses[status]) }] : []),
        ...(replied ? [{ text: words.replied(reference) }] : []),
        { text: words.read },
        { label: words.statusLink, url: statusPage(reference) },
      ];
      break;
    }
    case "staff-invitation": {
      const words = text.staffInvitation;
      body = [
        { text: words.invited(text.roles[content.payload.role]) },
        { text: words.set },
        own(words.link),
        { text: words.ignore },
      ];
      break;
    }
    case "password-reset": {
      const words = text.passwordReset;
      body = [{ text: words.asked }, { text: words.set }, own(words.link), { text: words.ignore }];
      break;
    }
    case "alumni-confirmation": {
      const words = text.alumniConfirmation;
      body = [{ text: words.thanks }, { text: words.confirm }, own(words.link), { text: words.ignore }];
      break;
    }
    case "board-confirmation": {
      const words = text.boardConfirmation;
      const board = text.boards[content.payload.board];
      body = [{ text: words.asked(board) }, { text: words.confirm }, own(words.link), { text: words.ignore }];
      break;
    }
    case "board-notice": {
      const words = text.boardNotice;
      const { board, title, title_hi, url } = content.payload;
      const name = text.boards[board];
      body = [
        { text: words.published(name) },
        { text: language === "hi" ? (title_hi ?? title) : title },
        { label: words.open, url: url.startsWith("/") ? `${publicUrl}${url}` : url },
        { label: words.board, url: siteUrl(publicUrl, language, subscriptionBoards[board].path) },
        { text: words.why(name) },
        own(words.stop),
      ];
      break;
    }
  }
  return { subject: mailSubject(content, language), heading: text.university, blocks: body, footer: text.footer };
}

/** The address a message's link opens, with its token: in the fragment for the console's page, else in the query. */
export function linkUrl(kind: LinkedMailKind, language: MailLanguage, publicUrl: string, token: string): string {
  const { path, inFragment } = mailLinks[kind];
  return siteUrl(publicUrl, language, `${path}${inFragment ? "#" : "?"}token=${token}`);
}
