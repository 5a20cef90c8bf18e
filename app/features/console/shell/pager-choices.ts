/**
 * What a console list's pager offers on `page` of `totalPages`: never a page past the
 * last. From past the end (an old link, a list that shrank) "Previous" is the last page,
 * and `pastEnd` says so, so the page can tell the reader rather than show an empty list.
 */
export function pagerChoices(page: number, totalPages: number) {
  const lastPage = Math.max(totalPages, 1);
  return {
    lastPage,
    pastEnd: page > lastPage,
    previous: page > 1 ? Math.min(page - 1, lastPage) : null,
    next: page < totalPages ? page + 1 : null,
  };
}
