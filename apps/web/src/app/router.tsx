import { createBrowserRouter, type RouteObject } from 'react-router';
import type { AppRoute, RouteMeta } from '../routing/app-route';
import { AccessDeniedPage } from './guards/access-denied-page';
import { RequireSession } from './guards/require-session';
import { AppLayout } from './layout/app-layout';
import { PageSpinner } from './layout/page-spinner';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { PUBLIC_ROUTES, SHELL_ROUTES } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  const meta: RouteMeta = { path: route.path, title: route.title, documentTitle: route.documentTitle };
  return {
    path: route.path,
    // The spec's paths differ only by case (/settingNota, /setting-nota): match them exactly.
    caseSensitive: true,
    handle: meta,
    lazy: async () => ({ Component: await route.page() }),
  };
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...PUBLIC_ROUTES.map(toRouteObject),
      {
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: [...SHELL_ROUTES.map(toRouteObject), { path: '*', element: <AccessDeniedPage /> }],
      },
    ],
  },
]);
