import { TEXTS } from '../texts/texts.ts';
import { hasFullAccess, isOwnerLevel } from './levels.ts';
import {
  findGroupBySubMenuPath,
  MENU_CATALOGUE,
  type MenuGroup,
  type MenuLeaf,
  type MenuNode,
  menuLeaves,
  NON_MENU_ROUTES,
} from './menu-catalogue.ts';

/** Who is asking: enough to decide every access question on either side. */
export interface AccessSubject {
  level: string;
  kodeToko: string;
  /** Menu keys granted to the user (ignored for full-access levels). */
  grants: ReadonlySet<string>;
  /** Module flags switched on for the shop. */
  modules: ReadonlySet<string>;
}

/** The menu as the browser stores it: path, title, children, type (the grant key). */
export interface StoredMenuItem {
  path: string;
  title: string;
  type: string;
  icon?: string;
  children?: StoredMenuItem[];
}

function availableInShop(node: MenuLeaf | MenuGroup, subject: AccessSubject): boolean {
  if (node.module && !subject.modules.has(node.module)) return false;
  if (node.kind === 'item' && node.shops && !node.shops.includes(subject.kodeToko)) return false;
  return true;
}

export function canOpenLeaf(leaf: MenuLeaf, subject: AccessSubject): boolean {
  if (!availableInShop(leaf, subject)) return false;
  if (hasFullAccess(subject.level)) return true;
  return !leaf.fullAccessOnly && subject.grants.has(leaf.key);
}

/** The subject's menu tree; groups left without items disappear. */
export function visibleMenu(
  subject: AccessSubject,
  nodes: readonly MenuNode[] = MENU_CATALOGUE,
): StoredMenuItem[] {
  const result: StoredMenuItem[] = [];
  for (const node of nodes) {
    if (!availableInShop(node, subject)) continue;
    if (node.kind === 'item') {
      if (canOpenLeaf(node, subject)) result.push({ path: node.path, title: node.title, type: node.key });
      continue;
    }
    const children = visibleMenu(subject, node.children);
    if (children.length > 0) {
      result.push({
        path: node.subMenuPath ?? `#${node.key}`,
        title: node.title,
        type: node.key,
        icon: node.icon,
        children,
      });
    }
  }
  return result;
}

const LEAF_BY_PATH = new Map(menuLeaves().map((leaf) => [leaf.path, leaf]));
const LEAF_BY_KEY = new Map(menuLeaves().map((leaf) => [leaf.key, leaf]));

export function findLeafByPath(path: string): MenuLeaf | undefined {
  return LEAF_BY_PATH.get(path);
}

/** Pages every signed-in user may open whatever their menu. */
const ALWAYS_OPEN = new Set([
  '/dashboard',
  '/SubMenuUtility',
  '/blank',
  '/privacy-policy',
  '/terms-and-conditions',
]);

/** Pages outside the menu for owner levels alone (the server checks the same on their calls). */
const OWNER_PAGES = new Set<string>([NON_MENU_ROUTES.apiDocs.path]);

/**
 * May the subject open this page? /dashboard is always open (it greets users
 * whose menu lacks the dashboard); a sub-menu page is open when any of its items is.
 */
export function canAccessPath(path: string, subject: AccessSubject): boolean {
  if (ALWAYS_OPEN.has(path)) return true;
  if (OWNER_PAGES.has(path)) return isOwnerLevel(subject.level);
  const leaf = findLeafByPath(path);
  if (leaf) return canOpenLeaf(leaf, subject);
  const group = findGroupBySubMenuPath(path);
  if (group) return visibleMenu(subject, [group]).length > 0;
  return false;
}

/** Grant keys serving an API call: the caller needs any one of them. */
export function canUseMenu(keys: readonly string[], subject: AccessSubject): boolean {
  return keys.some((key) => {
    const leaf = LEAF_BY_KEY.get(key);
    return leaf !== undefined && canOpenLeaf(leaf, subject);
  });
}

/**
 * The module flags that alone keep these menu keys closed to the subject: switched on, the
 * subject could use one of them. Empty when the refusal is about grants or the shop list, so
 * the refusal names a setting only when that setting is the answer.
 */
export function missingModules(keys: readonly string[], subject: AccessSubject): string[] {
  const missing = new Set<string>();
  for (const key of keys) {
    const leaf = LEAF_BY_KEY.get(key);
    if (!leaf?.module || subject.modules.has(leaf.module)) continue;
    const switchedOn = { ...subject, modules: new Set([...subject.modules, leaf.module]) };
    if (canOpenLeaf(leaf, switchedOn)) missing.add(leaf.module);
  }
  return [...missing];
}

/** Why these menu keys are refused: the module to switch on when that alone closes them, else no access. */
export function menuRefusal(keys: readonly string[], subject: AccessSubject): string {
  const modules = missingModules(keys, subject);
  return modules.length > 0 ? TEXTS.moduleOff(modules) : TEXTS.menuForbidden;
}

/** missingModules for the page at this path. */
export function missingModulesOfPath(path: string, subject: AccessSubject): string[] {
  const leaf = findLeafByPath(path);
  return leaf ? missingModules([leaf.key], subject) : [];
}

// --- System-date block ------------------------------------------------------

/** Menu items that stay usable while the shop's date lags behind today (SPEC §2). */
export const DATE_BLOCK_ALLOWED_KEYS: readonly string[] = [
  'validasi-jual-beli',
  'stock-opname-global',
  'setting-nota',
  'settingsystem',
  'validasi-hutang',
  // Not in SPEC §2's list: Tutup Toko waits for the day's count (issue 29, decision 043), so a
  // shop that forgot to close must be able to count the day it is closing.
  'hitung-kas',
];

/** The shop has not been closed since an earlier day: closing is forced. */
export function isDateBlocked(tglSystem: string, today: string): boolean {
  return tglSystem < today;
}

export function isReachableDuringDateBlock(path: string, level: string): boolean {
  if (path === '/privacy-policy') return isOwnerLevel(level);
  return DATE_BLOCK_ALLOWED_KEYS.includes(path.replace(/^\//, ''));
}

// --- Previous-date rule (SPEC §6) -------------------------------------------

export const MODULE_PREVIOUS_DATE_BY_OWNER = 'MODULE_AKTIF_TGL_SEBELUMNYA_BY_OWNER';
export const MODULE_PREVIOUS_DATE_BY_SPV = 'MODULE_AKTIF_TGL_SEBELUMNYA_BY_SPV';

/**
 * May this user pick a date before the shop's tgl_system (reports, look-ups)?
 * Restricted users get tgl_system as the minimum date of their date pickers.
 */
export function mayOpenPreviousDate(level: string, modules: ReadonlySet<string>): boolean {
  const byOwner = modules.has(MODULE_PREVIOUS_DATE_BY_OWNER);
  const bySpv = modules.has(MODULE_PREVIOUS_DATE_BY_SPV);
  let unrestricted: readonly string[] = [];
  if (byOwner && bySpv) unrestricted = ['OWN', 'SPV', 'SU', 'MU'];
  else if (byOwner) unrestricted = ['OWN', 'SU', 'MU'];
  else if (bySpv) unrestricted = ['SPV', 'SU', 'MU'];
  return unrestricted.includes(level);
}
