import type { ReactNode } from "react";
import { cardClass } from "./card.tsx";

/** Every cell of a ScrollTable, header or data; a cell adds its own alignment, weight and wrapping. */
export const tableCellClass = "border-b border-hairline px-3 py-2 text-left align-top";

/**
 * A data table that keeps its columns on every screen and scrolls sideways
 * when the screen is too narrow for them (unlike `Table`, whose rows become
 * cards on phones). Its children are the body rows.
 */
export function ScrollTable({
  caption,
  columns,
  numericColumns = [],
  children,
  footer,
  framed = true,
  label,
  textSize = "text-sm",
  className = "",
}: {
  /** Shown above the header row. */
  caption?: ReactNode;
  /** The column headers, left to right. */
  columns: ReadonlyArray<ReactNode>;
  /** Indexes of the columns of numbers: their headers align right, as their cells do. */
  numericColumns?: ReadonlyArray<number>;
  children: ReactNode;
  /** Rows for the table's foot, such as totals. */
  footer?: ReactNode;
  /** A card of its own; false where the table already sits in a card or stands on the page. */
  framed?: boolean;
  /**
   * Names the scroller as a region and lets it take focus, so keyboard users
   * can scroll a table whose cells hold nothing focusable.
   */
  label?: string;
  textSize?: string;
  /** Placement of the scroller: margins, padding. */
  className?: string;
}) {
  return (
    <div
      role={label ? "region" : undefined}
      aria-label={label}
      tabIndex={label ? 0 : undefined}
      className={`overflow-x-auto ${framed ? cardClass : ""} ${className}`}
    >
      <table className={`w-full border-collapse bg-card ${textSize}`}>
        {caption ? (
          // In a frame the caption lines up with the cells; on the page it heads the table.
          <caption className={`text-left font-semibold text-slate-900 ${framed ? "px-3 py-2" : "mb-2 text-h4"}`}>
            {caption}
          </caption>
        ) : null}
        <thead>
          <tr className="bg-slate-100">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`${tableCellClass} ${numericColumns.includes(index) ? "text-right" : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
