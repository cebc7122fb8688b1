import { EditOutlined } from '@ant-design/icons';
import type { PembelianDoc } from '@toko/shared';
import { Alert, Button, Card } from 'antd';
import { CounterResult } from '../../../components/counter/counter-actions';
import { CustomerBanner } from '../../../components/customer/customer-banner';
import { CustomerFields } from '../../../components/customer/customer-fields';
import { METODE_BELI, PembayaranFields } from '../../../components/pembayaran/pembayaran-fields';
import { ScanInput } from '../../../components/scan/scan-input';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { PembelianCartTable } from './pembelian-cart-table';
import { TRANSAKSI_PEMBELIAN_TEXTS, type TransaksiPembelian } from './use-transaksi-pembelian';

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
          title={TRANSAKSI_PEMBELIAN_TEXTS.tersimpan(saved.no_faktur_group)}
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
  const { cart } = t;
  return (
    <Card
      size="small"
      title="Barang Dibeli"
      extra={
        <Button
          icon={<EditOutlined />}
          disabled={t.busy}
          onClick={cart.tanpaBarcode}
          data-testid="tanpa-barcode"
        >
          Tanpa Barcode
        </Button>
      }
    >
      <ScanInput
        onScan={cart.scan}
        problem={cart.problem}
        loading={cart.scanning}
        disabled={t.busy}
        label="Scan Barcode Nota"
      />
      {cart.totals.perluOtorisasi && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="perlu-otorisasi"
          title={TRANSAKSI_PEMBELIAN_TEXTS.perluOtorisasi}
        />
      )}
      <PembelianCartTable
        lines={cart.lines}
        rules={t.rules}
        disabled={t.busy}
        onHarga={cart.setHarga}
        onEdit={cart.edit}
        onRemove={cart.remove}
      />
    </Card>
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
