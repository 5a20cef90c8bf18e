import type { ReactNode } from "react";
import { toast } from "./toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { useConsole } from "./console-page.tsx";
import { secondaryButtonClass } from "./form-styles.ts";

/** Saves the CSV export at `path` as `fileName`; a failure is said in a toast. */
export function ExportCsvButton({ path, fileName, children }: { path: string; fileName: string; children: ReactNode }) {
  const { t } = useI18n();
  const { download } = useConsole();
  const exportCsv = () =>
    download(path, fileName).catch((error: Error) =>
      toast.error(t("console.errors.generic", { message: error.message })),
    );
  return (
    <button type="button" onClick={() => void exportCsv()} className={secondaryButtonClass}>
      {children}
    </button>
  );
}
