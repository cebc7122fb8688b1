import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { hasFullAccess, levelRank, type UserListItem } from '@toko/shared';
import { Alert, Button, Flex, Skeleton, Space, Tree, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import type { Session } from '../../../lib/storage';
import { type UserMenuGrants, useUserMenu } from '../api/get-user-menu';
import { saveUserMenu } from '../api/save-user-menu';
import { usersQueryKeys } from '../api/users-query-keys';
import {
  allTreeKeys,
  buildMenuTree,
  grantedLeafKeys,
  groupsHolding,
  leavesByGroup,
  type MenuTreeNode,
  selectableTreeKeys,
} from '../menu-tree';

/** The server's words (SERVER_TEXTS.user), shown before it has to refuse. */
export const GRANT_NOTES = {
  fullAccess: 'Level OWN, SU dan MU selalu melihat semua menu',
  self: 'Tidak dapat mengubah hak akses akun Anda sendiri',
  higher: 'Tidak dapat mengubah user dengan level di atas level Anda',
};
export const NEXT_LOAD_NOTE =
  'Perubahan langsung berlaku di server; menu samping user berubah saat halamannya dimuat ulang.';

/** Why the tree is read-only for this target, or undefined when it can be edited. */
function lockReason(target: UserListItem, own: Session['user']): string | undefined {
  if (hasFullAccess(target.level)) return GRANT_NOTES.fullAccess;
  if (target.user_id === own.user_id) return GRANT_NOTES.self;
  if (!hasFullAccess(own.level) && levelRank(target.level) >= levelRank(own.level)) return GRANT_NOTES.higher;
  return undefined;
}

export interface MenuGrantsEditorProps {
  target: UserListItem;
  session: Session;
}

/** The whole catalogue as a checkable tree for one user; 'Simpan' replaces their menu items. */
export function MenuGrantsEditor({ target, session }: MenuGrantsEditorProps) {
  const { data, isLoading } = useUserMenu(target.id);
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  // A fresh tree for each answer: after saving, the server's list is the new starting point.
  return <GrantsTree key={data.menu_keys.join(',')} target={target} session={session} grants={data} />;
}

interface GrantsTreeProps extends MenuGrantsEditorProps {
  grants: UserMenuGrants;
}

function GrantsTree({ target, session, grants }: GrantsTreeProps) {
  const locked = lockReason(target, session.user);
  const fullAccess = hasFullAccess(target.level);
  const tree = useMemo<MenuTreeNode[]>(() => {
    // A supervisor may only hand out menus they hold themselves (the server refuses the rest).
    const held = new Set(session.grants);
    return buildMenuTree(hasFullAccess(session.user.level) ? {} : { grantable: (key) => held.has(key) });
  }, [session.grants, session.user.level]);
  const groupLeaves = useMemo(() => leavesByGroup(tree), [tree]);
  const groupKeys = useMemo(() => [...groupLeaves.keys()], [groupLeaves]);
  const initial = useMemo(
    () => (fullAccess ? allTreeKeys(tree) : grants.menu_keys),
    [fullAccess, tree, grants.menu_keys],
  );
  const [checked, setChecked] = useState<Key[]>(initial);
  // Unfolded at first: the groups holding a grant (a full-access user holds all, so none).
  const [expanded, setExpanded] = useState<Key[]>(() =>
    fullAccess ? [] : groupsHolding(tree, grants.menu_keys),
  );

  const chosen = grantedLeafKeys(checked);
  const chosenSet = new Set(chosen);
  const dirty = chosen.join(',') !== grantedLeafKeys(initial).join(',');
  const mutation = useSaveMutation({
    mutationFn: () => saveUserMenu(target.id, chosen),
    invalidates: [usersQueryKeys.menu(target.id)],
  });

  const selectable = useMemo(() => new Set(selectableTreeKeys(tree)), [tree]);
  // Boxes the editor cannot change keep their state through 'Pilih Semua' and 'Kosongkan'.
  const fixed = checked.filter((key) => !selectable.has(String(key)));

  return (
    <Flex vertical gap={12}>
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={8}
        style={{
          position: 'sticky',
          top: 64,
          zIndex: 2,
          background: '#fff',
          padding: '8px 0',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Typography.Text data-testid="grants-count">
          {fullAccess ? 'Semua menu' : `${chosen.length} menu dipilih`}
        </Typography.Text>
        <Space wrap>
          <Button size="small" onClick={() => setExpanded(groupKeys)}>
            Buka Semua
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            Tutup Semua
          </Button>
          {!locked && (
            <>
              <Button size="small" onClick={() => setChecked([...fixed, ...selectable])}>
                Pilih Semua
              </Button>
              <Button size="small" onClick={() => setChecked(fixed)}>
                Kosongkan
              </Button>
              <Button
                icon={<UndoOutlined />}
                disabled={!dirty || mutation.isPending}
                onClick={() => setChecked(initial)}
              >
                Batalkan Perubahan
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={mutation.isPending}
                onClick={() => mutation.mutate()}
                data-testid="grants-save"
              >
                Simpan
              </Button>
            </>
          )}
        </Space>
      </Flex>
      {locked ? (
        <Alert type="info" showIcon title={locked} data-testid="grants-locked" />
      ) : (
        <Alert type="info" showIcon title={NEXT_LOAD_NOTE} />
      )}
      <Tree<MenuTreeNode>
        checkable
        selectable={false}
        disabled={locked !== undefined}
        treeData={tree}
        checkedKeys={checked}
        onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
        expandedKeys={expanded}
        onExpand={setExpanded}
        titleRender={(node) => (
          <span data-testid={`grant-${node.key}`}>
            {node.title}
            {node.children && (
              <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
                {countOf(groupLeaves.get(node.key) ?? [], chosenSet)}
              </Typography.Text>
            )}
            {node.note && (
              <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
                {node.note}
              </Typography.Text>
            )}
          </span>
        )}
      />
    </Flex>
  );
}

/** '2/29': how many of the group's items are ticked. */
function countOf(leaves: readonly string[], chosen: ReadonlySet<string>): string {
  return `${leaves.filter((leaf) => chosen.has(leaf)).length}/${leaves.length}`;
}
