import type { PantauanHitungan, PantauanRingkasan } from '@toko/shared';
import { Card, Col, Empty, Row, Table, Tag, Typography } from 'antd';
import { formatNumber, formatRupiah } from '../../../lib/format';
import styles from './pantauan-ringkasan.module.css';

/** 'biasanya 0,4/hari': the 30-day daily rate an outlier is judged against. */
function biasanya(rata: number): string {
  return `biasanya ${rata.toLocaleString('id-ID', { maximumFractionDigits: 2 })}/hari`;
}

function MenonjolTag({ count }: { count: PantauanHitungan }) {
  return count.menonjol ? (
    <Tag color="red" data-testid="pantauan-menonjol">
      Menonjol
    </Tag>
  ) : null;
}

/**
 * Pantauan's counts: a tile per kind of exception (a quiet kind greyed, an outlier marked),
 * then the shops and the users with the most. Clicking a kind lists only that kind below.
 */
export function PantauanRingkasanView({
  ringkasan,
  onJenis,
}: {
  ringkasan: PantauanRingkasan;
  onJenis: (jenis: string) => void;
}) {
  const chain = ringkasan.kode_toko === 'SEMUA';
  return (
    <Row gutter={[16, 16]} data-testid="pantauan-ringkasan">
      <Col span={24}>
        <div className={styles.tiles}>
          {ringkasan.per_jenis.map((count) => (
            <button
              type="button"
              key={count.jenis}
              className={`${styles.tile} ${count.jumlah === 0 ? styles.quiet : ''} ${count.menonjol ? styles.outlier : ''}`}
              onClick={() => onJenis(count.jenis)}
              disabled={count.jumlah === 0}
              data-testid={`pantauan-jenis-${count.jenis}`}
            >
              <span className={styles.name}>{count.nama}</span>
              <span className={styles.count}>{formatNumber(count.jumlah)}</span>
              <span className={styles.note}>
                {count.nilai !== 0 && `${formatRupiah(count.nilai)} · `}
                {biasanya(count.rata_30_hari)}
              </span>
              <MenonjolTag count={count} />
            </button>
          ))}
        </div>
      </Col>
      {chain && (
        <Col xs={24} lg={10}>
          <Card size="small" title="Per Toko">
            <Table<PantauanRingkasan['per_toko'][number]>
              size="small"
              pagination={false}
              rowKey="kode_toko"
              dataSource={ringkasan.per_toko}
              locale={{ emptyText: <Empty description="Tidak ada pengecualian" /> }}
              columns={[
                { title: 'Toko', dataIndex: 'kode_toko' },
                { title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
                { title: 'Biasanya', dataIndex: 'rata_30_hari', align: 'right', render: biasanya },
                { title: '', key: 'menonjol', render: (_: unknown, count) => <MenonjolTag count={count} /> },
              ]}
            />
          </Card>
        </Col>
      )}
      <Col xs={24} lg={chain ? 14 : 24}>
        <Card size="small" title="Per User">
          <Table<PantauanRingkasan['per_user'][number]>
            size="small"
            pagination={{ pageSize: 5, hideOnSinglePage: true }}
            rowKey={(count) => `${count.kode_toko}-${count.user_id}`}
            dataSource={ringkasan.per_user}
            locale={{ emptyText: <Empty description="Tidak ada pengecualian" /> }}
            columns={[
              ...(chain ? [{ title: 'Toko', dataIndex: 'kode_toko' }] : []),
              {
                title: 'User',
                dataIndex: 'user_id',
                render: (user: string) => user || <Typography.Text type="secondary">-</Typography.Text>,
              },
              { title: 'Jumlah', dataIndex: 'jumlah', align: 'right' as const },
              { title: 'Biasanya', dataIndex: 'rata_30_hari', align: 'right' as const, render: biasanya },
              {
                title: '',
                key: 'menonjol',
                render: (_: unknown, count: PantauanHitungan) => <MenonjolTag count={count} />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
