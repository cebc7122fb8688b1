import {
  CalendarOutlined,
  FormOutlined,
  GoldOutlined,
  ReloadOutlined,
  ShoppingCartOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Dashboard, DashboardResource, DocumentFigures } from '@toko/shared';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Skeleton, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { formatBerat, formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import { CounterChart } from './counter-chart';
import { CHART_MIN_HEIGHT, daySeries, hourSeries, periodeBulan } from './counter-chart-series';
import styles from './counter-summary.module.css';

const TEXTS = WEB_TEXTS.dashboard;

/** The hari-ini card's icon per document. */
const ICONS: Record<DashboardResource, ReactNode> = {
  penjualan: <ShoppingCartOutlined />,
  pembelian: <GoldOutlined />,
  service: <ToolOutlined />,
  pesanan: <FormOutlined />,
};

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
          {TEXTS.cobaLagi}
        </Button>
      }
    />
  );
}

function TotalsCard({
  testId,
  icon,
  title,
  note,
  data,
  query,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  note: string | undefined;
  data: Totals | undefined;
  query: UseQueryResult<Dashboard>;
}) {
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
            <Figure label={TEXTS.nota} value={formatNumber(data.jumlah_nota)} testId={`${testId}-nota`} />
            <Figure
              label={TEXTS.barang}
              value={formatNumber(data.jumlah_barang)}
              testId={`${testId}-barang`}
            />
            <Figure label={TEXTS.berat} value={`${formatBerat(data.berat)} gr`} testId={`${testId}-berat`} />
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
 * "{Penjualan|Pembelian} Hari Ini" and "... Bulan Ini" of the shop's business date, and
 * their chart: the month by day, or today by hour. Documents awaiting validation count.
 * `resource` names the call (`penjualan/chart`, `pembelian/chart`), the texts and test ids.
 */
export function CounterSummary({
  resource,
  figures,
  query,
}: {
  resource: DashboardResource;
  figures: DocumentFigures | undefined;
  /** The dashboard's one call: its failure, its refetch. */
  query: UseQueryResult<Dashboard>;
}) {
  const texts = TEXTS[resource];
  const hariIni = figures?.today;
  const bulanIni = figures?.monthly;
  const [view, setView] = useState<View>('bulan');
  const points =
    view === 'bulan' ? bulanIni && daySeries(bulanIni.data) : hariIni && hourSeries(hariIni.per_jam);
  const kosong = (view === 'bulan' ? bulanIni : hariIni)?.value === 0;

  return (
    <section className={styles.section} data-testid={resource}>
      <Flex align="center" justify="space-between">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {texts.judul}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {TEXTS.perbarui}
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xl={8}>
          <div className={styles.cards}>
            <TotalsCard
              testId={`${resource}-hari-ini`}
              icon={ICONS[resource]}
              title={texts.hariIni}
              note={hariIni && formatTanggal(hariIni.tanggal)}
              data={hariIni}
              query={query}
            />
            <TotalsCard
              testId={`${resource}-bulan-ini`}
              icon={<CalendarOutlined />}
              title={texts.bulanIni}
              note={bulanIni && periodeBulan(bulanIni.bulan, bulanIni.data)}
              data={bulanIni}
              query={query}
            />
          </div>
        </Col>
        <Col xs={24} lg={15} xl={16}>
          <Card
            className={styles.chartCard}
            title={view === 'bulan' ? texts.perHari : texts.perJam}
            extra={
              <Segmented<View>
                value={view}
                onChange={setView}
                options={[
                  { label: TEXTS.tabBulanIni, value: 'bulan' },
                  { label: TEXTS.tabHariIni, value: 'hari' },
                ]}
                data-testid={`${resource}-chart-view`}
              />
            }
          >
            {query.isError ? (
              <Failed query={query} />
            ) : (
              <div
                className={styles.chart}
                style={{ minHeight: CHART_MIN_HEIGHT }}
                data-testid={`${resource}-chart`}
              >
                {points ? <CounterChart points={points} name={texts.judul} /> : <ChartPlaceholder />}
                {kosong && (
                  <span className={styles.empty}>
                    {view === 'bulan' ? texts.kosongBulanIni : texts.kosongHariIni}
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
