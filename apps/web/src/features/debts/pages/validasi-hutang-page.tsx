import type { HutangBayarRow, HutangDoc } from '@toko/shared';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../components/page/page-card';
import { ValidasiPanel } from '../../../components/validasi/validasi-panel';
import { useRouteMeta } from '../../../routing/use-route-meta';
import {
  useBayarWaitingPage,
  useHutangWaitingPage,
  useValidasiBayarHutang,
  useValidasiHutang,
} from '../api/validasi-hutang';
import {
  BayarValidasiDetail,
  bayarValidasiColumns,
  HutangValidasiDetail,
  hutangValidasiColumns,
} from '../components/validasi-hutang-columns';

/** The loans whose payout waits: once validated it is booked (HUTANG, out) and payments may be taken on it. */
function ValidasiPinjamanPanel() {
  const validasi = useValidasiHutang();
  return (
    <ValidasiPanel<HutangDoc>
      noun="Hutang"
      usePage={useHutangWaitingPage}
      waiting={(doc) => doc.status !== 'BATAL'}
      amountLabel="Pinjaman"
      amountOf={(doc) => doc.pokok}
      consequence="Pencairan pinjaman keluar dari kas (HUTANG)."
      rowKey={(doc) => doc.no_hutang}
      columns={hutangValidasiColumns}
      expandedRow={(doc) => <HutangValidasiDetail doc={doc} />}
      searchPlaceholder="Cari no hutang, customer, NIK atau barang"
      validate={validasi.mutateAsync}
    />
  );
}

/** The payments waiting: once validated the interest and principal paid reach the cash book. */
function ValidasiPembayaranPanel() {
  const validasi = useValidasiBayarHutang();
  return (
    <ValidasiPanel<HutangBayarRow>
      noun="Pembayaran Hutang"
      usePage={useBayarWaitingPage}
      amountLabel="Dibayar"
      amountOf={(row) => row.total}
      consequence="Bunga dan pokok yang dibayar masuk ke kas (BAYAR BUNGA, HUTANG LUNAS)."
      rowKey={(row) => row.no_bayar}
      columns={bayarValidasiColumns}
      expandedRow={(row) => <BayarValidasiDetail row={row} />}
      searchPlaceholder="Cari no bayar, no hutang, customer atau NIK"
      validate={validasi.mutateAsync}
    />
  );
}

type Tab = 'hutang' | 'pembayaran';
const TABS: readonly Tab[] = ['hutang', 'pembayaran'];

/**
 * Validasi Hutang (decision 020): the supervisor validates the loans lent (their payout)
 * and the payments taken on loans (interest, redemption, renewal), a tab each. The
 * closing is refused while any waits; reachable while the system date is behind (SPEC §2).
 */
export function ValidasiHutangPage() {
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  // The tab is in the address, so a reload or a link opens the same list.
  const asked = params.get('tab');
  const tab: Tab = TABS.find((key) => key === asked) ?? 'hutang';
  return (
    <PageCard title={meta?.title ?? 'Validasi Hutang'}>
      <Tabs
        data-testid="validasi-hutang-tabs"
        activeKey={tab}
        onChange={(next) => setParams(next === 'hutang' ? {} : { tab: next }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'hutang', label: 'Hutang', children: <ValidasiPinjamanPanel /> },
          { key: 'pembayaran', label: 'Pembayaran', children: <ValidasiPembayaranPanel /> },
        ]}
      />
    </PageCard>
  );
}
