import { EyeOutlined } from '@ant-design/icons';
import { type AuditLogItem, TEXTS } from '@toko/shared';
import { Button, Descriptions, Modal, Table, type TableColumnsType, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { PageCard } from '../../../components/page/page-card';
import type { CsvColumn } from '../../../lib/csv-export';
import { formatWaktu } from '../../../lib/shop-time';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { getAuditLogPage } from '../api/get-audit-log';
import { usersQueryKeys } from '../api/users-query-keys';
import {
  type AuditChange,
  type AuditDetail,
  type AuditDetailRow,
  auditActionLabel,
  auditChanges,
  auditDetail,
  auditEntityLabel,
  auditFieldLabel,
} from '../audit-entry';
import styles from './audit-log-page.module.css';

const ACTION_COLORS: Record<string, string> = { CREATE: 'green', UPDATE: 'blue', DELETE: 'red' };

const csvColumns: CsvColumn<AuditLogItem>[] = [
  { title: 'Waktu', value: (item) => formatWaktu(item.created_at) },
  { title: 'User', value: (item) => item.user_id },
  { title: 'Aksi', value: (item) => auditActionLabel(item.action) },
  { title: 'Data', value: (item) => auditEntityLabel(item.entity) },
  { title: 'Kode', value: (item) => item.entity_id },
  { title: 'Sebelum', value: (item) => item.before },
  { title: 'Sesudah', value: (item) => item.after },
];

/** Log Aktivitas: who changed what and when, newest first; a row opens its before and after. */
export function AuditLogPage() {
  const meta = useRouteMeta();
  const [shown, setShown] = useState<AuditLogItem>();

  const columns: TableColumnsType<AuditLogItem> = [
    {
      key: 'created_at',
      title: 'Waktu',
      dataIndex: 'created_at',
      render: (value: string) => formatWaktu(value),
    },
    { key: 'user_id', title: 'User', dataIndex: 'user_id' },
    {
      key: 'action',
      title: 'Aksi',
      dataIndex: 'action',
      render: (action: string) => <Tag color={ACTION_COLORS[action]}>{auditActionLabel(action)}</Tag>,
    },
    {
      key: 'entity',
      title: 'Data',
      dataIndex: 'entity',
      render: (entity: string) => auditEntityLabel(entity),
    },
    {
      key: 'entity_id',
      title: 'Kode',
      // The code, and under it what changed in one line (the whole of it in Detail).
      render: (_value: unknown, item: AuditLogItem) => {
        const changed = summary(auditChanges(item.before, item.after));
        return (
          <>
            <div>{item.entity_id}</div>
            {changed && (
              <Typography.Text
                type="secondary"
                ellipsis={{ tooltip: changed }}
                style={{ display: 'block', maxWidth: 320, fontSize: 12 }}
                data-testid={`audit-summary-${item.id}`}
              >
                {changed}
              </Typography.Text>
            )}
          </>
        );
      },
    },
    {
      key: 'detail',
      title: 'Detail',
      align: 'center',
      fixed: 'right',
      render: (_value: unknown, item: AuditLogItem) => (
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label="Lihat Detail"
          onClick={() => setShown(item)}
          data-testid={`audit-detail-${item.id}`}
        />
      ),
    },
  ];

  return (
    <PageCard title={meta?.title ?? 'Log Aktivitas'}>
      <DataTable<AuditLogItem>
        queryKey={usersQueryKeys.auditLog}
        fetchPage={getAuditLogPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder="Cari User / Aksi / Data / Kode"
        csvExport={{ fileName: 'log-aktivitas', columns: csvColumns }}
      />
      <AuditDetailModal item={shown} onClose={() => setShown(undefined)} />
    </PageCard>
  );
}

/** 'nama_toko: Toko Lama → Toko Baru; telepon: …' in one line for the table. */
function summary(changes: readonly AuditChange[]): string {
  if (changes.length === 0) return '';
  return changes
    .map((change) => {
      // A created field has only its new value, a deleted one only its old.
      const values =
        change.before === '-'
          ? change.after
          : change.after === '-'
            ? change.before
            : `${change.before} → ${change.after}`;
      return change.field ? `${auditFieldLabel(change.field)}: ${values}` : values;
    })
    .join('; ');
}

function AuditDetailModal({ item, onClose }: { item?: AuditLogItem; onClose: () => void }) {
  const detail = item ? auditDetail(item.before, item.after) : undefined;
  return (
    <Modal
      open={item !== undefined}
      title="Detail Log Aktivitas"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {TEXTS.ok}
        </Button>
      }
      width={760}
      destroyOnHidden
    >
      {item && detail && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            bordered
            items={[
              { key: 'waktu', label: 'Waktu', children: formatWaktu(item.created_at) },
              { key: 'user', label: 'User', children: item.user_id },
              { key: 'aksi', label: 'Aksi', children: auditActionLabel(item.action) },
              {
                key: 'data',
                label: 'Data',
                children: `${auditEntityLabel(item.entity)} ${item.entity_id}`,
              },
            ]}
          />
          {detail.sides === 'none' ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              Tidak ada isian yang dicatat untuk aktivitas ini.
            </Typography.Paragraph>
          ) : (
            <DetailTable detail={detail} />
          )}
        </>
      )}
    </Modal>
  );
}

/**
 * Field, Sebelum, Sesudah: a created record has nothing before and a deleted one nothing
 * after, so those show their one side; the rows that changed are highlighted.
 */
function DetailTable({ detail }: { detail: AuditDetail }) {
  const { token } = theme.useToken();
  const columns: TableColumnsType<AuditDetailRow> = [
    { key: 'field', title: 'Field', dataIndex: 'field', width: '30%' },
    ...(detail.sides === 'after'
      ? []
      : [{ key: 'before', title: 'Sebelum', dataIndex: 'before', className: styles.value }]),
    ...(detail.sides === 'before'
      ? []
      : [{ key: 'after', title: 'Sesudah', dataIndex: 'after', className: styles.value }]),
  ];
  const changed = detail.rows.filter((row) => row.changed).length;
  return (
    <>
      {detail.sides === 'both' && (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: '16px 0 8px' }}
          data-testid="audit-changed-count"
        >
          {changed > 0 ? `${changed} isian berubah (ditandai)` : 'Tidak ada isian yang berubah'}
        </Typography.Paragraph>
      )}
      <Table<AuditDetailRow>
        style={{ marginTop: detail.sides === 'both' ? 0 : 16 }}
        size="small"
        bordered
        pagination={false}
        rowKey={(row) => row.field}
        dataSource={detail.rows}
        columns={columns}
        onRow={(row) => ({
          'data-changed': row.changed ? 'true' : undefined,
          style: row.changed ? { background: token.colorWarningBg, fontWeight: 600 } : undefined,
        })}
        data-testid="audit-detail"
      />
    </>
  );
}
