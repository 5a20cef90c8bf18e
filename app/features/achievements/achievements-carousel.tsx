import { Pause, Play } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Achievement } from "#common/api/home-blocks.ts";
import { HomeSection } from "#app/shared/ui/home-section.tsx";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import placementsUrl from "./placements.svg";
import researchUrl from "./research.svg";
import skillsUrl from "./skills.svg";
import sportsUrl from "./sports.svg";
import startupsUrl from "./startups.svg";

/** The specification's pace: a new slide every 3 seconds. */
export const slideIntervalMs = 3000;

/** The drawings shipped with the site, by the names the seed gives them. */
const shippedPictures: Record<string, string> = {
  placements: placementsUrl,
  startups: startupsUrl,
  skills: skillsUrl,
  sports: sportsUrl,
  research: researchUrl,
};

/** An achievement as a page shows it: its picture (and a sharper one for dense screens), title and line. */
export type ShownAchievement = { src: string; srcSet?: string; title: string; text: string };

/** The achievements staff set (docs/decisions/0136), in a page's language. */
export function shownAchievements(achievements: ReadonlyArray<Achievement>, language: Language): ShownAchievement[] {
  return achievements.map(({ image, ...text }) => ({
    ...(image.uploaded
      ? { src: image.uploaded.small_url, srcSet: `${image.uploaded.small_url} 600w, ${image.uploaded.url} 1200w` }
      : { src: shippedPictures[image.shipped ?? ""] ?? placementsUrl }),
    title: language === "hi" ? text.title_hi : text.title_en,
    text: language === "hi" ? text.text_hi : text.text_en,
  }));
}

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asked for less motion; the server assumes so, so nothing moves before hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * The achievements carousel (WAI-ARIA carousel pattern): the slides staff set
 * (five of our own drawings at first), advancing every 3 s. It holds still while
 * the pointer is over it or focus is inside it, when paused with its button, and,
 * unless the visitor presses play, for visitors who prefer reduced motion.
 */
export function AchievementsCarousel({ slides }: { slides: ReadonlyArray<ShownAchievement> }) {
  const { t } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice === null ? !reducedMotion : choice === "play";
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % slides.length), slideIntervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, slides.length]);

  const count = formatNumber(slides.length);
  return (
    <HomeSection id="achievements" title={t("home.achievementsTitle")}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t("home.achievementsCarousel")}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
        className="overflow-hidden rounded-xl border border-hairline bg-card"
      >
        <div aria-live={rotating ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slideOf", { number: formatNumber(index + 1), count })}
              hidden={index !== current}
              className="grid md:grid-cols-2"
            >
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes="(min-width: 768px) 576px, 100vw"
                width={800}
                height={400}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[2/1] h-auto w-full"
              />
              <div className="flex flex-col justify-center p-5">
                <h3 className="text-h4 font-bold text-slate-900">{slide.title}</h3>
                <p className="mt-2 text-slate-700">{slide.text}</p>
              </div>
            </div>
          ))}
        </div>
        <div className="flex items-center justify-center gap-1 border-t border-hairline p-2">
          <button
            type="button"
            onClick={() => setChoice(playing ? "pause" : "play")}
            aria-label={playing ? t("home.pause") : t("home.play")}
            className="flex size-11 items-center justify-center rounded-full text-brand hover:bg-slate-100"
          >
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          </button>
          {slides.map((slide, index) => (
            <button
              key={index}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={t("home.showSlide", {
                number: formatNumber(index + 1),
                title: slide.title,
              })}
              aria-current={index === current ? "true" : undefined}
              className="group flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block size-3 rounded-full border-2 border-brand ${
                  index === current ? "bg-brand" : "bg-white group-hover:bg-blue-100"
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </HomeSection>
  );
}
