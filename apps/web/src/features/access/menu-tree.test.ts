import { ALL_MENU_KEYS, menuLeaves } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import {
  allTreeKeys,
  buildMenuTree,
  grantedLeafKeys,
  groupNodeKey,
  groupsHolding,
  leavesByGroup,
  type MenuTreeNode,
  menuNodeNote,
  selectableTreeKeys,
} from './menu-tree';

const find = (nodes: readonly MenuTreeNode[], key: string): MenuTreeNode | undefined => {
  for (const node of nodes) {
    if (node.key === key) return node;
    const below = find(node.children ?? [], key);
    if (below) return below;
  }
  return undefined;
};

const leavesOf = (nodes: readonly MenuTreeNode[]): string[] =>
  nodes.flatMap((node) => (node.children ? leavesOf(node.children) : [node.key]));

describe('buildMenuTree', () => {
  it('holds every item of the catalogue once, under its group', () => {
    const tree = buildMenuTree();
    expect(leavesOf(tree)).toEqual(ALL_MENU_KEYS);
    const dataMaster = find(tree, groupNodeKey('data-master'));
    expect(dataMaster?.title).toBe('Data Master');
    expect(dataMaster?.children?.map((child) => child.key)).toContain('master-baki');
    expect(find(tree, 'dashboard')?.children).toBeUndefined();
  });

  it('keeps groups apart from items that share their key', () => {
    const keys = allTreeKeys(buildMenuTree());
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('import-data');
    expect(keys).toContain(groupNodeKey('import-data'));
  });

  it('marks module-gated, shop-only and level-only entries', () => {
    const tree = buildMenuTree();
    expect(find(tree, groupNodeKey('sepuhan'))?.note).toBe('(modul SEPUHAN_MODULE)');
    expect(find(tree, 'laporan-penjualan-margin')?.note).toBe('(modul SEMI_GROSIR_MODULE)');
    expect(find(tree, 'laporan-penjualan-rekap')?.note).toBe('(khusus toko MLT, NQC)');
    expect(find(tree, 'audit-log')?.note).toBe('(hanya OWN, SU dan MU)');
    expect(find(tree, 'audit-log')?.disableCheckbox).toBe(true);
    // Deleting a period of data is for owner levels only (decision 025).
    expect(find(tree, 'delete-data')?.note).toBe('(hanya OWN, SU dan MU)');
    expect(find(tree, 'master-group')?.note).toBeUndefined();
    const notes = menuLeaves().filter((leaf) => menuNodeNote(leaf));
    // The Sepuhan items carry their group's module: granting them means nothing without it.
    expect(notes.map((leaf) => leaf.key).sort()).toEqual([
      'audit-log',
      'cucian',
      'delete-data',
      'laporan-barang-sumary-periode',
      'laporan-penjualan-margin',
      'laporan-penjualan-rekap',
      // Pantauan (issue 29): the owner's watch, for owner levels only.
      'pantauan',
      'pindah-sortir',
      'sortir-pembelian',
    ]);
  });

  it('greys out what the editor cannot grant, and groups left with nothing to tick', () => {
    const held = new Set(['master-group', 'transaksi-penjualan']);
    const tree = buildMenuTree({ grantable: (key) => held.has(key) });
    expect(find(tree, 'master-group')?.disableCheckbox).toBeUndefined();
    expect(find(tree, 'master-baki')?.disableCheckbox).toBe(true);
    expect(find(tree, groupNodeKey('data-master'))?.disableCheckbox).toBeUndefined();
    expect(find(tree, groupNodeKey('pesanan'))?.disableCheckbox).toBe(true);
    expect(find(tree, groupNodeKey('laporan'))?.disableCheckbox).toBe(true);
  });
});

describe('grantedLeafKeys', () => {
  it('keeps the items among the checked keys, sorted, without groups or strangers', () => {
    expect(
      grantedLeafKeys([
        groupNodeKey('data-master'),
        'master-group',
        'master-baki',
        'master-group',
        groupNodeKey('import-data'),
        'import-data',
        'bukan-menu',
      ]),
    ).toEqual(['import-data', 'master-baki', 'master-group']);
  });

  it('answers every item for a fully ticked tree', () => {
    expect(grantedLeafKeys(allTreeKeys(buildMenuTree()))).toEqual([...ALL_MENU_KEYS].sort());
  });
});

describe('selectableTreeKeys', () => {
  it('leaves out the boxes the editor cannot change', () => {
    const held = new Set(['master-group']);
    const keys = selectableTreeKeys(buildMenuTree({ grantable: (key) => held.has(key) }));
    expect(keys).toEqual([groupNodeKey('data-master'), 'master-group']);
    expect(selectableTreeKeys(buildMenuTree())).not.toContain('audit-log');
  });
});

describe('leavesByGroup and groupsHolding', () => {
  it('counts items at any depth and unfolds only the groups with a grant', () => {
    const tree = buildMenuTree();
    const leaves = leavesByGroup(tree);
    expect(leaves.get(groupNodeKey('pesanan'))).toEqual(['transaksi-pesanan', 'lihat-pesanan']);
    expect(leaves.get(groupNodeKey('laporan'))).toContain('laporan-eod');
    expect(leaves.has('dashboard')).toBe(false);
    expect(groupsHolding(tree, ['master-baki', 'laporan-eod', 'dashboard'])).toEqual([
      groupNodeKey('data-master'),
      groupNodeKey('laporan-eod'),
      groupNodeKey('laporan'),
    ]);
  });
});
