import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Alumni } from "#common/api/grievance.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { EmptyList, LoadFailed } from "./list-notes.tsx";
import { secondaryButtonClass } from "./form-styles.ts";

/** /admin/alumni: alumni registrations and their CSV export (admins). */
export function AlumniRegistrations() {
  const { t } = useI18n();
  const { call, download } = useConsole();
  const list = useQuery({
    queryKey: [consoleQueryKey, "alumni"],
    queryFn: () => call<{ alumni: Alumni[] }>("/alumni"),
  });
  const exportCsv = () =>
    download("/alumni/export.csv", "alumni.csv").catch((error: Error) =>
      toast.error(t("console.errors.generic", { message: error.message })),
    );
  return (
    <div className="mt-6 space-y-4">
      <button type="button" onClick={() => void exportCsv()} className={secondaryButtonClass}>
        {t("console.alumni.exportCsv")}
      </button>
      {list.isError ? <LoadFailed /> : null}
      {list.data?.alumni.length === 0 ? <EmptyList>{t("console.alumni.empty")}</EmptyList> : null}
      {list.data && list.data.alumni.length > 0 ? (
        <ScrollTable
          label={t("console.alumni.title")}
          columns={(["name", "programme", "year", "email", "organisation"] as const).map((column) =>
            t(`console.alumni.${column}`),
          )}
        >
          {list.data.alumni.map((person) => (
            <tr key={person._id}>
              <th scope="row" className={`${tableCellClass} font-medium`}>
                {person.name}
              </th>
              <td className={tableCellClass}>{person.programme}</td>
              <td className={tableCellClass}>{person.year_of_passing}</td>
              <td className={`${tableCellClass} break-all`}>{person.email}</td>
              <td className={tableCellClass}>{person.current_organisation ?? "—"}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </div>
  );
}
