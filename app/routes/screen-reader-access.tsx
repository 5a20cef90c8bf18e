import type { Route } from "./+types/screen-reader-access";
import { screenReaders } from "../features/accessibility/screen-readers.ts";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";

export const handle = { messages: ["screenReader"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(t("screenReader.title"), t("screenReader.metaDescription"));
}

/** The "Screen reader access" page GIGW asks for: free screen readers and the site's own reading options. */
export default function ScreenReaderAccess() {
  const { t } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("screenReader.title")}</h1>
      <p className="mt-4 text-slate-700">{t("screenReader.intro")}</p>
      <ScrollTable
        framed={false}
        className="mt-8"
        textSize="text-sm sm:text-base"
        caption={t("screenReader.tableCaption")}
        columns={[t("screenReader.columnName"), t("screenReader.columnPlatform"), t("screenReader.columnCost")]}
      >
        {screenReaders.map((reader) => (
          <tr key={reader.id}>
            <th scope="row" className={`${tableCellClass} font-medium`}>
              <ExternalLink href={reader.href} className="text-brand underline">
                {t(`screenReader.readers.${reader.id}`)}
              </ExternalLink>
            </th>
            <td className={tableCellClass}>{t(`screenReader.platforms.${reader.platform}`)}</td>
            <td className={tableCellClass}>{reader.builtIn ? t("screenReader.builtIn") : t("screenReader.free")}</td>
          </tr>
        ))}
      </ScrollTable>
      <h2 className="mt-10 text-h4 font-bold text-slate-900">{t("screenReader.hindiTitle")}</h2>
      <p className="mt-2 text-slate-700">{t("screenReader.hindiText")}</p>
      <h2 className="mt-8 text-h4 font-bold text-slate-900">{t("screenReader.optionsTitle")}</h2>
      <p className="mt-2 text-slate-700">{t("screenReader.optionsText")}</p>
    </main>
  );
}
