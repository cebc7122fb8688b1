import { canAccessPath, isDateBlocked, isReachableDuringDateBlock, missingModulesOfPath } from '@toko/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { accessSubjectOf, useSession } from '../../lib/use-session';
import { useRouteMeta } from '../../routing/use-route-meta';
import { PageSpinner } from '../layout/page-spinner';

// The refusal screens use antd's Result, whose 403/404 illustrations weigh more than the rest of
// the shell's notices: fetched only when a screen is actually refused.
const AccessDeniedPage = lazy(() =>
  import('./access-denied-page').then((module) => ({ default: module.AccessDeniedPage })),
);
const DateBlockPage = lazy(() =>
  import('./date-block-page').then((module) => ({ default: module.DateBlockPage })),
);
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

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
  const refusal = (page: ReactNode) => <Suspense fallback={<PageSpinner />}>{page}</Suspense>;
  if (isDateBlocked(tgl_system, session.today) && !(path && isReachableDuringDateBlock(path, level))) {
    return refusal(<DateBlockPage session={session} />);
  }
  // A path no route knows (a typo, an old bookmark) is not a refusal: saying 'ask the Admin
  // for access' would send staff after a permission that does not exist.
  if (!path) return refusal(<NotFoundPage />);
  const subject = accessSubjectOf(session);
  if (!canAccessPath(path, subject)) {
    return refusal(<AccessDeniedPage modules={missingModulesOfPath(path, subject)} />);
  }
  return children;
}
