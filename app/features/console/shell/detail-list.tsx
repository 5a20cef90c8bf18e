import type { ReactNode } from "react";

/**
 * What a citizen or alumnus sent, as terms and values in two columns; `children` adds rows whose
 * value is more than text (a download button).
 */
export function DetailList({
  details,
  children,
}: {
  details: ReadonlyArray<readonly [string, ReactNode]>;
  children?: ReactNode;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
      {details.map(([term, value]) => (
        <DetailRow key={term} term={term}>
          <dd className="break-all">{value}</dd>
        </DetailRow>
      ))}
      {children}
    </dl>
  );
}

/** One row of a DetailList: its term, and the `<dd>` it is given. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-900">{term}</dt>
      {children}
    </div>
  );
}
