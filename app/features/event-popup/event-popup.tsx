import { useEffect, useState } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Dialog } from "#app/shared/ui/dialog.tsx";
import eventPosterUrl from "./event-poster.svg";
import { eventPopupIsDue, markEventPopupSeen } from "./seen-flag.ts";

/**
 * The event pop-up, shown once per browser session. It is decided after
 * hydration (the server cannot see sessionStorage), so the server and the
 * first client render agree: both render it closed.
 */
export function EventPopup() {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();

  useEffect(() => {
    if (!eventPopupIsDue()) return;
    markEventPopupSeen();
    // Opening here is the point: it depends on storage only the browser has.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
  }, []);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t("shell.eventPopup.title")} hideTitle>
      <img
        src={eventPosterUrl}
        width={400}
        height={500}
        alt={t("shell.eventPopup.poster")}
        className="mx-auto mt-6 h-auto max-h-[calc(90dvh-6rem)] w-auto rounded-lg"
      />
    </Dialog>
  );
}
