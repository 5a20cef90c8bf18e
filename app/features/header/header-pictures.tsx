import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import type { HeaderImage } from "#common/api/home-blocks.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";

/** How long each picture stays before the next fades in (the specification's 4 s). */
export const pictureIntervalMs = 4000;

/** A header picture as a page shows it: its file, a sharper one for dense screens, and its alt text. */
export type ShownHeaderPicture = { src: string; srcSet?: string; alt: string };

/**
 * The pictures staff set (docs/decisions/0136) as a page in `language` shows them: a picture
 * shipped with the site is one of the drawings in public/images/header; an uploaded one comes
 * at the header's size and twice it.
 */
export function shownHeaderPictures(images: ReadonlyArray<HeaderImage>, language: Language): ShownHeaderPicture[] {
  return images.map(({ image, alt_en, alt_hi }) => ({
    ...(image.uploaded
      ? { src: image.uploaded.small_url, srcSet: `${image.uploaded.small_url} 1x, ${image.uploaded.url} 2x` }
      : { src: `/images/header/${image.shipped}.svg` }),
    alt: language === "hi" ? alt_hi : alt_en,
  }));
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The pictures staff set (three at first), cross-fading every 4 s. Rotation waits for
 * hydration (the server always shows the first), stays still for visitors who prefer reduced
 * motion, and has a pause button, since it would otherwise move for ever.
 */
export function HeaderPictures({
  pictures,
  className = "",
}: {
  pictures: ReadonlyArray<ShownHeaderPicture>;
  className?: string;
}) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const { t } = useI18n();

  useEffect(() => {
    if (paused || pictures.length < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % pictures.length), pictureIntervalMs);
    return () => window.clearInterval(timer);
  }, [paused, pictures.length]);

  return (
    <div className={`relative aspect-[3/1] w-72 shrink-0 overflow-hidden rounded-lg xl:w-80 ${className}`}>
      {pictures.map((picture, index) => (
        <img
          key={index}
          src={picture.src}
          srcSet={picture.srcSet}
          alt={picture.alt}
          width={360}
          height={120}
          // Phones do not show them (and React would preload them in the head beside
          // what the first paint needs): they load once laid out, where they are shown.
          loading="lazy"
          aria-hidden={index !== current}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-250 ease-out ${
            index === current ? "opacity-100" : "opacity-0"
          }`}
        />
      ))}
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        className="absolute right-1 bottom-1 inline-flex size-11 items-center justify-center rounded-full text-white"
      >
        {/* The visible disc is smaller than the 44-px target, to leave the picture in view. */}
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-950/60">
          {paused ? (
            <Play aria-hidden="true" className="size-3.5" />
          ) : (
            <Pause aria-hidden="true" className="size-3.5" />
          )}
        </span>
        <span className="sr-only">{t("shell.header.pauseLabel")}</span>
      </button>
    </div>
  );
}
