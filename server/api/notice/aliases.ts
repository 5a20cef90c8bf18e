import type { FastifyRequest } from "fastify";
import type { ApiNotice, Notice, NoticePage } from "#common/api/notice.ts";

/** The few origins a deployment answers under (its host names); more are served uncached. */
const maxOriginsPerValue = 4;

/**
 * The services hand out the same cached object until a write, so its aliased copy
 * is made once per origin and the response cache can key on that copy in turn.
 */
function memoisedPerOrigin<Value extends object, Result>(make: (value: Value, origin: string) => Result) {
  const byValue = new WeakMap<Value, Map<string, Result>>();
  return (value: Value, origin: string): Result => {
    let byOrigin = byValue.get(value);
    if (!byOrigin) byValue.set(value, (byOrigin = new Map()));
    let result = byOrigin.get(origin);
    if (result === undefined) {
      result = make(value, origin);
      if (byOrigin.size < maxOriginsPerValue) byOrigin.set(origin, result);
    }
    return result;
  };
}

/** Where this request was addressed, as the absolute `fileLink` needs it. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function aliasesOf(notice: Notice, origin: string): ApiNotice {
  return {
    ...notice,
    fileName: notice.title,
    fileLink: notice.file ? `${origin}${notice.file.url}` : notice.link,
    uploadedAt: notice.created_at,
  };
}

export const noticesWithAliases = memoisedPerOrigin((notices: Notice[], origin: string) =>
  notices.map((notice) => aliasesOf(notice, origin)),
);

/** A list answer's `data` and the previous API's `metadata` beside it. */
export function noticePageWithAliases(page: NoticePage, origin: string) {
  return {
    data: { notices: noticesWithAliases(page.notices, origin), pagination: page.pagination },
    beside: { metadata: page.pagination },
  };
}
