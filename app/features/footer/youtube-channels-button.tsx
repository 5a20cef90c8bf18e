import { useState } from "react";
import { youtubeChannels } from "#common/site.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Dialog } from "#app/shared/ui/dialog.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { SocialIcon } from "#app/shared/ui/social-icons.tsx";

/** The footer's YouTube icon: the university has two channels, so it opens a list of both. */
export function YoutubeChannelsButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const { t, language } = useI18n();
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        <SocialIcon network="YouTube" className="size-5" />
        <span className="sr-only">{t("shell.footer.youtubeChannels")}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("shell.footer.youtubeTitle")}>
        <ul className="mt-4 space-y-2">
          {youtubeChannels.map((channel) => (
            <li key={channel.href}>
              <ExternalLink
                href={channel.href}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-4 py-2 font-semibold text-brand hover:bg-slate-50"
              >
                <SocialIcon network="YouTube" className="size-5 shrink-0 text-red-700" />
                {/* The channels' own names, in English on every page. */}
                <span lang={language === "en" ? undefined : "en"}>{channel.title}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
