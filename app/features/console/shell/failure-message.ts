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
 * The field a refusal of what was entered names: from the schema's issues (`/phone`), or the first
 * word of the API's sentence ("phone must be a phone number").
 */
function refusedField(failure: ApiFailure): { field: string; problem: string } | undefined {
  const issues = Array.isArray(failure.details)
    ? (failure.details as Array<{ instancePath?: unknown; message?: unknown }>)
    : [];
  const issue = issues.find((candidate) => typeof candidate.instancePath === "string");
  const field =
    (issue?.instancePath as string | undefined)?.split("/").filter(Boolean)[0] ??
    /^([a-z][a-z_]*)\b/.exec(failure.explanation ?? "")?.[1];
  if (!field) return undefined;
  // What is wrong with it, without its key: "must be a telephone number".
  const said = typeof issue?.message === "string" ? issue.message : (failure.explanation ?? "");
  const problem = said.replace(new RegExp(`^(${field}\\b[:\\s]*)+`), "").replace(/[.\s]*$/, "");
  return { field, problem };
}

/**
 * A failed console call in plain words in the page's language, never a status code (decision
 * 0131): a sentence for the kind of failure, and on an English page, for a refusal of what was
 * entered, the API's own explanation after it. A refusal that names a field the form labels
 * (`labelOf`) says the field by its label instead: "Phone must be a phone number.", or in Hindi
 * that the labelled field was not accepted. Anything that is not the API's answer (fetch's
 * TypeError when the network is down, say) is said as no answer at all.
 */
export function inPlainWords(
  t: Translate,
  language: Language,
  error: unknown,
  labelOf: (field: string) => string | undefined = () => undefined,
): ApiFailure {
  const status = error instanceof ApiFailure ? error.status : 0;
  const kind =
    status in failureKinds
      ? failureKinds[status as keyof typeof failureKinds]
      : status >= 500
        ? "unavailable"
        : "refused";
  const explanation = error instanceof ApiFailure ? error.explanation : null;
  const details = error instanceof ApiFailure ? error.details : undefined;
  const refused = error instanceof ApiFailure && status === 400 ? refusedField(error) : undefined;
  const label = refused && labelOf(refused.field);
  if (refused && label) {
    const message =
      language === "en" && refused.problem
        ? `${label} ${refused.problem}.`
        : t("console.errors.fieldRefused", { label });
    return new ApiFailure(status, message, explanation, details);
  }
  const sentence = t(`console.errors.${kind}`);
  const message =
    language === "en" && explanation && explainedStatuses.has(status) ? `${sentence} ${explanation}` : sentence;
  return new ApiFailure(status, message, explanation, details);
}
