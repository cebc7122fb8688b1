import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery, PageResult } from '@toko/shared';
import { useEffect, useState } from 'react';

const FIRST_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;

interface ListState {
  page: number;
  pageSize: number;
  search: string;
  /** The query key `page` was chosen under. */
  key: string;
}

/**
 * The page of a server-side list on screen: the search text (sent after a pause in
 * typing), the page and its size, and the page's rows and count from the server.
 */
export function useServerPage<T>(
  queryKey: readonly unknown[],
  fetchPage: (query: PageQuery) => Promise<PageResult<T>>,
) {
  const [searchText, setSearchText] = useState('');
  const keyText = JSON.stringify(queryKey);
  const [list, setList] = useState<ListState>({
    page: 1,
    pageSize: FIRST_PAGE_SIZE,
    search: '',
    key: keyText,
  });
  // The screen's own filters changed (the key): their list starts from its first page.
  const page = list.key === keyText ? list.page : 1;

  // Search waits for a pause in typing and starts again from the first page,
  // in one state change so no request goes out for the old page with the new text.
  useEffect(() => {
    const search = searchText.trim();
    const timer = setTimeout(
      () => setList((current) => (current.search === search ? current : { ...current, page: 1, search })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText]);

  const pageQuery: PageQuery = {
    skip: (page - 1) * list.pageSize,
    limit: list.pageSize,
    search: list.search || undefined,
  };
  const { data, error, isFetching, isPlaceholderData } = useQuery({
    queryKey: [...queryKey, pageQuery],
    queryFn: () => fetchPage(pageQuery),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    // SPEC §8: list-loading errors are only logged (the API client reports lost connections).
    if (error) console.error(error);
  }, [error]);

  // After deletes the current page can lie past the end: move to the last page that exists.
  const count = data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / list.pageSize));
  useEffect(() => {
    if (data && !isPlaceholderData && page > lastPage) {
      setList((current) => ({ ...current, page: lastPage, key: keyText }));
    }
  }, [data, isPlaceholderData, page, lastPage, keyText]);

  /** Another page, or another size (which starts again from the first page). */
  const changePage = (next: number, pageSize: number) =>
    setList((current) => ({
      ...current,
      page: pageSize === current.pageSize ? next : 1,
      pageSize,
      key: keyText,
    }));

  return {
    searchText,
    setSearchText,
    search: pageQuery.search,
    page,
    pageSize: list.pageSize,
    rows: data?.data ?? [],
    count,
    isFetching,
    changePage,
  };
}
