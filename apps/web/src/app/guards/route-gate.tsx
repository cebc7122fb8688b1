import { canAccessPath, isDateBlocked, isReachableDuringDateBlock } from '@toko/shared';
import type { ReactNode } from 'react';
import { accessSubjectOf, useSession } from '../../lib/use-session';
import { useRouteMeta } from '../../routing/use-route-meta';
import { AccessDeniedPage } from './access-denied-page';
import { DateBlockPage } from './date-block-page';
import { NotFoundPage } from './not-found-page';

/**
 * The same rules the server enforces, so a screen never opens only to have every
 * call refused: first the date block, then the user's menu.
 */
export function RouteGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const meta = useRouteMeta();
  if (!session) return null;
  const path = meta?.path;
  const { tgl_system, level } = session.user;
  if (isDateBlocked(tgl_system, session.today) && !(path && isReachableDuringDateBlock(path, level))) {
    return <DateBlockPage session={session} />;
  }
  // A path no route knows (a typo, an old bookmark) is not a refusal: saying 'ask the Admin
  // for access' would send staff after a permission that does not exist.
  if (!path) return <NotFoundPage />;
  if (!canAccessPath(path, accessSubjectOf(session))) return <AccessDeniedPage />;
  return children;
}
