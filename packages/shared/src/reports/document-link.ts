/**
 * A link from a report's row to the screen that shows its document (Pantauan, issue 29): the
 * screen's path with the document's business date and the text that finds it, e.g.
 * `/lihat-penjualan?tanggal=2026-11-22&cari=PST-FJ-261122-0001`. A document list (Lihat
 * Penjualan …) and a report screen open on that day, searched for it. The server writes the
 * link (each kind of row knows its document); the screens read these two parameters.
 */
export const DOCUMENT_LINK_PARAMS = { tanggal: 'tanggal', cari: 'cari' } as const;

/** What a link asks a screen to open on: the document's day and its number (either may be missing). */
export interface DocumentLinkTarget {
  tanggal?: string;
  cari?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A screen's reading of a link's parameters; a malformed date is ignored, the text kept as typed. */
export function documentLinkTarget(params: URLSearchParams): DocumentLinkTarget {
  const tanggal = params.get(DOCUMENT_LINK_PARAMS.tanggal) ?? '';
  const cari = (params.get(DOCUMENT_LINK_PARAMS.cari) ?? '').trim().slice(0, 100);
  return {
    ...(ISO_DATE.test(tanggal) && { tanggal }),
    ...(cari && { cari }),
  };
}
