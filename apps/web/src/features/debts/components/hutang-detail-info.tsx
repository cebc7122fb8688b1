import type { HutangDoc } from '@toko/shared';
import { Alert, Button, Descriptions } from 'antd';
import {
  customerItem,
  hpMemberItem,
  salesKasirItem,
  statusItem,
  tanggalItem,
} from '../../../components/counter/counter-detail-modal';
import { ValidasiTag } from '../../../components/status/validasi-tag';
import { formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { HutangStatusTag } from './hutang-columns';

/** How the loan was paid out: "Cash 1,000,000 · Transfer 500,000 (BCA 123)". */
function pencairan(doc: HutangDoc): string {
  return (
    [
      doc.cash_rp > 0 ? `Cash ${formatNumber(doc.cash_rp)}` : '',
      doc.transfer_rp > 0 ? `Transfer ${formatNumber(doc.transfer_rp)} (${doc.no_rekening})` : '',
    ]
      .filter(Boolean)
      .join(' · ') || '-'
  );
}

/** The loan's terms: who pledged, what it is worth, the rate and term, its state and renewals. */
export function HutangDetailInfo({ doc, onOpen }: { doc: HutangDoc; onOpen: (noHutang: string) => void }) {
  const link = (no: string) => (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => onOpen(no)}
      data-testid={`link-${no}`}
    >
      {no}
    </Button>
  );
  return (
    <Descriptions
      bordered
      size="small"
      column={3}
      data-testid="hutang-detail-info"
      items={[
        tanggalItem(doc),
        customerItem(doc),
        { key: 'nik', label: 'NIK', children: doc.nik },
        hpMemberItem(doc),
        { key: 'alamat', label: 'Alamat', children: doc.alamat_customer || '-' },
        salesKasirItem(doc),
        { key: 'taksiran', label: 'Nilai Taksiran', children: formatRupiah(doc.nilai_taksiran) },
        {
          key: 'maks',
          label: 'Maks Pinjaman',
          children: `${formatRupiah(doc.maks_pinjaman)} (${formatNumber(doc.maks_persen)}%)`,
        },
        { key: 'pokok', label: 'Pokok', children: formatRupiah(doc.pokok) },
        {
          key: 'bunga',
          label: 'Bunga',
          children: `${doc.kode_pinjaman} · ${formatNumber(doc.bunga_persen)}% / bulan`,
        },
        {
          key: 'tempo',
          label: 'Jatuh Tempo',
          children: `${formatTanggal(doc.tgl_jatuh_tempo)} (${formatNumber(doc.jangka_bulan)} bulan)`,
        },
        { key: 'tgl-bunga', label: 'Bunga Dihitung Dari', children: formatTanggal(doc.tgl_bunga) },
        { key: 'cair', label: 'Pencairan', children: pencairan(doc) },
        statusItem(
          <>
            <HutangStatusTag doc={doc} />
            <ValidasiTag statusValid={doc.status_valid} />
          </>,
        ),
        { key: 'tutup', label: 'Tanggal Tutup', children: formatTanggal(doc.tgl_tutup) },
        ...(doc.no_hutang_lama
          ? [{ key: 'lama', label: 'Perpanjangan Dari', children: link(doc.no_hutang_lama) }]
          : []),
        ...(doc.no_hutang_baru
          ? [{ key: 'baru', label: 'Diperpanjang Ke', children: link(doc.no_hutang_baru) }]
          : []),
      ]}
    />
  );
}

/** What the loan comes to today (interest running), or what its auction fetched. */
export function HutangDetailNotices({ doc }: { doc: HutangDoc }) {
  return (
    <>
      {doc.bunga_berjalan && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="hutang-detail-bunga"
          title={`Per ${formatTanggal(doc.bunga_berjalan.tanggal)}: ${formatNumber(
            doc.bunga_berjalan.hari,
          )} hari (dihitung ${formatNumber(doc.bunga_berjalan.hari_dihitung)}), bunga ${formatRupiah(
            doc.bunga_berjalan.bunga,
          )}, total lunas ${formatRupiah(doc.bunga_berjalan.total_lunas)}`}
        />
      )}
      {doc.status === 'LELANG' && doc.nilai_lelang !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="hutang-detail-lelang"
          title={`Dilelang: nilai emas ${formatRupiah(doc.nilai_lelang)}, kelebihan untuk customer ${formatRupiah(
            doc.kelebihan_lelang ?? 0,
          )}`}
        />
      )}
    </>
  );
}
