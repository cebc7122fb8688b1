import { useEffect } from 'react';
import { storePembulatan } from '../../../lib/storage';
import { useSession } from '../../../lib/use-session';
import { usePembulatan } from '../api/get-pembulatan';

/** Keeps `pembulatan` in storage current with para-system once per page load. */
export function PembulatanLoader() {
  const signedIn = useSession() !== null;
  const { data } = usePembulatan(signedIn);
  useEffect(() => {
    if (data !== undefined) storePembulatan(data);
  }, [data]);
  return null;
}
