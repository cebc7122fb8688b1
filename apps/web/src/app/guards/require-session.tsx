import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { clearSession } from '../../lib/storage';
import { useSession } from '../../lib/use-session';

/** Signed out (or a half-written session): wipe what is left and go to sign-in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (!session) clearSession();
  }, [session]);
  if (!session) return <Navigate to="/" replace />;
  return children;
}
