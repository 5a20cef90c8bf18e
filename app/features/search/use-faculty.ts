import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Faculty } from "#common/api/academics.ts";
import type { ApiSuccess } from "#common/api/envelope.ts";
import type { FacultySummary } from "./search-results.ts";

/** The specification's request timeout and the search panel's page size. */
const requestTimeoutMs = 10_000;
const facultyUrl = "/api/v1/faculty?limit=500";

async function fetchFaculty({ signal }: { signal: AbortSignal }): Promise<FacultySummary[]> {
  const response = await fetch(facultyUrl, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]),
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`GET ${facultyUrl} answered ${response.status}`);
  const body = (await response.json()) as ApiSuccess<{ faculty: Faculty[] }>;
  return body.data.faculty;
}

/**
 * The faculty list the search matches against, fetched when the overlay
 * opens (the hook's caller mounts only then). A failure leaves the list empty
 * and is only logged: the other suggestions still work.
 */
export function useFacultyForSearch(): ReadonlyArray<FacultySummary> {
  const { data, error } = useQuery({ queryKey: ["faculty", "search"], queryFn: fetchFaculty });
  useEffect(() => {
    if (error) console.error("Could not load faculty for the search", error);
  }, [error]);
  return data ?? [];
}
