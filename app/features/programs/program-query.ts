import { useQuery } from "@tanstack/react-query";
import type { Program } from "#common/api/academics.ts";
import { programLevels, type ProgramLevel } from "#common/program-levels.ts";
import type { ApiSuccess } from "#common/api/envelope.ts";

/** The specification's request timeout; and how long the programme list stays fresh in the browser. */
const requestTimeoutMs = 10_000;
export const programsStaleTimeMs = 7 * 60 * 1000;
export const programsUrl = "/api/v1/program";

/** How many programmes the home page's browser shows of a level. */
export const programBrowserSize = 6;

async function fetchPrograms({ signal }: { signal: AbortSignal }): Promise<Program[]> {
  const response = await fetch(programsUrl, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]),
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`GET ${programsUrl} answered ${response.status}`);
  const body = (await response.json()) as Partial<ApiSuccess<{ programs: unknown }>>;
  if (!Array.isArray(body.data?.programs)) throw new Error(`GET ${programsUrl} answered an unexpected shape`);
  return body.data.programs as Program[];
}

/** Every programme, from the API, cached for 7 minutes: opening the home page again in that time asks nothing. */
export function usePrograms() {
  return useQuery({ queryKey: ["programs"], queryFn: fetchPrograms, staleTime: programsStaleTimeMs });
}

/**
 * The first programmes of each level in list order, each as `card` makes it: what the
 * server renders before the browser's random draw.
 */
export function firstProgramsByLevel<Card>(
  programs: readonly Program[],
  card: (program: Program) => Card,
): Record<ProgramLevel, Card[]> {
  const byLevel = Map.groupBy(programs, (program) => program.programLevel);
  const first = (level: ProgramLevel) => (byLevel.get(level) ?? []).slice(0, programBrowserSize).map(card);
  return byEveryLevel(first);
}

/** A random sample of each level (a partial Fisher–Yates shuffle): the browser's draw once the list arrives. */
export function drawProgramsByLevel(
  programs: readonly Program[],
  random = Math.random,
): Record<ProgramLevel, Program[]> {
  const draw = (level: ProgramLevel) => {
    const pool = programs.filter((program) => program.programLevel === level);
    const count = Math.min(programBrowserSize, pool.length);
    for (let index = 0; index < count; index += 1) {
      const pick = index + Math.floor(random() * (pool.length - index));
      [pool[index], pool[pick]] = [pool[pick] as Program, pool[index] as Program];
    }
    return pool.slice(0, count);
  };
  return byEveryLevel(draw);
}

function byEveryLevel<Value>(valueOf: (level: ProgramLevel) => Value): Record<ProgramLevel, Value> {
  return Object.fromEntries(programLevels.map((level) => [level, valueOf(level)])) as Record<ProgramLevel, Value>;
}
