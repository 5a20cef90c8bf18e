import { idParameter } from "#common/api/envelope.ts";
import type { Route } from "./+types/notice-reading";
import { recordNotFound, RecordErrorBoundary } from "../features/errors/record-error-boundary.tsx";
import { NoticeReading } from "../features/notices/notice-reading.tsx";
import { formatDate } from "../i18n/format.ts";
import type { MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath } from "../i18n/language.ts";
import { metaTranslator, notFoundMeta, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { localText } from "#app/shared/ui/record-name.tsx";

export const handle = { messages: ["notices"] } satisfies MessagesHandle;

const noticeId = idParameter("id");

/**
 * A notice's reading view, /notices/{id} (decision 0260): found only where the notice itself
 * is (a scheduled notice from its moment on, as its file and its lists), with its text.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!noticeId.safeParse(params.id).success) recordNotFound();
  const { services } = context.get(requestContext);
  const [notice, text] = await Promise.all([
    services.notices.find(params.id),
    services.noticeText.forReading(params.id),
  ]);
  if (!notice) recordNotFound();
  return { notice, text };
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return notFoundMeta(t);
  const language = languageOfPath(location.pathname);
  const { notice } = loaderData;
  const title = localText(notice.title, notice.title_hi, language).text;
  return pageMeta(
    title,
    t("notices.reading.metaDescription", { title, date: formatDate(notice.created_at, language) }),
  );
}

export const ErrorBoundary = RecordErrorBoundary;

export default function NoticeReadingPage({ loaderData }: Route.ComponentProps) {
  return <NoticeReading notice={loaderData.notice} text={loaderData.text} />;
}
