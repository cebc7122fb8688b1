import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type Member, STATUS_MEMBER } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { Button, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber, formatTanggal } from '../../../lib/format';
import { getMembersPage, membersKeys } from '../api/members-api';
import { MemberFormModal } from '../components/member-form-modal';

const columns = (edit: (member: Member) => void): TableColumnsType<Member> => [
  { title: 'Kode Member', dataIndex: 'kode_member' },
  { title: 'Nama', dataIndex: 'nama_member' },
  { title: 'No HP', dataIndex: 'no_hp', render: (value: string) => value || '-' },
  { title: 'Kota', dataIndex: 'kota', render: (value: string) => value || '-' },
  { title: 'Tanggal Lahir', dataIndex: 'tgl_lahir', render: (value: string | null) => formatTanggal(value) },
  { title: 'Toko Daftar', dataIndex: 'kode_toko' },
  {
    title: 'Poin',
    dataIndex: 'poin',
    align: 'right',
    render: (value: number, row) => (
      <span data-testid={`poin-${row.kode_member}`}>{formatNumber(value)}</span>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'status_aktif',
    render: (aktif: boolean) => <Tag color={aktif ? 'green' : 'default'}>{STATUS_MEMBER[aktif ? 0 : 1]}</Tag>,
  },
  {
    title: 'Aksi',
    key: 'aksi',
    render: (_, row) => (
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => edit(row)}
        data-testid={`edit-${row.kode_member}`}
      >
        Edit
      </Button>
    ),
  },
];

/**
 * Data Member (decision 022): the chain's members, searched on the server by code, name or
 * phone; a member registered at any shop is found here at every shop. Register, edit,
 * deactivate.
 */
export function DataMemberPage() {
  const [editing, setEditing] = useState<Member | 'new'>();
  const [aktif, setAktif] = useState(true);
  return (
    <PageCard title="Data Member">
      <DataTable<Member>
        queryKey={membersKeys.list(aktif)}
        fetchPage={(query) => getMembersPage(query, aktif)}
        columns={columns(setEditing)}
        rowKey="kode_member"
        searchPlaceholder="Cari kode, nama atau no HP"
        toolbar={
          <Space wrap>
            <Segmented
              data-testid="member-filter"
              value={aktif ? 'AKTIF' : 'SEMUA'}
              options={['AKTIF', 'SEMUA']}
              onChange={(value) => setAktif(value === 'AKTIF')}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="member-tambah"
            >
              Tambah Member
            </Button>
          </Space>
        }
        csvExport={{
          fileName: 'data-member',
          columns: [
            { title: 'Kode Member', value: (row) => row.kode_member },
            { title: 'Nama', value: (row) => row.nama_member },
            { title: 'No HP', value: (row) => row.no_hp },
            { title: 'Alamat', value: (row) => row.alamat },
            { title: 'Kota', value: (row) => row.kota },
            { title: 'Poin', value: (row) => row.poin },
          ],
        }}
      />
      <MemberFormModal editing={editing} onClose={() => setEditing(undefined)} />
    </PageCard>
  );
}
