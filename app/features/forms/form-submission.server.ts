import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { RequestContext } from "#app/request-context.ts";

/**
 * The `headers` of a page whose form carries a token of its own for each page view (the
 * idempotency token that makes a resent post count once): `private`, so the page cache and
 * any other shared cache leave it alone, and `no-cache`, so the browser asks again before
 * showing it once more. (As every rendered page says; this makes the page cache see it.)
 */
export function perViewFormHeaders() {
  return { "Cache-Control": "private, no-cache" };
}

/** A form post larger than this is refused unread: a 5 MB attachment and the text fields fit well within it. */
const maxBodyBytes = 8 * 1024 * 1024;

/** A form-wide error (a catalogue key), answered with its HTTP status and no field values. */
function refusal(status: 413 | 429 | 400, message: string) {
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [message] } };
  return data({ result }, { status });
}

/**
 * What every public form's action does first: refuse an oversized body before
 * reading it, log the submission against the client's address and refuse the
 * sixth in a minute with 429. Hands back the form data, or the response to send.
 */
export async function admitSubmission(
  request: Request,
  context: RequestContext,
): Promise<{ formData: FormData } | { response: ReturnType<typeof refusal> }> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > maxBodyBytes) return { response: refusal(413, "forms.errors.tooLarge") };
  if (!(await context.services.formGuard.admit(context.clientAddress))) {
    return { response: refusal(429, "forms.errors.rateLimited") };
  }
  try {
    return { formData: await request.formData() };
  } catch {
    return { response: refusal(400, "forms.errors.unreadable") };
  }
}
