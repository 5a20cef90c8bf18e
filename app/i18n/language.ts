/**
 * The site's two languages and how each shows in a URL: English at the
 * specification's paths, Hindi under /hi/ with the same rest of the path.
 */
export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];

/** BCP 47 locales for Intl: Indian English and Hindi (lakh and crore digit grouping). */
export const locales: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

const hindiPrefix = /^\/hi(?=[/?#]|$)/i;

/** The language a path is in: Hindi under /hi (any case), English everywhere else. */
export function languageOfPath(pathname: string): Language {
  return hindiPrefix.test(pathname) ? "hi" : "en";
}

/** The English path of a page, whichever language the given path is in. */
export function withoutLanguage(pathname: string): string {
  const rest = pathname.replace(hindiPrefix, "");
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A site path in the given language, query string and fragment kept:
 * `/courses?level=ug` becomes `/hi/courses?level=ug`, and `/` becomes `/hi/`.
 * Absolute URLs, mail links and paths already in Hindi pass through unchanged.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const english = withoutLanguage(path);
  if (language === "en") return english;
  return `/hi${english}`;
}

/** The same page in the other language (the language switch's target). */
export function otherLanguage(language: Language): Language {
  return language === "en" ? "hi" : "en";
}
