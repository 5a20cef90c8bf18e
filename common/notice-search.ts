// Apart from the API schemas (common/api/notice.ts), so the boards' browser code carries no zod.

/** The longest search text a notice list accepts. */
export const noticeSearchMaxLength = 100;
