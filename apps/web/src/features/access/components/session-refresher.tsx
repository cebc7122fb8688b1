import { useEffect } from 'react';
import { refreshSession, sessionStartedThisLoad } from '../../../lib/storage';
import { useSession } from '../../../lib/use-session';
import { useMe } from '../api/get-me';

/**
 * Brings menu, grants and dates up to date from the server once per page load. A sign-in
 * on this load already brought them: asking again would only hold the dashboard's own call
 * back on the embedded database's single connection.
 */
export function SessionRefresher() {
  const signedIn = useSession() !== null;
  const { data } = useMe(signedIn && !sessionStartedThisLoad());
  useEffect(() => {
    if (data) refreshSession(data);
  }, [data]);
  return null;
}
