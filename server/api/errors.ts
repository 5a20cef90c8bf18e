export type ApiErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "gone"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal_error"
  | "service_unavailable";

const statusOf: Record<ApiErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

export function statusForCode(code: ApiErrorCode): number {
  return statusOf[code];
}

/** An error a handler throws on purpose; the API answers it in the error envelope. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: ApiErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.statusCode = statusOf[code];
    this.details = details;
  }
}

/** The value, or a 404 naming what was looked for. */
export function found<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new ApiError("not_found", `No ${what} has this id`);
  return value;
}

export type ErrorBody = {
  status: "error";
  error: { code: ApiErrorCode; message: string; details?: unknown };
};

export function errorBody(code: ApiErrorCode, message: string, details?: unknown): ErrorBody {
  return { status: "error", error: details === undefined ? { code, message } : { code, message, details } };
}

/** The code that goes with an HTTP status Fastify or a plugin chose. */
export function codeForStatus(status: number): ApiErrorCode {
  const match = (Object.entries(statusOf) as [ApiErrorCode, number][]).find(([, value]) => value === status);
  if (match) return match[0];
  return status >= 500 ? "internal_error" : "bad_request";
}
