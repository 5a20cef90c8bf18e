import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { grievanceDescriptionMaxLength } from "#common/forms/grievance.ts";
import type { RequestContext } from "#app/request-context.ts";
import type { BudgetPlace, FormBudget } from "#server/services/form-guard-service.ts";

/** The `headers` of a page with a form: the `Retry-After` of a post refused for a while (whileTheDatabaseAnswers). */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

/**
 * The `headers` of a page whose form carries a token of its own for each page view (the
 * idempotency token that makes a resent post count once): `private`, so the page cache and
 * any other shared cache leave it alone, and `no-cache`, so the browser asks again before
 * showing it once more. (As every rendered page says; this makes the page cache see it.)
 */
export function perViewFormHeaders(args: { actionHeaders: Headers }) {
  return { "Cache-Control": "private, no-cache", ...formPageHeaders(args) };
}

/** A form-wide error (a catalogue key), answered with its HTTP status and no field values. */
function refusal(status: 429 | 400 | 503, message: string, headers: Record<string, string> = {}) {
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [message] } };
  return data({ result }, { status, headers });
}

/**
 * Runs a form's action. A database whose disk is full, or which is out of reach, refuses the
 * post for a while: answered as the API's sign-in answers it, 503 with `Retry-After`, the form
 * saying why, rather than as an error page with 500.
 */
export async function whileTheDatabaseAnswers<Result>(
  context: RequestContext,
  action: () => Promise<Result>,
): Promise<Result | ReturnType<typeof refusal>> {
  try {
    return await action();
  } catch (error) {
    const trouble = context.databaseTrouble(error);
    if (!trouble) throw error;
    return refusal(503, trouble.kind === "full" ? "forms.errors.cannotSave" : "forms.errors.databaseAway", {
      "Retry-After": String(trouble.retryAfterSeconds),
    });
  }
}

/**
 * What every public form's action does first: read the form. Hands back the form data, or
 * the response to send. (The body has been read and its size capped before the action
 * runs: server/pages.ts. The client's budget is spent by the action once the post is
 * valid: spendFormBudget.)
 */
export async function admitSubmission(
  request: Request,
): Promise<{ formData: FormData } | { response: ReturnType<typeof refusal> }> {
  try {
    return { formData: await request.formData() };
  } catch {
    return { response: refusal(400, "forms.errors.unreadable") };
  }
}

/** No public form's field takes more characters than this (a grievance's description). */
const longestFieldLength = grievanceDescriptionMaxLength;

/**
 * The 400 answer to a post that failed validation: its errors and what the visitor typed,
 * except a value longer than any field takes, which can only be an attack (up to the whole
 * body's megabytes) and would otherwise come back twice in the page and its data.
 */
export function refuseInvalid<Result>(
  submission: { reply: (options: { hideFields: string[] }) => Result },
  formData: FormData,
) {
  const oversized = [...formData.entries()]
    .filter(([, value]) => typeof value === "string" && value.length > longestFieldLength)
    .map(([name]) => name);
  return data({ result: submission.reply({ hideFields: [...new Set(oversized)] }) }, { status: 400 });
}

/**
 * Spends one place of the client's budget for a valid post (a form's submissions or
 * the status look-ups; FORM_RATE_LIMIT, FORM_LOOKUP_RATE_LIMIT), or answers 429 when
 * the minute's budget is spent. Invalid posts never get here, so they cost nothing.
 */
export async function spendFormBudget(
  context: RequestContext,
  budget: FormBudget,
): Promise<{ place: BudgetPlace } | { response: ReturnType<typeof refusal> }> {
  const place = await context.services.formGuard.take(context.clientAddress, budget);
  return place ? { place } : { response: refusal(429, "forms.errors.rateLimited") };
}
