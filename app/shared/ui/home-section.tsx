import type { ReactNode } from "react";

/** A block of the home page: a titled section, its heading at level 2. */
export function HomeSection({
  id,
  title,
  action,
  children,
  className = "",
  laidOutWithPage = false,
}: {
  id: string;
  title: string;
  /** A link beside the heading ("View all"). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Laid out with the page: the first block, drawn with the first paint, and the last ones, next
   * to the footer. Every other block waits until it nears the screen (render-when-near), held at an
   * estimated height until then. A jump to the end of the page lays out the blocks it lands on: were
   * those the last blocks, the browser's scroll anchor would be one of them, and their change from
   * the estimate to their real height would move the footer under the visitor's finger.
   */
  laidOutWithPage?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`mx-auto max-w-6xl px-4 py-8 ${laidOutWithPage ? "" : "render-when-near"} ${className}`}
      data-block={id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-h3 font-bold text-navy">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
