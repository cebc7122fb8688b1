import { createBrowserRouter, type RouteObject } from 'react-router';
import { api } from '../lib/api-client';
import { isLoggedIn } from '../lib/storage';
import type { AppRoute, RouteMeta } from '../routing/app-route';
import { RequireSession } from './guards/require-session';
import { PageSpinner } from './layout/page-spinner';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { PUBLIC_ROUTES, SHELL_ROUTES } from './routes';

/**
 * Starts a page's first GET (`api.startEarly`) and answers at once, so the page renders as
 * soon as its code is there and finds its answer on the way. Only with a session: without
 * one the page is not shown, and the call would be refused.
 */
function startFirstGet(path: string): null {
  if (isLoggedIn()) api.startEarly(path);
  return null;
}

function toRouteObject(route: AppRoute): RouteObject {
  const meta: RouteMeta = { path: route.path, title: route.title, documentTitle: route.documentTitle };
  const { firstGet } = route;
  return {
    path: route.path,
    // The spec's paths differ only by case (/settingNota, /setting-nota): match them exactly.
    caseSensitive: true,
    handle: meta,
    lazy: async () => ({ Component: await route.page() }),
    ...(firstGet && { loader: () => startFirstGet(firstGet) }),
  };
}

/** The shell's own code: header, sidebar, react-query and dayjs, loaded with the first shell page. */
const loadShell = () => Promise.all([import('./layout/app-layout'), import('./shell-providers')]);

/**
 * Someone who starts signing in sees the shell and the dashboard next: their code is fetched
 * at the first click or key on a page without a session, while the user types, instead of
 * after Masuk (issue 28). Fetching is all it does; nothing renders before the sign-in.
 */
function preloadShellOnFirstInput(): void {
  if (typeof window === 'undefined' || isLoggedIn()) return;
  const preload = () => {
    window.removeEventListener('pointerdown', preload, true);
    window.removeEventListener('keydown', preload, true);
    if (isLoggedIn()) return;
    void loadShell().catch(() => {});
    void SHELL_ROUTES.find((route) => route.path === '/dashboard')
      ?.page()
      .catch(() => {});
  };
  window.addEventListener('pointerdown', preload, true);
  window.addEventListener('keydown', preload, true);
}

preloadShellOnFirstInput();

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
          const [{ AppLayout }, { ShellProviders }] = await loadShell();
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
