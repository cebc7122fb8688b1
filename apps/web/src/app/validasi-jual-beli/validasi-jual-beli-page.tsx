import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../components/page/page-card';
import { ValidasiPesananPanel } from '../../features/orders/components/validasi-pesanan-panel';
import { ValidasiPembelianPanel } from '../../features/purchases/components/validasi-pembelian-panel';
import { ValidasiPenjualanPanel } from '../../features/sales/components/validasi-penjualan-panel';
import { ValidasiServicePanel } from '../../features/services/components/validasi-service-panel';
import { useRouteMeta } from '../../routing/use-route-meta';

type Tab = 'penjualan' | 'pembelian' | 'service' | 'pesanan';

const TABS: readonly Tab[] = ['penjualan', 'pembelian', 'service', 'pesanan'];

/**
 * Validasi Jual Beli: the supervisor's one stop for what the counter sold and bought
 * today, a tab each (and the repairs and orders taken in, whose DP waits too). Sales and purchases are separate areas that never import each
 * other, so the app composes their validation panels here.
 */
export function ValidasiJualBeliPage() {
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  // The tab is in the address, so a reload or a link opens the same list.
  const asked = params.get('tab');
  const tab: Tab = TABS.find((key) => key === asked) ?? 'penjualan';
  return (
    <PageCard title={meta?.title ?? 'Validasi Jual Beli'}>
      <Tabs
        data-testid="validasi-tabs"
        activeKey={tab}
        onChange={(next) => setParams(next === 'penjualan' ? {} : { tab: next }, { replace: true })}
        // Each list mounts only while shown: one validation list (and its test ids) on the page at a time.
        destroyOnHidden
        items={[
          { key: 'penjualan', label: 'Penjualan', children: <ValidasiPenjualanPanel /> },
          { key: 'pembelian', label: 'Pembelian', children: <ValidasiPembelianPanel /> },
          { key: 'service', label: 'Service', children: <ValidasiServicePanel /> },
          { key: 'pesanan', label: 'Pesanan', children: <ValidasiPesananPanel /> },
        ]}
      />
    </PageCard>
  );
}
