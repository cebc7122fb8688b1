import { useQueryClient } from '@tanstack/react-query';
import {
  hasFullAccess,
  type ReportDefinition,
  type ReportFilterKey,
  type ReportQuery,
  TEXTS,
} from '@toko/shared';
import { useEffect, useRef, useState } from 'react';
import { useDateRange } from '../../../components/form/date-range-fields';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useDocumentLinkTarget } from '../../../routing/use-document-link';
import { reportPageQuery, useReportPage } from '../api/get-report-page';
import { reportErrorText } from './report-error';
import type { ReportTableProps } from './report-table';

const FIRST_PAGE_SIZE = 50;
/** A summary answers every row whatever the limit; the largest the schema takes. */
const SUMMARY_LIMIT = 500;

/**
 * A report's filters as the user sets them, Cari, and the answer on screen: what was
 * last searched stays apart from the filters, so paging and exports follow the search.
 * Opened from a link to a document (Pantauan's rows, document-link.ts) it starts on the
 * document's day and text and searches at once; `searchOnOpen` searches at once anyway.
 */
export function useReportSearch(definition: ReportDefinition, options: { searchOnOpen?: boolean } = {}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const target = useDocumentLinkTarget();
  const range = useDateRange(target.tanggal);
  const ownerLevel = session ? hasFullAccess(session.user.level) : false;
  const ownShop = session?.user.kode_toko;
  const [kodeToko, setKodeToko] = useState<string | undefined>(ownShop);
  const [filters, setFilters] = useState<Partial<Record<ReportFilterKey, string>>>({});
  const [search, setSearch] = useState(target.cari ?? '');
  /** What was last searched, with the page on screen. */
  const [asked, setAsked] = useState<ReportQuery>();
  const [searching, setSearching] = useState(false);
  /** The server's id of the query last searched (paged reports), sent with its other pages. */
  const [queryId, setQueryId] = useState<string>();
  const answer = useReportPage(definition.name, asked);
  const answeredId = answer.data?.query_id;
  useEffect(() => {
    if (answeredId && !queryId) setQueryId(answeredId);
  }, [answeredId, queryId]);
  // Another page that fails says so; the search's own failure is told by cari.
  useEffect(() => {
    if (answer.error) notifyError(reportErrorText(answer.error));
  }, [answer.error]);

  /**
   * Searches with the filters as set, and `changed` ones set in the same click (they reach the
   * state only at the next render). `quiet` leaves out the "report available" notices: a screen
   * that searches by itself (Pantauan) does not announce it.
   */
  const run = async (quiet: boolean, changed: Partial<Record<ReportFilterKey, string>> = {}) => {
    const chosen = Object.fromEntries(
      Object.entries({ ...filters, ...changed }).filter(([, value]) => value),
    ) as ReportQuery['filters'];
    const query: ReportQuery = {
      tgl_from: range.dari,
      tgl_to: range.sampai,
      kode_toko: ownerLevel && kodeToko && kodeToko !== ownShop ? kodeToko : undefined,
      filters: chosen && Object.keys(chosen).length > 0 ? chosen : undefined,
      search: definition.paged && search.trim() ? search.trim() : undefined,
      skip: 0,
      limit: definition.paged ? (asked?.limit ?? FIRST_PAGE_SIZE) : SUMMARY_LIMIT,
    };
    setSearching(true);
    try {
      // Cari asks again even for the same filters: sales of the last minute count.
      const page = await queryClient.fetchQuery({ ...reportPageQuery(definition.name, query), staleTime: 0 });
      // The first page is kept under the search as asked; the next pages name its query, so
      // the server reads their count, totals and page keys instead of counting again.
      setAsked(query);
      setQueryId(page.query_id);
      if (!quiet && page.count > 0) notifySuccess(TEXTS.reportAvailable);
      else if (!quiet) notifyError(TEXTS.reportUnavailable);
    } catch (error) {
      notifyError(reportErrorText(error));
    } finally {
      setSearching(false);
    }
  };

  const cari = () => run(false);

  // Opened on a link's document, or on a screen that shows its rows at once: searched without
  // a click and without notices. Once only, whatever re-renders.
  const opened = useRef(false);
  const openAtOnce = Boolean(options.searchOnOpen || target.tanggal || target.cari);
  useEffect(() => {
    if (opened.current || !openAtOnce) return;
    opened.current = true;
    void run(true);
  });
  const setFilter = (key: ReportFilterKey) => (value: string | undefined) =>
    setFilters((current) => ({ ...current, [key]: value }));
  /** Sets a filter and searches with it at once, without notices. */
  const cariDiam = (key?: ReportFilterKey, value?: string) => {
    if (key) setFilter(key)(value);
    return run(true, key ? { [key]: value } : {});
  };

  const serverPage: ReportTableProps['serverPage'] =
    definition.paged && asked
      ? {
          page: Math.floor(asked.skip / asked.limit) + 1,
          pageSize: asked.limit,
          onChange: (next, pageSize) => {
            const sameSize = pageSize === asked.limit;
            // Another page size is another query: its first answer gives the id of the new one.
            if (!sameSize) setQueryId(undefined);
            setAsked({
              ...asked,
              skip: sameSize ? (next - 1) * pageSize : 0,
              limit: pageSize,
              query_id: sameSize ? (queryId ?? asked.query_id) : undefined,
            });
          },
        }
      : undefined;

  return {
    range,
    ownerLevel,
    kodeToko,
    setKodeToko,
    filters,
    setFilter,
    search,
    setSearch,
    asked,
    searching,
    cari,
    cariDiam,
    answer,
    serverPage,
  };
}

export type ReportSearch = ReturnType<typeof useReportSearch>;
