import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";

/** How long each picture stays before the next fades in (the specification's 4 s). */
export const pictureIntervalMs = 4000;

const pictures = [
  { src: "/images/header/campus-skyline.svg", altKey: "skyline" },
  { src: "/images/header/skills-geometry.svg", altKey: "skills" },
  { src: "/images/header/enterprise-growth.svg", altKey: "enterprise" },
] as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Three pictures that cross-fade every 4 s. Rotation waits for hydration (the
 * server always shows the first), stays still for visitors who prefer reduced
 * motion, and has a pause button, since it would otherwise move for ever.
 */
export function HeaderPictures({ className = "" }: { className?: string }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const { t } = useI18n();

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % pictures.length), pictureIntervalMs);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div className={`relative aspect-[3/1] w-72 shrink-0 overflow-hidden rounded-lg xl:w-80 ${className}`}>
      {pictures.map((picture, index) => (
        <img
          key={picture.src}
          src={picture.src}
          alt={t(`shell.header.pictures.${picture.altKey}`)}
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
