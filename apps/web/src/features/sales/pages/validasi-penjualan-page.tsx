import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { ValidasiPenjualanPanel } from '../components/validasi-penjualan-panel';

/** Validasi Penjualan: a supervisor ticks the saved sales and validates them. */
export function ValidasiPenjualanPage() {
  const meta = useRouteMeta();
  return (
    <PageCard title={meta?.title ?? 'Validasi Penjualan'}>
      <ValidasiPenjualanPanel />
    </PageCard>
  );
}
