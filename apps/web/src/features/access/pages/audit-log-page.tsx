import { EyeOutlined } from '@ant-design/icons';
import { type AuditLogItem, TEXTS } from '@toko/shared';
import { Button, Col, Descriptions, Modal, Row, Table, type TableColumnsType, Tag, Typography } from 'antd';
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
  auditActionLabel,
  auditChanges,
  auditEntityLabel,
  prettyAuditJson,
} from '../audit-entry';

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
      const values = change.before === '-' ? change.after : `${change.before} → ${change.after}`;
      return change.field ? `${change.field}: ${values}` : values;
    })
    .join('; ');
}

function AuditDetailModal({ item, onClose }: { item?: AuditLogItem; onClose: () => void }) {
  const changes = item ? auditChanges(item.before, item.after) : [];
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
      width={860}
      destroyOnHidden
    >
      {item && (
        <>
          <Descriptions
            size="small"
            column={2}
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
          {changes.length > 0 && (
            <Table<AuditChange>
              style={{ marginTop: 16 }}
              size="small"
              pagination={false}
              rowKey={(change) => change.field}
              dataSource={changes}
              columns={[
                { key: 'field', title: 'Isian', dataIndex: 'field', render: (field: string) => field || '-' },
                { key: 'before', title: 'Sebelum', dataIndex: 'before' },
                { key: 'after', title: 'Sesudah', dataIndex: 'after' },
              ]}
              data-testid="audit-changes"
            />
          )}
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col xs={24} md={12}>
              <Typography.Text strong>Sebelum</Typography.Text>
              <JsonBlock text={prettyAuditJson(item.before)} testId="audit-before" />
            </Col>
            <Col xs={24} md={12}>
              <Typography.Text strong>Sesudah</Typography.Text>
              <JsonBlock text={prettyAuditJson(item.after)} testId="audit-after" />
            </Col>
          </Row>
        </>
      )}
    </Modal>
  );
}

function JsonBlock({ text, testId }: { text: string; testId: string }) {
  return (
    <pre
      data-testid={testId}
      style={{
        marginTop: 4,
        padding: 12,
        background: '#fafafa',
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        maxHeight: 360,
        overflow: 'auto',
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {text}
    </pre>
  );
}
