import type { Translate } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { ApiFailure } from "./api.ts";

/** What each kind of refusal is called in the catalogue's `console.errors`; any other 4xx is "refused". */
const failureKinds = {
  0: "offline",
  400: "refused",
  401: "sessionEnded",
  403: "notAllowed",
  404: "gone",
  409: "conflict",
  413: "tooLarge",
  415: "wrongType",
  429: "tooMany",
} as const;

/**
 * Refusals whose API message names what to change (the field that is wrong, the record it
 * clashes with): on an English page it follows the sentence, being English itself (decision 0131).
 */
const explainedStatuses: ReadonlySet<number> = new Set([400, 409]);

/**
 * A failed console call in plain words in the page's language, never a status code (decision
 * 0131): a sentence for the kind of failure, and on an English page, for a refusal of what was
 * entered, the API's own explanation after it. Anything that is not the API's answer (fetch's
 * TypeError when the network is down, say) is said as no answer at all.
 */
export function inPlainWords(t: Translate, language: Language, error: unknown): ApiFailure {
  const status = error instanceof ApiFailure ? error.status : 0;
  const kind =
    status in failureKinds
      ? failureKinds[status as keyof typeof failureKinds]
      : status >= 500
        ? "unavailable"
        : "refused";
  const explanation = error instanceof ApiFailure ? error.explanation : null;
  const sentence = t(`console.errors.${kind}`);
  const message =
    language === "en" && explanation && explainedStatuses.has(status) ? `${sentence} ${explanation}` : sentence;
  return new ApiFailure(status, message, explanation);
}
