import { useEffect } from 'react';
import { refreshSession } from '../../../lib/storage';
import { useSession } from '../../../lib/use-session';
import { useMe } from '../api/get-me';

/** Brings menu, grants and dates up to date from the server once per page load. */
export function SessionRefresher() {
  const signedIn = useSession() !== null;
  const { data } = useMe(signedIn);
  useEffect(() => {
    if (data) refreshSession(data);
  }, [data]);
  return null;
}
