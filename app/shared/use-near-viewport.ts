import { useEffect, useState, type RefObject } from "react";

/** How far ahead of the viewport code for a block is fetched: about a screen on a phone. */
const approachMargin = "600px";

/** Calls `onNear` once the element comes within the margin of the viewport; returns a cancel function. */
function observeApproach(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: approachMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * True once the element has come near the viewport (and from then on): code for
 * a block below the fold is fetched when the visitor heads for it, not with the page.
 */
export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    return observeApproach(target, () => setNear(true));
  }, [element, near]);
  return near;
}
