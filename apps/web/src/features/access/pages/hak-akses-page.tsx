import type { UserListItem } from '@toko/shared';
import { Empty, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageCard } from '../../../components/page/page-card';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useAllUsers } from '../api/get-all-users';
import { MenuGrantsEditor } from '../components/menu-grants-editor';
import { userOptionLabel } from '../user-levels';

export const PICK_USER = 'Pilih User ID';

/**
 * Hak Akses Users and Hak Akses News (the tree page of SPEC §2): pick a user, tick
 * the menu items they may open, save.
 */
export function HakAksesPage() {
  const session = useSession();
  const meta = useRouteMeta();
  const { data: users = [], isLoading } = useAllUsers();
  const [targetId, setTargetId] = useState<number>();
  const target: UserListItem | undefined = users.find((user) => user.id === targetId);
  if (!session) return null;

  return (
    <PageCard title={meta?.title ?? 'Hak Akses Users'}>
      <Flex vertical gap={16}>
        <Flex align="center" gap={12} wrap>
          <Typography.Text strong>User ID</Typography.Text>
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={PICK_USER}
            loading={isLoading}
            value={targetId}
            onChange={setTargetId}
            options={users.map((user) => ({ value: user.id, label: userOptionLabel(user) }))}
            style={{ width: 420, maxWidth: '100%' }}
            data-testid="grants-user"
          />
          {target && !target.status_aktif && <Tag>Nonaktif</Tag>}
        </Flex>
        {target ? (
          <MenuGrantsEditor key={target.id} target={target} session={session} />
        ) : (
          <Empty description="Pilih user untuk melihat dan mengatur menu yang boleh dibukanya." />
        )}
      </Flex>
    </PageCard>
  );
}
