import { createBrowserRouter, type RouteObject } from 'react-router';
import type { AppRoute, RouteMeta } from '../routing/app-route';
import { RequireSession } from './guards/require-session';
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
        // The shell (header, sidebar, store-closing listener and its socket, react-query and
        // dayjs) loads only once a shell page is opened, so the sign-in page downloads none of it.
        lazy: async () => {
          const [{ AppLayout }, { ShellProviders }] = await Promise.all([
            import('./layout/app-layout'),
            import('./shell-providers'),
          ]);
          return {
            element: (
              <ShellProviders>
                <RequireSession>
                  <AppLayout />
                </RequireSession>
              </ShellProviders>
            ),
          };
        },
        children: [
          ...SHELL_ROUTES.map(toRouteObject),
          {
            path: '*',
            // An address no route knows (RouteGate answers it before this renders, as it has no meta).
            lazy: async () => ({ Component: (await import('./guards/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
