import { ShoppingCartOutlined } from '@ant-design/icons';
import { PembelianLineDialog } from '../../../components/buyback/pembelian-line-dialog';
import { CounterActions } from '../../../components/counter/counter-actions';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { AmbilPesananDialog } from '../components/ambil-pesanan-dialog';
import { AmbilTitipanDialog } from '../components/ambil-titipan-dialog';
import { PenjualanNotaDialog } from '../components/penjualan-nota-dialog';
import { TitipanNotaDialog } from '../components/titipan-nota-dialog';
import {
  PenjualanCustomerPanel,
  PenjualanModeBar,
  PenjualanPaymentPanel,
  PenjualanScanPanel,
  PenjualanTukarPanel,
} from '../components/transaksi-penjualan-panels';
import { TukarSlipDialog } from '../components/tukar-slip-dialog';
import type { PenjualanFields } from '../components/use-penjualan-save';
import {
  INITIAL,
  type TransaksiPenjualan,
  useTransaksiPenjualan,
} from '../components/use-transaksi-penjualan';

function counterLabel(t: TransaksiPenjualan): string {
  if (t.titipan) return 'Simpan Titipan';
  return t.tukar.cart.lines.length > 0 ? 'Simpan Tukar' : 'Simpan Penjualan';
}

/**
 * Transaksi Penjualan (DOMAIN.md §2, §4): the cashier names the sales person and the
 * customer, scans the pieces (priced by the server from the day's gold price), takes a
 * combined payment and saves; the sale waits for a supervisor's validation.
 *
 * The same counter takes a deposit (Titipan: the pieces held at today's price for a DP)
 * and collects one (Ambil Titipan: a sale of exactly its pieces at the agreed price,
 * its DP counted as paid), and collects a made order (Ambil Pesanan: its piece by its real
 * weight at today's price, its DP counted as paid). A sale may be paid with gold the customer brings in (Tukar):
 * bought back by the buyback rules in the same request, its value paying for the sale.
 */
export function TransaksiPenjualanPage() {
  const meta = useRouteMeta();
  const t = useTransaksiPenjualan();
  const closeNota = () => t.setNotaOf(undefined);
  return (
    <PageCard title={meta?.title ?? 'Transaksi Penjualan'}>
      <NoEnterForm<PenjualanFields>
        form={t.form}
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL}
        onFinish={t.simpan}
      >
        <PenjualanModeBar t={t} />
        <PenjualanCustomerPanel t={t} />
        <PenjualanScanPanel t={t} />
        <PenjualanTukarPanel t={t} />
        <PenjualanPaymentPanel t={t} />
        <CounterActions
          ready={t.cart.lines.length > 0 || Boolean(t.ambil.doc)}
          busy={t.busy}
          onBaru={t.baru}
          label={counterLabel(t)}
          emptyIcon={<ShoppingCartOutlined />}
        />
      </NoEnterForm>
      <PembelianLineDialog
        draft={t.tukar.cart.draft}
        rules={t.tukar.rules}
        newKey={t.tukar.cart.newKey}
        onSubmit={t.tukar.cart.putDraft}
        onCancel={t.tukar.cart.closeDraft}
      />
      {t.otorisasiDialog}
      <AmbilTitipanDialog open={t.ambil.chooser} onPick={t.ambil.pick} onClose={t.ambil.closeChooser} />
      <AmbilPesananDialog open={t.pesanan.chooser} onPick={t.pesanan.pick} onClose={t.pesanan.closeChooser} />
      <PenjualanNotaDialog
        noFakturGroup={t.notaOf?.kind === 'penjualan' ? t.notaOf.no : undefined}
        onClose={closeNota}
        title="Nota Penjualan"
      />
      <TukarSlipDialog
        noFakturGroup={t.notaOf?.kind === 'tukar' ? t.notaOf.no : undefined}
        onClose={closeNota}
        title={WEB_TEXTS.tukar.slipTitle}
      />
      <TitipanNotaDialog
        noTitip={t.notaOf?.kind === 'titipan' ? t.notaOf.no : undefined}
        onClose={closeNota}
        title="Nota Titipan"
      />
    </PageCard>
  );
}
