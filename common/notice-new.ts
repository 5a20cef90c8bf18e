/**
 * A notice is marked "New" for this long after it is published, on the home page's lists and
 * on the notice boards; the server keeps no page showing the mark past that moment.
 */
export const newNoticeAgeMs = 7 * 24 * 60 * 60 * 1000;
