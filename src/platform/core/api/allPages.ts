/** Every page of a paged list fetched in turn (for an export), stopping at `cap` rows; `total` is
 * how many the server said matched, so a caller can say when more matched than it took. */
import type { Page } from './types.ts'

export async function fetchAllPages<T>(
  load: (currentPage: number, pageSize: number) => Promise<Page<T>>,
  pageSize: number,
  cap: number,
): Promise<{ list: T[]; total: number }> {
  const list: T[] = []
  let total = 0
  for (let page = 1; list.length < cap; page++) {
    const answer = await load(page, pageSize)
    total = answer.pagination.total
    list.push(...answer.list)
    if (answer.list.length < pageSize || list.length >= total) break
  }
  return { list: list.slice(0, cap), total }
}
