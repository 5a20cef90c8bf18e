import { data, isRouteErrorResponse } from "react-router";
import { NotFound } from "./not-found.tsx";
import { ServerError } from "./server-error.tsx";

/** What a loader throws when the record its URL names does not exist: the page answers 404 "data not found". */
export function recordNotFound(): never {
  throw data(null, { status: 404 });
}

/** The error boundary of a page that shows one record: 404 says "data not found", anything else is a server error. */
export function RecordErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound data />;
  return <ServerError />;
}
