import { type DocumentLinkTarget, documentLinkTarget } from '@toko/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The document a link opened this page on (`?tanggal=…&cari=…`, document-link.ts), read once
 * when the page mounts: the user's own filters take over after that.
 */
export function useDocumentLinkTarget(): DocumentLinkTarget {
  const [params] = useSearchParams();
  const [target] = useState(() => documentLinkTarget(params));
  return target;
}
