import { EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { hasFullAccess, type UserListItem } from '@toko/shared';
import { Button, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { PageCard } from '../../../components/page/page-card';
import type { CsvColumn } from '../../../lib/csv-export';
import { formatWaktu } from '../../../lib/shop-time';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { getUsersPage } from '../api/get-users-page';
import { usersQueryKeys } from '../api/users-query-keys';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { UserFormModal } from '../components/user-form-modal';
import { levelLabel, mayManageLevel } from '../user-levels';

export const MUST_CHANGE_PASSWORD = 'Wajib ganti password';
const NEVER_SIGNED_IN = 'Belum pernah';

const statusText = (user: UserListItem) => (user.status_aktif ? 'Aktif' : 'Nonaktif');

const baseColumns: TableColumnsType<UserListItem> = [
  { key: 'user_id', title: 'User ID', dataIndex: 'user_id' },
  { key: 'user_name', title: 'Nama', dataIndex: 'user_name' },
  { key: 'level', title: 'Level', dataIndex: 'level', render: (level: string) => levelLabel(level) },
  {
    key: 'status',
    title: 'Status',
    render: (_value: unknown, user: UserListItem) => (
      <Space size={4} wrap>
        <Tag color={user.status_aktif ? 'green' : 'default'}>{statusText(user)}</Tag>
        {user.must_change_password && <Tag color="orange">{MUST_CHANGE_PASSWORD}</Tag>}
      </Space>
    ),
  },
  {
    key: 'last_login_at',
    title: 'Terakhir Masuk',
    dataIndex: 'last_login_at',
    render: (value: string | null) => (value ? formatWaktu(value) : NEVER_SIGNED_IN),
  },
];

const csvColumns: CsvColumn<UserListItem>[] = [
  { title: 'User ID', value: (user) => user.user_id },
  { title: 'Nama', value: (user) => user.user_name },
  { title: 'Level', value: (user) => user.level },
  { title: 'Status', value: statusText },
  { title: MUST_CHANGE_PASSWORD, value: (user) => (user.must_change_password ? 'Ya' : 'Tidak') },
  { title: 'Terakhir Masuk', value: (user) => formatWaktu(user.last_login_at) },
];

interface FormState {
  open: boolean;
  user?: UserListItem;
  session: number;
}

/** Data Users: the shop's accounts; OWN, SU and MU add, edit, deactivate and reset passwords. */
export function DataUsersPage() {
  const session = useSession();
  const meta = useRouteMeta();
  const [formState, setFormState] = useState<FormState>({ open: false, session: 0 });
  const [resetting, setResetting] = useState<UserListItem>();
  const own = session?.user;
  const manager = own ? hasFullAccess(own.level) : false;

  const openForm = useCallback(
    (user?: UserListItem) => setFormState((current) => ({ open: true, user, session: current.session + 1 })),
    [],
  );

  const columns = useMemo<TableColumnsType<UserListItem>>(() => {
    if (!manager || !own) return baseColumns;
    return [
      ...baseColumns,
      {
        key: 'actions',
        title: 'Aksi',
        align: 'center',
        fixed: 'right',
        render: (_value: unknown, user: UserListItem) => {
          const allowed = mayManageLevel(own.level, user.level);
          const why = allowed ? undefined : 'Level user ini di atas level Anda';
          return (
            <Space size={4}>
              <Tooltip title={why ?? 'Edit'}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label="Edit"
                  disabled={!allowed}
                  onClick={() => openForm(user)}
                  data-testid={`user-edit-${user.user_id}`}
                />
              </Tooltip>
              <Tooltip title={why ?? 'Reset Password'}>
                <Button
                  size="small"
                  icon={<KeyOutlined />}
                  aria-label="Reset Password"
                  disabled={!allowed}
                  onClick={() => setResetting(user)}
                  data-testid={`user-reset-${user.user_id}`}
                />
              </Tooltip>
            </Space>
          );
        },
      },
    ];
  }, [manager, own, openForm]);

  if (!own) return null;
  return (
    <PageCard title={meta?.title ?? 'Data Users'}>
      <DataTable<UserListItem>
        queryKey={usersQueryKeys.page}
        fetchPage={getUsersPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder="Cari User ID / Nama"
        csvExport={{ fileName: 'data-users', columns: csvColumns }}
        toolbar={
          manager && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm()} data-testid="user-add">
              Tambah User
            </Button>
          )
        }
      />
      {manager && (
        <>
          <UserFormModal
            open={formState.open}
            user={formState.user}
            session={formState.session}
            own={own}
            onClose={() => setFormState((current) => ({ ...current, open: false }))}
          />
          <ResetPasswordModal user={resetting} onClose={() => setResetting(undefined)} />
        </>
      )}
    </PageCard>
  );
}
