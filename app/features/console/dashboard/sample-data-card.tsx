import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "../shell/toast.ts";
import { sampleKinds, type SampleDataCounts } from "#common/api/sample-data.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { dangerButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { LoadFailed } from "../shell/list-notes.tsx";

/** What the removal takes: each kind of invented record with how many go, and their files. */
function CountList({ counts }: { counts: SampleDataCounts }) {
  const { t } = useI18n();
  return (
    <dl className="mt-3 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      {[...sampleKinds, "files" as const].map((kind) => (
        <div key={kind} className="contents">
          <dt className="text-slate-700">{t(`console.sampleData.${kind}`)}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums">{formatNumber(counts[kind])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The invented records staff have changed since the seed: the removal keeps them as staff's (decision 0188). */
function KeptNote({ counts }: { counts: SampleDataCounts }) {
  const { t } = useI18n();
  const kept = keptTotal(counts);
  if (kept === 0) return null;
  return (
    <p className="mt-3 max-w-prose text-slate-700">
      {t("console.sampleData.keptEdited", { kept: formatNumber(kept) })}
    </p>
  );
}

/**
 * For admins while the demo seed's invented records are left (decision 0130): how many of each
 * kind, and a button that names them again and asks before removing them all. Once they are
 * gone the pages are read again, so the top strip's sample-data line goes at once (decision 0170).
 */
export function SampleDataCard({ className }: { className: string }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  // Once removed here, the card says so in place of its button and dialog, and takes their focus.
  const [removed, setRemoved] = useState<SampleDataCounts | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (removed !== null) heading.current?.focus();
  }, [removed]);
  const counts = useQuery({
    queryKey: [consoleQueryKey, "sample-data"],
    queryFn: () => call<{ counts: SampleDataCounts }>("/sample-data"),
  });
  const remove = useMutation({
    mutationFn: () =>
      call<{ removed: SampleDataCounts }>("/sample-data/remove", {
        method: "POST",
        body: JSON.stringify({ confirm: true }),
      }),
    onSuccess: async ({ removed: counts }) => {
      setRemoved(counts);
      await Promise.all([queryClient.invalidateQueries({ queryKey: [consoleQueryKey] }), revalidator.revalidate()]);
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });

  if (counts.isError) return <LoadFailed className={className} />;
  const left = counts.data?.counts;
  if (removed !== null) {
    return (
      <section aria-labelledby="sample-data" className={className}>
        <h2 id="sample-data" ref={heading} tabIndex={-1} className="text-h4 font-bold text-slate-900">
          {t("console.sampleData.title")}
        </h2>
        <p role="status" className="mt-2 text-slate-700">
          {t("console.sampleData.removed", {
            total: formatNumber(total(removed)),
            files: formatNumber(removed.files),
            kept: formatNumber(keptTotal(removed)),
          })}
        </p>
      </section>
    );
  }
  if (!left || total(left) + keptTotal(left) === 0) return null;
  return (
    <section aria-labelledby="sample-data" className={className}>
      <h2 id="sample-data" className="text-h4 font-bold text-slate-900">
        {t("console.sampleData.title")}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">{t("console.sampleData.intro")}</p>
      <CountList counts={left} />
      <KeptNote counts={left} />
      <div className="mt-4">
        <DialogButton
          label={t("console.sampleData.remove")}
          buttonClassName={dangerButtonClass}
          title={t("console.sampleData.confirmTitle")}
        >
          {(close) => (
            <div className="mt-3">
              <p className="text-slate-700">{t("console.sampleData.confirmText")}</p>
              <CountList counts={left} />
              <KeptNote counts={left} />
              <p className="mt-3 text-slate-700">{t("console.sampleData.kept")}</p>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <button type="button" onClick={close} data-autofocus className={secondaryButtonClass}>
                  {t("console.list.cancel")}
                </button>
                <button
                  type="button"
                  disabled={remove.isPending}
                  // On success the card says what went instead, and the dialog goes with its button.
                  onClick={() => remove.mutate()}
                  className={dangerButtonClass}
                >
                  {t("console.sampleData.confirm", {
                    total: formatNumber(total(left)),
                    files: formatNumber(left.files),
                  })}
                </button>
              </div>
            </div>
          )}
        </DialogButton>
      </div>
    </section>
  );
}

function total(counts: SampleDataCounts): number {
  return sampleKinds.reduce((sum, kind) => sum + counts[kind], 0);
}

function keptTotal(counts: SampleDataCounts): number {
  return sampleKinds.reduce((sum, kind) => sum + counts.kept[kind], 0);
}
