import { CalendarOutlined, ReloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Skeleton, Spin, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { formatBerat, formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { usePenjualanBulanIni, usePenjualanHariIni } from '../api/get-penjualan-chart';
import { daySeries, hourSeries, periodeBulan, SALES_CHART_MIN_HEIGHT } from './sales-chart-series';
import styles from './sales-summary.module.css';

// Recharts is loaded only when a dashboard with sales figures is opened.
const SalesChart = lazy(() => import('./sales-chart').then((module) => ({ default: module.SalesChart })));

interface Totals {
  value: number;
  jumlah_nota: number;
  jumlah_barang: number;
  berat: number;
}

function Failed({ query }: { query: UseQueryResult }) {
  return (
    <Alert
      type="error"
      showIcon
      title={messageOf(query.error)}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          Coba Lagi
        </Button>
      }
    />
  );
}

function SalesCard({
  testId,
  icon,
  title,
  note,
  query,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  note: string | undefined;
  query: UseQueryResult<Totals>;
}) {
  const { data } = query;
  return (
    <Card className={styles.card} data-testid={testId}>
      <div className={styles.head}>
        <span className={styles.icon}>{icon}</span>
        <div className={styles.headText}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary" className={styles.note}>
            {note ?? '\u00a0'}
          </Typography.Text>
        </div>
      </div>
      {query.isError ? (
        <Failed query={query} />
      ) : !data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <>
          <div className={styles.value} data-testid={`${testId}-value`}>
            {formatRupiah(data.value)}
          </div>
          <div className={styles.figures}>
            <Figure label="Nota" value={formatNumber(data.jumlah_nota)} testId={`${testId}-nota`} />
            <Figure label="Barang" value={formatNumber(data.jumlah_barang)} testId={`${testId}-barang`} />
            <Figure label="Berat" value={`${formatBerat(data.berat)} gr`} testId={`${testId}-berat`} />
          </div>
        </>
      )}
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={styles.figure}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <span className={styles.figureValue} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

type View = 'bulan' | 'hari';

function ChartPlaceholder() {
  return (
    <div className={styles.placeholder}>
      <Spin />
    </div>
  );
}

/**
 * Penjualan Hari Ini and Penjualan Bulan Ini of the shop's business date, and their
 * chart: the month by day, or today by hour. Sales awaiting validation count.
 */
export function SalesSummary() {
  const hariIni = usePenjualanHariIni();
  const bulanIni = usePenjualanBulanIni();
  const [view, setView] = useState<View>('bulan');
  const chartQuery = view === 'bulan' ? bulanIni : hariIni;
  const points =
    view === 'bulan'
      ? bulanIni.data && daySeries(bulanIni.data.data)
      : hariIni.data && hourSeries(hariIni.data.per_jam);
  const kosong = chartQuery.data?.value === 0;

  return (
    <section className={styles.section}>
      <Flex align="center" justify="space-between">
        <Typography.Title level={4} style={{ margin: 0 }}>
          Penjualan
        </Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          loading={hariIni.isFetching || bulanIni.isFetching}
          onClick={() => {
            void hariIni.refetch();
            void bulanIni.refetch();
          }}
        >
          Perbarui
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xl={8}>
          <div className={styles.cards}>
            <SalesCard
              testId="penjualan-hari-ini"
              icon={<ShoppingCartOutlined />}
              title="Penjualan Hari Ini"
              note={hariIni.data && formatTanggal(hariIni.data.tanggal)}
              query={hariIni}
            />
            <SalesCard
              testId="penjualan-bulan-ini"
              icon={<CalendarOutlined />}
              title="Penjualan Bulan Ini"
              note={bulanIni.data && periodeBulan(bulanIni.data.bulan, bulanIni.data.data)}
              query={bulanIni}
            />
          </div>
        </Col>
        <Col xs={24} lg={15} xl={16}>
          <Card
            className={styles.chartCard}
            title={view === 'bulan' ? 'Penjualan per Hari' : 'Penjualan per Jam'}
            extra={
              <Segmented<View>
                value={view}
                onChange={setView}
                options={[
                  { label: 'Bulan Ini', value: 'bulan' },
                  { label: 'Hari Ini', value: 'hari' },
                ]}
                data-testid="penjualan-chart-view"
              />
            }
          >
            {chartQuery.isError ? (
              <Failed query={chartQuery} />
            ) : (
              <div
                className={styles.chart}
                style={{ minHeight: SALES_CHART_MIN_HEIGHT }}
                data-testid="penjualan-chart"
              >
                {points ? (
                  <Suspense fallback={<ChartPlaceholder />}>
                    <SalesChart points={points} />
                  </Suspense>
                ) : (
                  <ChartPlaceholder />
                )}
                {kosong && (
                  <span className={styles.empty}>
                    {view === 'bulan' ? 'Belum ada penjualan bulan ini' : 'Belum ada penjualan hari ini'}
                  </span>
                )}
              </div>
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
