import type { TextPart } from "#common/api/search.ts";

/** A title or snippet from the search: plain text (React escapes it), each matched word in a <mark>. */
export function MarkedText({ parts }: { parts: ReadonlyArray<TextPart> }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-100 px-0.5 font-semibold text-inherit in-aria-selected:bg-white/25"
          >
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
