import { apiPrefix } from "#common/api/envelope.ts";

/**
 * An answer other than 2xx (status 0: no answer). `explanation` is the API's own message from
 * its error envelope, when it sent one, and `details` what else it said (the fields a 400 names,
 * why a 401's session ended); `message` is what the console shows (console-page.tsx says it in
 * plain words in the page's language).
 */
export class ApiFailure extends Error {
  readonly status: number;
  readonly explanation: string | null;
  readonly details: unknown;
  constructor(status: number, message: string, explanation: string | null = null, details: unknown = undefined) {
    super(message);
    this.status = status;
    this.explanation = explanation;
    this.details = details;
  }
}

/** A file chosen for an upload that the browser can no longer read, so the upload cannot be sent again. */
export class FileNotKept extends Error {}

/** The server's own message from the API's error envelope (`{ error: { message } }`), else the status line. */
function failureOf(status: number, body: string): ApiFailure {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown; details?: unknown } } | null;
    const message = parsed?.error?.message;
    if (typeof message === "string") return new ApiFailure(status, message, message, parsed?.error?.details);
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the status.
  }
  return new ApiFailure(status, `HTTP ${status}`);
}

/** The header every console write carries its session's CSRF token in (decision 0155). */
const csrfHeader = "x-csrf-token";

/**
 * A call in the console's session: the browser sends its cookie, and a write the
 * session's CSRF token. Reads revalidate with the server every time (`no-cache`): the
 * public list may sit a minute in the browser's cache, and staff must see their own
 * edit at once.
 */
export async function apiRequest<T>(csrfToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set(csrfHeader, csrfToken);
  if (typeof init.body === "string") headers.set("content-type", "application/json");
  const response = await fetch(`${apiPrefix}${path}`, { cache: "no-cache", ...init, headers });
  const body = await response.text();
  if (!response.ok) throw failureOf(response.status, body);
  return (JSON.parse(body) as { data: T }).data;
}

/** A file the API makes for the signed-in person (a CSV export), saved through a temporary link. */
export async function downloadInSession(path: string, fileName: string): Promise<void> {
  const response = await fetch(`${apiPrefix}${path}`);
  if (!response.ok) throw failureOf(response.status, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A multipart upload through XMLHttpRequest, the only browser API that reports
 * upload progress (fetch does not): `onProgress` gets the fraction sent, 0 to 1.
 */
export function uploadWithProgress<T>(
  csrfToken: string,
  method: "POST" | "PUT",
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${apiPrefix}${path}`);
    request.setRequestHeader(csrfHeader, csrfToken);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        resolve((JSON.parse(request.responseText) as { data: T }).data);
      } else {
        reject(failureOf(request.status, request.responseText));
      }
    });
    request.addEventListener("error", () => reject(new ApiFailure(0, "network error")));
    request.send(form);
  });
}
