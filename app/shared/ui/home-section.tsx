import type { ReactNode } from "react";

/** A block of the home page: a titled section, its heading at level 2. */
export function HomeSection({
  id,
  title,
  action,
  children,
  className = "",
  aboveTheFold = false,
}: {
  id: string;
  title: string;
  /** A link beside the heading ("View all"). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The first block: drawn with the first paint. Every later one waits until it nears the screen. */
  aboveTheFold?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`mx-auto max-w-6xl px-4 py-8 ${aboveTheFold ? "" : "render-when-near"} ${className}`}
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
