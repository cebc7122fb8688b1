import type { ComponentType } from 'react';

/** One screen of the app, as each feature declares it in `<area>.routes.tsx`. */
export interface AppRoute {
  path: string;
  /** Page title; the browser tab shows `{nama_toko} | {TITLE}`. */
  title: string;
  /** A tab title of its own instead (the legal pages). */
  documentTitle?: string;
  /** Loaded on first visit, so each screen is its own chunk. */
  page: () => Promise<ComponentType>;
  /**
   * The API path the page reads first (a GET), asked as soon as the route is matched, beside
   * the loading of the page and the shell: its answer is on the way before the page renders.
   */
  firstGet?: string;
}

/** What the router keeps in each route's `handle`, read back with useRouteMeta(). */
export interface RouteMeta {
  path: string;
  title: string;
  documentTitle?: string;
}
