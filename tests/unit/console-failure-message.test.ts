import { describe, expect, it } from "vitest";
import { ApiFailure } from "#app/features/console/shell/api.ts";
import { inPlainWords } from "#app/features/console/shell/failure-message.ts";
import { catalogue } from "#app/i18n/catalogue.server.ts";
import { translator } from "#app/i18n/i18n.tsx";

const english = translator(catalogue.en);
const hindi = translator(catalogue.hi);

/** Every status the API, or a proxy in front of it, answers a console call with, and no answer at all. */
const statuses = [0, 400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 502, 503, 504];

describe("a failed console call, as the console says it", () => {
  it("is a sentence in the page's language that names no status code, whatever the API said", () => {
    for (const status of statuses) {
      // A proxy's page has no envelope: the failure's own message is then the bare status line.
      for (const failure of [
        new ApiFailure(status, `HTTP ${status}`),
        new ApiFailure(status, "title: Too big", "title: Too big"),
      ]) {
        const inHindi = inPlainWords(hindi, "hi", failure).message;
        expect(inHindi, `${status}`).toMatch(/^[\u0900-\u097F][^a-zA-Z]*।$/u);
        const inEnglish = inPlainWords(english, "en", failure).message;
        expect(inEnglish, `${status}`).not.toMatch(/HTTP|\b[1-5]\d\d\b/);
        expect(inEnglish, `${status}`).toMatch(/^[A-Z]/);
        expect(inPlainWords(english, "en", failure).status).toBe(status);
      }
    }
  });

  it("says what kind of failure it was", () => {
    const say = (status: number) => inPlainWords(english, "en", new ApiFailure(status, `HTTP ${status}`)).message;
    expect(say(0)).toBe("The site could not be reached. Check the connection and try again.");
    expect(say(401)).toBe("Your session has ended. Sign in again to continue.");
    expect(say(403)).toBe("Your account may not do this. Ask an administrator if it should.");
    expect(say(429)).toBe("Too many changes in a short time. Wait a minute and try again.");
    expect(say(500)).toBe(say(503));
    expect(say(422)).toBe(say(400));
    expect(
      inPlainWords(hindi, "hi", new ApiFailure(404, "No notice has this id", "No notice has this id")).message,
    ).toBe(
      "यह रिकॉर्ड अब मौजूद नहीं है: हो सकता है किसी ने इसे हटा दिया हो। सूची को अभी की स्थिति में देखने के लिए पृष्ठ फिर से लोड करें।",
    );
  });

  it("on an English page, follows a refusal of what was entered with the API's explanation of it", () => {
    const clash = new ApiFailure(409, "An account with this email exists", "An account with this email exists");
    expect(inPlainWords(english, "en", clash).message).toBe(
      "This clashes with a record already saved. An account with this email exists",
    );
    // In Hindi the sentence stands alone: the API speaks English.
    expect(inPlainWords(hindi, "hi", clash).message).toBe("यह पहले से सहेजे गए किसी रिकॉर्ड से टकराता है।");
    // Other failures' explanations add nothing a member of staff can act on.
    const broken = new ApiFailure(500, "Something went wrong on our side.", "Something went wrong on our side.");
    expect(inPlainWords(english, "en", broken).message).toBe(
      "The site could not do this just now. Please try again in a few minutes.",
    );
  });

  it("says an error that is not the API's answer (the network down) as no answer at all", () => {
    const failure = inPlainWords(english, "en", new TypeError("Failed to fetch"));
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure.status).toBe(0);
    expect(failure.message).toBe("The site could not be reached. Check the connection and try again.");
  });

  it("names a field the API refused by the form's label, in either language", () => {
    // As PATCH /campus/{id} refuses a phone: the schema's issue names the field by its key.
    const sentence = "phone: phone must be a telephone number: digits, spaces, ( ) and -";
    const phone = new ApiFailure(400, sentence, sentence, [
      { instancePath: "/phone", message: "phone must be a telephone number: digits, spaces, ( ) and -" },
    ]);
    const labels: Record<string, string> = { phone: "Phone" };
    expect(inPlainWords(english, "en", phone, (field) => labels[field]).message).toBe(
      "Phone must be a telephone number: digits, spaces, ( ) and -.",
    );
    expect(inPlainWords(hindi, "hi", phone, () => "फ़ोन").message).toBe("“फ़ोन” स्वीकार नहीं हुआ। इसे जाँचकर फिर से प्रयास करें।");
    // A service's refusal names the field as its first word.
    const assigned = new ApiFailure(400, "assigned_to must be an officer", "assigned_to must be an officer");
    expect(inPlainWords(english, "en", assigned, () => "Assigned to").message).toBe("Assigned to must be an officer.");
    // A field no form labels is said as before.
    expect(inPlainWords(english, "en", assigned).message).toBe(
      "What was entered was not accepted. Check the form and try again. assigned_to must be an officer",
    );
  });
});
