import { useMatches } from 'react-router';
import type { RouteMeta } from './app-route';

function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'path' in value && 'title' in value;
}

/** The meta of the deepest matched route, or undefined on a path no route knows. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
