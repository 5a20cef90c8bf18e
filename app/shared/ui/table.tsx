import type { ReactNode } from "react";

/**
 * A data table on wide screens that becomes a stack of cards on phones: below
 * the `sm` breakpoint every row is a card and every cell shows its own label
 * (the column headers are hidden there).
 */
export function Table({
  caption,
  headers,
  children,
}: {
  caption: ReactNode;
  headers: ReactNode[];
  children: ReactNode;
}) {
  return (
    <table className="block w-full border-collapse sm:table sm:rounded-lg sm:border sm:border-hairline sm:bg-card">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="sm:bg-slate-100">
          {headers.map((header, index) => (
            <th
              key={index}
              scope="col"
              className="border-b border-hairline px-3 py-2 text-left text-sm font-semibold text-slate-800"
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">{children}</tbody>
    </table>
  );
}

/** One row: a white card with a hairline border on phones, a table row on wider screens. */
export function TableRow({ children }: { children: ReactNode }) {
  return (
    <tr className="block rounded-lg border border-hairline bg-card p-4 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 sm:last:border-b-0">
      {children}
    </tr>
  );
}

/** A cell; `label` is its column's header, shown beside the value on phones only. */
export function TableCell({
  label,
  children,
  header = false,
}: {
  label?: ReactNode;
  children: ReactNode;
  /** The row's title cell: a row header for screen readers. */
  header?: boolean;
}) {
  const className = "block py-1 text-left align-top sm:table-cell sm:border-b sm:border-hairline sm:px-3 sm:py-3";
  const content = (
    <>
      {label ? <span className="mr-1 text-sm font-semibold text-slate-600 sm:hidden">{label}:</span> : null}
      {children}
    </>
  );
  return header ? (
    <th scope="row" className={`${className} font-normal`}>
      {content}
    </th>
  ) : (
    <td className={className}>{content}</td>
  );
}
