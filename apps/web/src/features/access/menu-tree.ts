import { isMenuKey, MENU_CATALOGUE, type MenuGroup, type MenuLeaf, type MenuNode } from '@toko/shared';

/** One node of the access-rights tree, in the shape antd's Tree takes. */
export interface MenuTreeNode {
  key: string;
  title: string;
  /** Why the item may stay hidden although granted: its module, its shops, its levels. */
  note?: string;
  disableCheckbox?: boolean;
  children?: MenuTreeNode[];
}

/**
 * Group nodes get their own key space: some groups share their key with their only
 * item ('import-data', 'uang-kas'), and only items are granted.
 */
const GROUP_PREFIX = 'group:';

export function groupNodeKey(key: string): string {
  return `${GROUP_PREFIX}${key}`;
}

/** The note beside an item or group: '(modul SEPUHAN_MODULE)', '(khusus toko MLT, NQC)'. */
export function menuNodeNote(node: MenuLeaf | MenuGroup): string | undefined {
  const notes: string[] = [];
  if (node.module) notes.push(`modul ${node.module}`);
  if (node.kind === 'item' && node.shops) notes.push(`khusus toko ${node.shops.join(', ')}`);
  if (node.kind === 'item' && node.fullAccessOnly) notes.push('hanya OWN, SU dan MU');
  return notes.length > 0 ? `(${notes.join('; ')})` : undefined;
}

export interface MenuTreeOptions {
  /**
   * May the editor grant this item? A supervisor editing a cashier may only hand
   * out menus they hold themselves; items they cannot change are greyed out.
   */
  grantable?: (key: string) => boolean;
}

/** The whole catalogue as a checkable tree: groups with their items, notes on gated entries. */
export function buildMenuTree(
  options: MenuTreeOptions = {},
  nodes: readonly MenuNode[] = MENU_CATALOGUE,
): MenuTreeNode[] {
  const grantable = options.grantable ?? (() => true);
  return nodes.map((node) => {
    const note = menuNodeNote(node);
    if (node.kind === 'item') {
      // The audit log follows the level, never a grant: ticking it would change nothing.
      const disabled = node.fullAccessOnly === true || !grantable(node.key);
      return { key: node.key, title: node.title, note, ...(disabled ? { disableCheckbox: true } : {}) };
    }
    const children = buildMenuTree(options, node.children);
    const disabled = children.every((child) => child.disableCheckbox);
    return {
      key: groupNodeKey(node.key),
      title: node.title,
      note,
      children,
      ...(disabled ? { disableCheckbox: true } : {}),
    };
  });
}

/** Every key of the tree, groups included: what a full-access user shows as ticked. */
export function allTreeKeys(nodes: readonly MenuTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allTreeKeys(node.children ?? [])]);
}

/** The grant keys among the tree's checked keys (groups dropped), sorted, each once. */
export function grantedLeafKeys(checked: readonly (string | number | bigint)[]): string[] {
  const keys = checked.map(String).filter((key) => !key.startsWith(GROUP_PREFIX) && isMenuKey(key));
  return [...new Set(keys)].sort();
}

/** The keys whose box the editor may tick or untick. */
export function selectableTreeKeys(nodes: readonly MenuTreeNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.disableCheckbox ? [] : [node.key]),
    ...selectableTreeKeys(node.children ?? []),
  ]);
}

/** Each group's items (at any depth), for the 'granted / total' count beside the group. */
export function leavesByGroup(nodes: readonly MenuTreeNode[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const visit = (node: MenuTreeNode): string[] => {
    if (!node.children) return [node.key];
    const leaves = node.children.flatMap(visit);
    result.set(node.key, leaves);
    return leaves;
  };
  nodes.forEach(visit);
  return result;
}

/** The groups to unfold at first: those holding a granted item, so what is given shows at a glance. */
export function groupsHolding(nodes: readonly MenuTreeNode[], granted: readonly string[]): string[] {
  const wanted = new Set(granted);
  return [...leavesByGroup(nodes)]
    .filter(([, leaves]) => leaves.some((leaf) => wanted.has(leaf)))
    .map(([group]) => group);
}
