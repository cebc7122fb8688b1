import { ShoppingOutlined } from '@ant-design/icons';
import { PembelianLineDialog } from '../../../components/buyback/pembelian-line-dialog';
import { CounterActions } from '../../../components/counter/counter-actions';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { PembelianNotaDialog } from '../components/pembelian-nota-dialog';
import {
  PembelianCustomerPanel,
  PembelianLinesPanel,
  PembelianPaymentPanel,
} from '../components/transaksi-pembelian-panels';
import { INITIAL, type PembelianFields, useTransaksiPembelian } from '../components/use-transaksi-pembelian';

/**
 * Transaksi Pembelian (DOMAIN.md §2): the shop buys gold back. A piece it sold is scanned
 * and priced from its receipt; gold from elsewhere is entered without barcode at the
 * day's buy price. The condition cuts the price; a line without receipt, above the offer
 * or heavier than its receipt needs a second user's otorisasi. The shop pays in cash
 * and/or by transfer, exactly the total; the buyback waits for a supervisor's validation.
 */
export function TransaksiPembelianPage() {
  const meta = useRouteMeta();
  const t = useTransaksiPembelian();
  return (
    <PageCard title={meta?.title ?? 'Transaksi Pembelian'}>
      <NoEnterForm<PembelianFields>
        form={t.form}
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL}
        onFinish={t.simpan}
      >
        <PembelianCustomerPanel t={t} />
        <PembelianLinesPanel t={t} />
        <PembelianPaymentPanel t={t} />
        <CounterActions
          ready={t.cart.lines.length > 0}
          busy={t.busy}
          onBaru={t.baru}
          label="Simpan Pembelian"
          emptyIcon={<ShoppingOutlined />}
        />
      </NoEnterForm>
      <PembelianLineDialog
        draft={t.cart.draft}
        rules={t.rules}
        newKey={t.cart.newKey}
        onSubmit={t.putDraft}
        onCancel={t.cart.closeDraft}
      />
      {t.otorisasiDialog}
      <PembelianNotaDialog
        noFakturGroup={t.notaOf}
        onClose={() => t.setNotaOf(undefined)}
        title="Nota Pembelian"
      />
    </PageCard>
  );
}
