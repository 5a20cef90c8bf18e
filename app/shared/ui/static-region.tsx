import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";

/** Set once the page's first hydration has committed: a region mounted after that renders in the browser. */
let firstHydrationCommitted = false;

/**
 * For the root layout, whose effect runs once the whole first hydration has committed. The page
 * then also says so on `<html data-hydrated>`: every handler answers from then on (the browser
 * tests wait for it).
 */
export function useMarkFirstHydration(): void {
  useEffect(() => {
    firstHydrationCommitted = true;
    document.documentElement.dataset.hydrated = "";
  }, []);
}

/**
 * For an element whose server-rendered children are to stay as they are, unhydrated: its render
 * in the browser is empty `dangerouslySetInnerHTML`, content React neither compares nor descends
 * into when hydrating. The element takes another `key` when it renders its children itself.
 */
export const serverChildrenKept = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

type StaticRegionProps = {
  /** What the region shows: while it is the value the page was served with, the server's markup stands. */
  renderedFrom: unknown;
  className?: string;
  /** Runs on a click on any link of the served region, as the links' own `onClick` would (the footer's scroll to the top). */
  onLinkClick?: () => void;
  /** The in-app navigation keeps the scroll position, as the links' own `preventScrollReset` would. */
  preventScrollReset?: boolean;
  children: ReactNode;
};

/**
 * Content without event handlers of its own (cards, lists, text), rendered on the server and left
 * out of the page's first hydration: React keeps the server's markup as it is instead of rendering
 * the region again to adopt it, which on a slow phone is most of the cost of loading a long list.
 * Links inside still move within the app (one click handler for the region). Once `renderedFrom`
 * changes (a filter, the other language, data revalidated), the region renders in the browser
 * like any other; mounted after the first hydration (a navigation), it always does.
 */
export function StaticRegion({
  renderedFrom,
  className,
  onLinkClick,
  preventScrollReset,
  children,
}: StaticRegionProps) {
  const [servedFrom] = useState(() =>
    typeof document === "undefined" || firstHydrationCommitted ? undefined : { value: renderedFrom },
  );
  const [markupMissing, setMarkupMissing] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const keepServerMarkup = !markupMissing && servedFrom !== undefined && servedFrom.value === renderedFrom;

  // Should React render the page afresh instead of hydrating it (after a hydration error), there
  // is no server markup to keep: the region then renders its content before the browser paints.
  useLayoutEffect(() => {
    if (keepServerMarkup && region.current?.childNodes.length === 0) setMarkupMissing(true);
  }, [keepServerMarkup]);

  if (!keepServerMarkup)
    return (
      <div key="rendered" className={className}>
        {children}
      </div>
    );

  const followLinkInApp = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) onLinkClick?.();
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    // Only what a React Router link rendered (it marks its <a> data-discover): a file's link,
    // a PDF say, is a plain <a> that the browser itself must open.
    const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`, { preventScrollReset });
  };
  return <div key="served" ref={region} className={className} onClick={followLinkInApp} {...serverChildrenKept} />;
}
