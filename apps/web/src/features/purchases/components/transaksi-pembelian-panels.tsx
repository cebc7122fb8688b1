import type { PembelianDoc } from '@toko/shared';
import { Card } from 'antd';
import { BuybackLinesCard } from '../../../components/buyback/buyback-lines-card';
import { CounterResult } from '../../../components/counter/counter-actions';
import { CustomerBanner } from '../../../components/customer/customer-banner';
import { CustomerFields } from '../../../components/customer/customer-fields';
import { METODE_BELI, PembayaranFields } from '../../../components/pembayaran/pembayaran-fields';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import type { TransaksiPembelian } from './use-transaksi-pembelian';

interface PanelProps {
  t: TransaksiPembelian;
}

function bayarText(doc: PembelianDoc): string {
  return [
    doc.cash_rp > 0 ? `cash ${formatRupiah(doc.cash_rp)}` : '',
    doc.transfer_rp > 0 ? `transfer ${formatRupiah(doc.transfer_rp)} dari rekening ${doc.no_rekening}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Who sells the gold back: the banner, the last buyback saved, the sales person and customer. */
export function PembelianCustomerPanel({ t }: PanelProps) {
  const { saved } = t;
  return (
    <>
      <CustomerBanner nama={t.customer.nama} member={t.customer.member} />
      {saved && (
        <CounterResult
          data-testid="pembelian-result"
          title={WEB_TEXTS.transaksiPembelian.tersimpan(saved.no_faktur_group)}
          description={`${formatNumber(saved.items.length)} barang, total ${formatRupiah(saved.total)}, dibayar ${bayarText(
            saved,
          )}. Menunggu validasi supervisor.`}
          onClose={t.closeSaved}
          onCetak={() => t.setNotaOf(saved.no_faktur_group)}
        />
      )}
      <CustomerFields customer={t.customer} />
    </>
  );
}

/** The pieces bought: scanned by their receipt's barcode, or entered without one. */
export function PembelianLinesPanel({ t }: PanelProps) {
  return (
    <BuybackLinesCard
      cart={t.cart}
      rules={t.rules}
      title="Barang Dibeli"
      perluOtorisasi={WEB_TEXTS.transaksiPembelian.perluOtorisasi}
      disabled={t.busy}
    />
  );
}

/** What the shop pays: cash and/or a transfer from one of its accounts, exactly the total. */
export function PembelianPaymentPanel({ t }: PanelProps) {
  return (
    <Card size="small" title="Pembayaran" style={{ marginTop: 16 }}>
      <PembayaranFields
        form={t.form}
        methods={METODE_BELI}
        payout
        total={t.cart.totals.total}
        totalLabel="Total Pembelian"
        disabled={t.busy}
      />
    </Card>
  );
}
