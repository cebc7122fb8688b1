import { type CatalogueKey, MENU_CATALOGUE, type MenuNode, menuLeaves } from '@toko/shared';
import type { AppRoute } from './app-route';

const placeholder = () => import('./placeholder-page').then((module) => module.PlaceholderPage);

function findNode(key: string, nodes: readonly MenuNode[] = MENU_CATALOGUE): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    if (node.kind === 'group') {
      const found = findNode(key, node.children);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Routes for every leaf under the given catalogue keys (groups or single items),
 * with titles from the catalogue. Screens not built yet get the shared placeholder;
 * `pages` maps a path to its real screen once it exists.
 */
export function catalogueRoutes(
  keys: readonly CatalogueKey[],
  pages: Readonly<Record<string, AppRoute['page']>> = {},
): AppRoute[] {
  return keys.flatMap((key) => {
    const node = findNode(key);
    if (!node) throw new Error(`Menu catalogue has no key '${key}'`);
    return menuLeaves([node]).map((leaf) => ({
      path: leaf.path,
      title: leaf.title,
      page: pages[leaf.path] ?? placeholder,
    }));
  });
}
