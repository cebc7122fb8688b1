import { Card, Col, Row } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { formatTanggal } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { useSaldoKas } from '../api/get-saldo-kas';
import { KeuanganList } from '../components/keuangan-list';
import { SaldoKasTable } from '../components/saldo-kas-table';
import { UangKasForm } from '../components/uang-kas-form';

/**
 * Uang Kas (DOMAIN.md §5): the day's balance of the till and of each bank account, manual
 * money into or out of the till, and the whole cash book below.
 */
export function UangKasPage() {
  const meta = useRouteMeta();
  const tglSystem = useSession()?.user.tgl_system ?? '';
  const saldo = useSaldoKas(tglSystem);

  return (
    <PageCard title={meta?.title ?? 'Uang Kas'}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card size="small" title={WEB_TEXTS.cash.inputUangKas}>
            <UangKasForm tglSystem={tglSystem} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card size="small" title={WEB_TEXTS.cash.saldoHariIni(formatTanggal(tglSystem))}>
            <SaldoKasTable balances={saldo.data ?? []} loading={saldo.isLoading} />
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={WEB_TEXTS.cash.bukuKas}>
            <KeuanganList fileName="uang-kas" />
          </Card>
        </Col>
      </Row>
    </PageCard>
  );
}
