/**
 * Scrolls the window back to the top: smoothly, or at once for visitors who
 * prefer reduced motion (the CSS `scroll-behavior` override does not reach a
 * behaviour passed to `scrollTo` explicitly).
 */
export function scrollToTop(): void {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
}
