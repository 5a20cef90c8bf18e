import { useState } from "react";

/**
 * The record a console form shows, kept while it is being edited. The form starts from the
 * query's record (`latest`); once `edit` is called, it keeps that record even when a background
 * read (TanStack Query reads again on reconnecting) brings a newer one, so what was typed is not
 * replaced, and a save that names the version it started from is refused (409) rather than
 * overwrite another admin's. `release`, after the form's own save, shows the newer record again;
 * so does choosing another record (`identity`, for a form that edits one of a list).
 */
export function useHeldWhileEdited<Shown>(latest: Shown | undefined, identity?: string) {
  const [held, setHeld] = useState<{ record: Shown; identity: string | undefined }>();
  // Another record chosen: the edits of the one before are gone with its form, and so is the hold
  // (adjusted while rendering, as React advises for state that follows a prop).
  if (held && held.identity !== identity) setHeld(undefined);
  const shown = held && held.identity === identity ? held.record : latest;
  return {
    shown,
    edit: () => {
      if (shown !== undefined && held?.record !== shown) setHeld({ record: shown, identity });
    },
    release: () => setHeld(undefined),
  };
}
