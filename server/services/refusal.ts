/** Why a service refused a request; the API answers each with its HTTP status. */
export type RefusalCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "gone"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited";

/**
 * A request a service will not carry out, with a message fit to show the
 * person who made it. Services throw it; nothing has been written when they do.
 */
export class Refusal extends Error {
  readonly code: RefusalCode;
  /** For `rate_limited`: when trying again makes sense. */
  readonly retryAfterSeconds: number | undefined;
  /** What a client acts on beyond the message (why a console session ended, say), answered as `error.details`. */
  readonly details: unknown;

  constructor(code: RefusalCode, message: string, retryAfterSeconds?: number, details?: unknown) {
    super(message);
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}
