import { diffWordsWithSpace } from "diff";
import type { AuditChange, AuditValue, TextPart } from "#common/api/audit.ts";

/**
 * The changes a write made, field by field, from the summaries its audit entry keeps of the
 * record before and after (decision 0247). Summaries are JSON: objects are walked key by key
 * (`entries.2.alt_en`), lists of plain values compared as sets (and as orders), lists of
 * records item by item, and a long text is given as its difference, cut to the changed parts.
 */

type Json = AuditValue | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Beyond this length, or with a line break, a text is shown as its difference rather than whole. */
const longText = 120;
/** Characters of unchanged text kept on each side of a change in a long text's difference. */
const contextCharacters = 40;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is AuditValue =>
  value === null || ["string", "number", "boolean"].includes(typeof value);
const isAbsent = (value: unknown) => value === undefined || value === null;

/** Whether two summaries say the same, a missing key and a null alike. */
export function sameSummary(before: unknown, after: unknown): boolean {
  if (isAbsent(before) || isAbsent(after)) return isAbsent(before) && isAbsent(after);
  if (Array.isArray(before) || Array.isArray(after)) {
    return (
      Array.isArray(before) &&
      Array.isArray(after) &&
      before.length === after.length &&
      before.every((item, index) => sameSummary(item, after[index]))
    );
  }
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].every((key) => sameSummary(before[key], after[key]));
  }
  return before === after;
}

/** What names a record in a list (a picture's description, a partner's name), for its addition or removal. */
function labelOf(value: Json): AuditValue {
  if (isScalar(value)) return value;
  if (Array.isArray(value)) return value.length;
  for (const key of ["title", "title_en", "name_en", "alt_en", "name", "email"]) {
    const label = value[key];
    if (typeof label === "string") return label;
  }
  return null;
}

/** Cuts the unchanged stretches of a difference to their ends next to a change. */
function compact(parts: TextPart[]): TextPart[] {
  return parts.map((part, index) => {
    if (part.kind !== "same") return part;
    const first = index === 0;
    const last = index === parts.length - 1;
    const keep = (first || last ? 1 : 2) * contextCharacters;
    if (part.text.length <= keep + 1) return part;
    const head = first ? "" : part.text.slice(0, contextCharacters);
    const tail = last ? "" : part.text.slice(-contextCharacters);
    return { kind: "same", text: `${head}…${tail}` };
  });
}

/** A long text's difference, word by word, its unchanged stretches cut short. */
export function textDifference(before: string, after: string): TextPart[] {
  const parts: TextPart[] = diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
  return compact(parts);
}

function scalarChange(field: string, before: Json | undefined, after: Json | undefined): AuditChange[] {
  const was = isAbsent(before) || before === "" ? null : labelOf(before!);
  const is = isAbsent(after) || after === "" ? null : labelOf(after!);
  if (was === is) return [];
  if (was === null) return [{ field, kind: "added", after: is }];
  if (is === null) return [{ field, kind: "removed", before: was }];
  if (typeof was === "string" && typeof is === "string" && isLong(was, is)) {
    return [{ field, kind: "changed", diff: textDifference(was, is) }];
  }
  return [{ field, kind: "changed", before: was, after: is }];
}

const isLong = (...texts: string[]) => texts.some((text) => text.length > longText || text.includes("\n"));

function listChanges(field: string, before: Json[], after: Json[]): AuditChange[] {
  if ([...before, ...after].every(isScalar)) {
    const removed = before.filter((item) => !after.includes(item));
    const added = after.filter((item) => !before.includes(item));
    const changes: AuditChange[] = [
      ...removed.map((item): AuditChange => ({ field, kind: "removed", before: item as AuditValue })),
      ...added.map((item): AuditChange => ({ field, kind: "added", after: item as AuditValue })),
    ];
    if (changes.length === 0 && !sameSummary(before, after)) changes.push({ field, kind: "reordered" });
    return changes;
  }
  const length = Math.max(before.length, after.length);
  return Array.from({ length }, (_, index) => changesOf(before[index], after[index], `${field}.${index}`)).flat();
}

/**
 * Every field that differs between the two summaries (either may be absent: a creation, a removal,
 * whose fields that are off or empty say nothing and are left out).
 */
export function changesBetween(before: unknown, after: unknown): AuditChange[] {
  const changes = changesOf(before, after, "");
  if (isAbsent(before) || isAbsent(after)) {
    return changes.filter((change) => (change.after ?? change.before) !== false);
  }
  return changes;
}

function changesOf(before: unknown, after: unknown, field: string): AuditChange[] {
  const was = before as Json | undefined;
  const is = after as Json | undefined;
  if (Array.isArray(was) && Array.isArray(is)) return listChanges(field, was, is);
  if ((isObject(was) || isAbsent(was)) && (isObject(is) || isAbsent(is)) && (isObject(was) || isObject(is))) {
    // A record added to or removed from a list is one change, named by its label.
    if (field && (isAbsent(was) || isAbsent(is))) return scalarChange(field, was, is);
    const from = isObject(was) ? was : {};
    const to = isObject(is) ? is : {};
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return keys.flatMap((key) => changesOf(from[key], to[key], field ? `${field}.${key}` : key));
  }
  if (Array.isArray(was) || Array.isArray(is)) {
    return listChanges(field, Array.isArray(was) ? was : [], Array.isArray(is) ? is : []);
  }
  return scalarChange(field, was, is);
}
