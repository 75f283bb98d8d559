/** Pages beyond this are not asked for: the lists of the account pages are never that long. */
const maxPage = 9_999;

/** The page number of a list's `?p=` (orders, wishlist): a whole number from 1; anything else (or nothing) is page 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('p') ?? '1');
  return Number.isInteger(page) && page > 0 && page <= maxPage ? page : 1;
}
