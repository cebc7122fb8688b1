import { GiftOutlined, InboxOutlined, SwapOutlined } from '@ant-design/icons';
import { masterResource, type TukarDoc } from '@toko/shared';
import { Alert, Button, Card, Flex, Form, Segmented, Space, Tag } from 'antd';
import { BuybackLinesCard } from '../../../components/buyback/buyback-lines-card';
import { CounterResult } from '../../../components/counter/counter-actions';
import { CustomerBanner } from '../../../components/customer/customer-banner';
import { CustomerFields } from '../../../components/customer/customer-fields';
import { RefSelect } from '../../../components/master-select/ref-select';
import { METODE_JUAL, PembayaranFields } from '../../../components/pembayaran/pembayaran-fields';
import { ScanInput } from '../../../components/scan/scan-input';
import { formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';
import { PenjualanCartTable } from './penjualan-cart-table';
import { ambilPesananText } from './pesanan-ambil';
import { TitipanDpFields } from './titipan-dp-fields';
import { TitipanLinesTable } from './titipan-lines-table';
import type { Saved } from './use-penjualan-save';
import { type Mode, notaOfSaved, type TransaksiPenjualan } from './use-transaksi-penjualan';

interface PanelProps {
  t: TransaksiPenjualan;
}

/**
 * Selling or taking a deposit, and collecting one: for whoever may handle deposits;
 * collecting a made order: for whoever may handle orders.
 */
export function PenjualanModeBar({ t }: PanelProps) {
  if (!t.mayDeposit && !t.mayCollectOrder) return null;
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      {t.mayDeposit ? (
        <Segmented<Mode>
          data-testid="mode-transaksi"
          value={t.mode}
          disabled={t.busy}
          onChange={t.switchMode}
          options={[
            { value: 'PENJUALAN', label: 'Penjualan' },
            { value: 'TITIPAN', label: 'Titipan' },
          ]}
        />
      ) : (
        <span />
      )}
      {!t.titipan && (
        <Space wrap>
          {t.mayDeposit && (
            <Button
              icon={<InboxOutlined />}
              disabled={t.busy}
              onClick={t.ambil.openChooser}
              data-testid="ambil-titipan"
            >
              Ambil Titipan
            </Button>
          )}
          {t.mayCollectOrder && (
            <Button
              icon={<GiftOutlined />}
              disabled={t.busy}
              onClick={t.pesanan.openChooser}
              data-testid="ambil-pesanan"
            >
              Ambil Pesanan
            </Button>
          )}
        </Space>
      )}
    </Flex>
  );
}

/** "1 barang, total Rp 14,800,000, tukar 1 barang senilai Rp 4,598,000 (PST-FB-...), tukar tambah Rp 10,202,000". */
function tukarDescription({ penjualan, pembelian, tukar_kurang, tukar_tambah }: TukarDoc): string {
  const selisih =
    tukar_kurang > 0
      ? `tukar kurang ${formatRupiah(tukar_kurang)} dibayar toko tunai`
      : `tukar tambah ${formatRupiah(tukar_tambah)}, kembalian ${formatRupiah(penjualan.kembalian)}`;
  return `${formatNumber(penjualan.items.length)} barang, total ${formatRupiah(penjualan.total)}, tukar ${formatNumber(
    pembelian.items.length,
  )} barang senilai ${formatRupiah(pembelian.total)} (${pembelian.no_faktur_group}), ${selisih}. Penjualan dan pembeliannya menunggu validasi supervisor.`;
}

function savedDescription(saved: Saved): string {
  if (saved.kind === 'tukar') return tukarDescription(saved.doc);
  if (saved.kind === 'titipan') {
    const { doc } = saved;
    return `${formatNumber(doc.items.length)} barang, harga ${formatRupiah(doc.total)}, DP ${formatRupiah(
      doc.dp,
    )}, sisa ${formatRupiah(doc.sisa)}, kembalian ${formatRupiah(doc.kembalian)}. Menunggu validasi supervisor.`;
  }
  const { doc } = saved;
  const ambil = [
    ...(doc.no_titip ? [`, mengambil titipan ${doc.no_titip} (DP ${formatRupiah(doc.titipan_rp)})`] : []),
    ...(doc.no_pesanan ? [`, mengambil pesanan ${doc.no_pesanan} (DP ${formatRupiah(doc.pesanan_rp)})`] : []),
  ].join('');
  return `${formatNumber(doc.items.length)} barang, total ${formatRupiah(doc.total)}${ambil}, kembalian ${formatRupiah(
    doc.kembalian,
  )}. Menunggu validasi supervisor.`;
}

function savedTitle(saved: Saved): string {
  if (saved.kind === 'titipan') return WEB_TEXTS.transaksiPenjualan.titipanTersimpan(saved.doc.no_titip);
  if (saved.kind === 'tukar') return WEB_TEXTS.tukar.tersimpan(saved.doc.penjualan.no_faktur_group);
  return `Penjualan Tersimpan - No Nota ${saved.doc.no_faktur_group}`;
}

/** The sale or deposit saved last, with its nota to print again. */
export function PenjualanResult({ t }: PanelProps) {
  const { saved } = t;
  if (!saved) return null;
  return (
    <CounterResult
      data-testid="penjualan-result"
      title={savedTitle(saved)}
      description={savedDescription(saved)}
      onCetak={() => t.setNotaOf(notaOfSaved(saved))}
    />
  );
}

/** The deposit being collected: its pieces, its DP, what is left; and the way back to a plain sale. */
function AmbilTitipanInfo({ t }: PanelProps) {
  const { doc, totals } = t.ambil;
  if (!doc || !totals) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<InboxOutlined />}
      style={{ marginBottom: 16 }}
      data-testid="ambil-titipan-info"
      title={`Pengambilan Titipan ${doc.no_titip} (${formatTanggal(doc.tgl_system)})`}
      description={`${formatNumber(totals.jumlah)} barang, harga ${formatRupiah(totals.total)}. DP Titipan ${
        doc.no_titip
      }: ${formatRupiah(doc.dp)} sudah dibayar, sisa ${formatRupiah(totals.sisa)}.`}
      action={
        <Button size="small" onClick={t.ambil.lepas} disabled={t.busy} data-testid="lepas-titipan">
          Batalkan Pengambilan
        </Button>
      }
    />
  );
}

/** The order being collected: what was ordered, what was made, its DP, what is left; and the way back. */
function AmbilPesananInfo({ t }: PanelProps) {
  const { doc } = t.pesanan;
  if (!doc) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<GiftOutlined />}
      style={{ marginBottom: 16 }}
      data-testid="ambil-pesanan-info"
      title={`Pengambilan Pesanan ${doc.no_pesanan} (${formatTanggal(doc.tgl_system)})`}
      description={ambilPesananText(doc, t.cart.lines)}
      action={
        <Button size="small" onClick={t.pesanan.lepas} disabled={t.busy} data-testid="lepas-pesanan">
          Batalkan Pengambilan
        </Button>
      }
    />
  );
}

/** Who buys: the banner, the last result, the deposit or order collected, the sales person and customer. */
export function PenjualanCustomerPanel({ t }: PanelProps) {
  const { customer, ambil, pesanan } = t;
  const marketplace = (
    <Form.Item name="kode_marketplace" label="Marketplace">
      <RefSelect
        master={masterResource('marketplace')}
        label="Marketplace (jika ada)"
        allowClear
        data-testid="kode-marketplace"
      />
    </Form.Item>
  );
  return (
    <>
      <CustomerBanner nama={customer.nama} member={customer.member}>
        {t.titipan && <Tag color="purple">TITIPAN</Tag>}
        {ambil.doc && (
          <Tag color="gold" data-testid="banner-ambil-titipan">
            {WEB_TEXTS.transaksiPenjualan.ambilTitipan(ambil.doc.no_titip)}
          </Tag>
        )}
        {pesanan.doc && (
          <Tag color="gold" data-testid="banner-ambil-pesanan">
            {WEB_TEXTS.transaksiPenjualan.ambilPesanan(pesanan.doc.no_pesanan)}
          </Tag>
        )}
      </CustomerBanner>
      <PenjualanResult t={t} />
      <AmbilTitipanInfo t={t} />
      <AmbilPesananInfo t={t} />
      {/* The deposit or the order names its customer: collecting it serves that customer only. */}
      <CustomerFields
        customer={customer}
        locked={Boolean(ambil.doc || pesanan.doc)}
        extra={t.titipan ? undefined : marketplace}
      />
    </>
  );
}

/** The pieces: scanned onto the sale or deposit, the collected deposit's own, or the order's made piece. */
export function PenjualanScanPanel({ t }: PanelProps) {
  const { cart } = t;
  if (t.ambil.doc)
    return <TitipanLinesTable items={t.ambil.doc.items} withTotal data-testid="penjualan-lines" />;
  if (t.pesanan.doc) {
    // The order's own piece only, at the price of its real weight: nothing to scan, no price to ask.
    return (
      <>
        {cart.problem && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="pesanan-problem"
            title={cart.problem}
          />
        )}
        <PenjualanCartTable lines={cart.lines} disabled={t.busy} fixedPrice onHargaJual={cart.setHargaJual} />
      </>
    );
  }
  return (
    <>
      {cart.unpriced.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="harga-belum-diinput"
          title={WEB_TEXTS.transaksiPenjualan.hargaBelumDiinput(cart.unpriced.join(', '))}
        />
      )}
      <ScanInput onScan={cart.scan} problem={cart.problem} loading={cart.scanning} disabled={t.busy} />
      <PenjualanCartTable
        lines={cart.lines}
        disabled={t.busy}
        fixedPrice={t.titipan}
        onHargaJual={cart.setHargaJual}
        onRemove={cart.remove}
      />
    </>
  );
}

/**
 * Gold the customer trades in for the sale (a plain sale only): Bayar dengan Tukar opens
 * the buyback lines, priced as at Transaksi Pembelian; Tanpa Tukar goes back.
 */
export function PenjualanTukarPanel({ t }: PanelProps) {
  const { tukar } = t;
  if (t.titipan || t.ambil.doc || t.pesanan.doc) return null;
  if (!tukar.aktif) {
    return (
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button
          icon={<SwapOutlined />}
          disabled={t.busy}
          onClick={tukar.mulai}
          data-testid="bayar-dengan-tukar"
        >
          {WEB_TEXTS.tukar.bayarDenganTukar}
        </Button>
      </Flex>
    );
  }
  return (
    <div style={{ marginTop: 16 }} data-testid="barang-tukar">
      <BuybackLinesCard
        cart={tukar.cart}
        rules={tukar.rules}
        title={WEB_TEXTS.tukar.barangTukar}
        perluOtorisasi={WEB_TEXTS.tukar.perluOtorisasi}
        disabled={t.busy}
        scanTestId="scan-tukar"
        extra={
          <Button
            disabled={t.busy}
            onClick={tukar.lepas}
            style={{ marginRight: 8 }}
            data-testid="tanpa-tukar"
          >
            {WEB_TEXTS.tukar.tanpaTukar}
          </Button>
        }
      />
    </div>
  );
}

/** A deposit's DP and how it is paid, or the sale's payment (a collected deposit's or order's DP, traded-in gold counted). */
export function PenjualanPaymentPanel({ t }: PanelProps) {
  const { ambil, pesanan } = t;
  const dp = () => {
    if (t.titipan) return undefined;
    if (ambil.doc) return { jenis: 'Titipan' as const, no: ambil.doc.no_titip, dp: ambil.doc.dp };
    if (pesanan.doc) return { jenis: 'Pesanan' as const, no: pesanan.doc.no_pesanan, dp: pesanan.doc.dp };
    return undefined;
  };
  return (
    <>
      {t.titipan && (
        <Card size="small" title="Titipan" style={{ marginTop: 16 }}>
          <TitipanDpFields total={t.cart.totals.total} dp={t.dp} disabled={t.busy} />
        </Card>
      )}
      <Card size="small" title={t.titipan ? 'Pembayaran DP' : 'Pembayaran'} style={{ marginTop: 16 }}>
        <PembayaranFields
          form={t.form}
          methods={METODE_JUAL}
          total={t.titipan ? (t.dp ?? 0) : (ambil.totals?.total ?? t.cart.totals.total)}
          totalLabel={t.titipan ? 'DP Dibayar' : undefined}
          dp={dp()}
          tukar={t.tukar.cart.lines.length > 0 ? { nilai: t.tukar.nilai } : undefined}
          disabled={t.busy}
        />
      </Card>
    </>
  );
}
