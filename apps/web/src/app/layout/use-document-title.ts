import { TEXTS } from '@toko/shared';
import { useEffect } from 'react';
import { useSession } from '../../lib/use-session';
import { useRouteMeta } from '../../routing/use-route-meta';

const APP_NAME = 'Toko Emas Back Office';
const UNKNOWN_PAGE = TEXTS.notFoundTitle;

/** `{nama_toko} | {TITLE}` for every page; the legal pages carry their own title. */
export function useDocumentTitle(): void {
  const meta = useRouteMeta();
  const shopName = useSession()?.user.nama_toko ?? APP_NAME;
  useEffect(() => {
    document.title = meta?.documentTitle ?? `${shopName} | ${(meta?.title ?? UNKNOWN_PAGE).toUpperCase()}`;
  }, [meta, shopName]);
}
