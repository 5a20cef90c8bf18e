import { parseCookie } from "cookie";

/**
 * The reading preferences of the top strip's accessibility controls. They live
 * in cookies the server reads, so the first paint of every page already has
 * them (no flash of the default size or colours), with or without JavaScript.
 */
export const textSizes = ["small", "normal", "large"] as const;
export type TextSize = (typeof textSizes)[number];
export type Contrast = "normal" | "high";
export type Preferences = { textSize: TextSize; contrast: Contrast };

export const defaultPreferences: Preferences = { textSize: "normal", contrast: "normal" };

/** The cookies' names; the page cache keys on their values too. */
export const textSizeCookie = "text-size";
export const contrastCookie = "contrast";

/** The options among a text size and a contrast as sent or kept; a value that is not one is left out. */
function knownChoice(textSize: unknown, contrast: unknown): Partial<Preferences> {
  const size = textSizes.find((option) => option === textSize);
  return {
    ...(size ? { textSize: size } : {}),
    ...(contrast === "high" || contrast === "normal" ? { contrast } : {}),
  };
}

/** The preferences a request's cookies carry; anything unknown counts as the default. */
export function readPreferences(cookieHeader: string | null): Preferences {
  const cookies = parseCookie(cookieHeader ?? "");
  return { ...defaultPreferences, ...knownChoice(cookies[textSizeCookie], cookies[contrastCookie]) };
}

/** The classes on <html> that app.css scales and recolours the page with. */
export function preferenceClasses(preferences: Preferences): string {
  return [
    preferences.textSize === "normal" ? "" : `text-size-${preferences.textSize}`,
    preferences.contrast === "high" ? "contrast-high" : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * Set-Cookie values for the preferences chosen, for one year, or deleting the cookie when
 * the choice is the default. Only what was chosen is written, so two quick choices sent at
 * once (a size, then contrast) cannot undo each other.
 */
export function preferenceCookies(choice: Partial<Preferences>, secure: boolean): string[] {
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  const cookie = (name: string, value: string) =>
    value === "normal" ? `${name}=; Max-Age=0; ${attributes}` : `${name}=${value}; Max-Age=31536000; ${attributes}`;
  return [
    ...(choice.textSize ? [cookie(textSizeCookie, choice.textSize)] : []),
    ...(choice.contrast ? [cookie(contrastCookie, choice.contrast)] : []),
  ];
}

/** The choice a preference form sent; a value that is not one of the options is ignored. */
export function readChoice(form: FormData): Partial<Preferences> {
  return knownChoice(form.get("textSize"), form.get("contrast"));
}

/**
 * Where the preference form returns to: a path on this site only, so the form
 * cannot be used to send a visitor elsewhere.
 */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) && !/[\r\n]/.test(value) ? value : "/";
}
