import { describe, expect, it } from "vitest";
import { sessionEndMessage } from "#app/features/console/shell/session-end-message.ts";
import { endOfAnswer } from "#app/features/console/shell/session.ts";
import { translator } from "#app/i18n/i18n.tsx";
import english from "#app/i18n/messages/en/console.ts";
import hindi from "#app/i18n/messages/hi/console.ts";

const inEnglish = translator({ console: english }, undefined, "en");
const inHindi = translator({ console: hindi }, undefined, "hi");

/** A 401's body as the API answers it when a console session has ended (tests/api/console-sessions.test.ts). */
const refusal = (details: unknown) => ({ ok: false, error: { code: "unauthorized", message: "…", details } });

/** What a tab says, in both languages, when a call is refused with this body. */
const said = (body: unknown) => {
  const end = endOfAnswer(body);
  return [sessionEndMessage(inEnglish, end), sessionEndMessage(inHindi, end)];
};

describe("why a console session ended, as every tab says it", () => {
  it("gives the server's reason with its figures, in English and Hindi", () => {
    expect(said(refusal({ session_ended: "idle", idle_minutes: 30, max_hours: 8 }))).toEqual([
      "Your session ended after 30 minutes without use.",
      "30 मिनट तक उपयोग न होने से आपका सत्र समाप्त हो गया।",
    ]);
    expect(said(refusal({ session_ended: "limit", idle_minutes: 30, max_hours: 8 }))).toEqual([
      "Your session reached the day's limit of 8 hours.",
      "आपका सत्र दिन की 8 घंटे की सीमा तक पहुँच गया।",
    ]);
    expect(said(refusal({ session_ended: "disabled", idle_minutes: 30, max_hours: 8 }))).toEqual([
      "An administrator has disabled this account.",
      "किसी प्रशासक ने यह खाता निष्क्रिय कर दिया है।",
    ]);
    expect(said(refusal({ session_ended: "password-changed", idle_minutes: 30, max_hours: 8 }))).toEqual([
      "The password of this account has been changed.",
      "इस खाते का पासवर्ड बदल दिया गया है।",
    ]);
  });

  it("says a sign-out in another tab as that", () => {
    expect(sessionEndMessage(inEnglish, { reason: "signed-out" })).toBe("You signed out in another tab.");
    expect(sessionEndMessage(inHindi, { reason: "signed-out" })).toBe("आपने किसी दूसरे टैब में साइन आउट किया।");
  });

  it("says only that the session ended when the answer gives no reason, an unknown one, or figures that are not numbers", () => {
    const ended = ["Your session has ended.", "आपका सत्र समाप्त हो गया है।"];
    for (const body of [
      null,
      "Unauthorized",
      refusal(undefined),
      refusal({ session_ended: "<script>alert(1)</script>" }),
      refusal({ session_ended: "idle", idle_minutes: "30; DROP TABLE staff" }),
      refusal({ session_ended: "limit" }),
    ]) {
      expect(said(body), JSON.stringify(body)).toEqual(ended);
    }
  });
});
