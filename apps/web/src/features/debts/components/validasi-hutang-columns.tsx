import {
  cashLines,
  formatBungaPersen,
  type HutangBayarRow,
  type HutangDoc,
  type JenisBayarHutang,
  jumlahBarang,
  type NotaAmount,
  pembayaranPembelian,
  TEXTS,
} from '@toko/shared';
import { Descriptions, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import { PictureFrame } from '../../../components/image-upload/picture-frame';
import { PembayaranLines } from '../../../components/pembayaran/pembayaran-lines';
import { formatBerat, formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}>
    {text}
  </Typography.Text>
);

const beratOf = (doc: HutangDoc) =>
  doc.items.reduce((sum, line) => sum + Math.round(line.berat * 1000), 0) / 1000;

function customerCell(row: { nama_customer: string; nik: string }) {
  return (
    <div style={{ maxWidth: 180 }}>
      {row.nama_customer}
      {secondary(`NIK ${row.nik}`)}
    </div>
  );
}

/** The loans waiting: number, date and who lent, customer and NIK, the pieces, the loan and its terms, the payout. */
export const hutangValidasiColumns: TableColumnsType<HutangDoc> = [
  {
    key: 'no',
    title: 'No Hutang / Tanggal',
    render: (_v, doc) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {doc.no_hutang}
        {secondary(`${formatTanggal(doc.tgl_system)} ${doc.jam}`)}
        {doc.no_hutang_lama && secondary(`Perpanjangan ${doc.no_hutang_lama}`)}
        {secondary(`Input ${doc.input_by}`)}
      </div>
    ),
  },
  { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
  {
    key: 'barang',
    title: 'Barang Jaminan',
    render: (_v, doc) => (
      <div style={{ maxWidth: 180 }}>
        {doc.items.map((line) => line.nama_barang).join(', ')}
        {secondary(`${formatNumber(jumlahBarang(doc.items))} barang · ${formatBerat(beratOf(doc))} g`)}
        {secondary(`Taksiran ${formatNumber(doc.nilai_taksiran)}`)}
      </div>
    ),
  },
  {
    key: 'pinjaman',
    title: 'Pinjaman (Rp)',
    align: 'right',
    render: (_v, doc) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        <b>{formatNumber(doc.pokok)}</b>
        {doc.pokok > doc.maks_pinjaman && (
          <Tag color="orange" style={{ marginLeft: 4 }}>
            Di Atas Maks
          </Tag>
        )}
        {secondary(`${doc.kode_pinjaman} · ${formatBungaPersen(doc.bunga_persen)}`)}
        {secondary(`Tempo ${formatTanggal(doc.tgl_jatuh_tempo)}`)}
      </div>
    ),
  },
  {
    key: 'pencairan',
    title: 'Pencairan',
    render: (_v, doc) => <PembayaranLines lines={pembayaranPembelian(doc)} data-testid="hutang-pencairan" />,
  },
];

/** A loan opened in the list: each pledged piece with its photo, weight, kadar and value. */
export function HutangValidasiDetail({ doc }: { doc: HutangDoc }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={doc.items}
      columns={[
        {
          key: 'group',
          title: 'Group / Jenis',
          render: (_v, line) => `${line.kode_group} / ${line.kode_dept}`,
        },
        { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
        { key: 'berat', title: 'Berat (g)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
        { key: 'kadar', title: 'Kadar', align: 'right', render: (_v, line) => `${line.kadar}%` },
        { key: 'jumlah', title: 'Jml', align: 'right', dataIndex: 'jumlah' },
        {
          key: 'harga',
          title: 'Harga Beli / g',
          align: 'right',
          render: (_v, line) => <RupiahCell value={line.harga_gram} />,
        },
        {
          key: 'nilai',
          title: 'Nilai',
          align: 'right',
          render: (_v, line) => <RupiahCell value={line.nilai} />,
        },
        {
          key: 'foto',
          title: 'Foto',
          render: (_v, line) =>
            line.foto_url ? (
              <PictureFrame
                url={line.foto_url}
                name={line.nama_barang}
                size={48}
                testId={`hutang-foto-${line.id}`}
              />
            ) : (
              '-'
            ),
        },
      ]}
    />
  );
}

/** A payment as staff name it. */
export const JENIS_BAYAR_LABELS: Record<JenisBayarHutang, string> = TEXTS.status.bayarHutang;

const JENIS_COLORS: Record<JenisBayarHutang, string> = {
  BUNGA: 'blue',
  LUNAS: 'green',
  PERPANJANG: 'purple',
};

/** How the customer paid: cash (with change), a transfer to the shop's account. */
export function pembayaranBayarHutang(row: HutangBayarRow): NotaAmount[] {
  return [
    ...cashLines(row.cash_rp, row.kembalian),
    ...(row.transfer_rp > 0
      ? [
          {
            label: TEXTS.pembayaran.transfer,
            detail: `Rek. ${row.no_rekening}`,
            value: formatRupiah(row.transfer_rp),
          },
        ]
      : []),
  ];
}

/** The payments waiting: number and date, the loan and its customer, what was paid for and how. */
export const bayarValidasiColumns: TableColumnsType<HutangBayarRow> = [
  {
    key: 'no',
    title: 'No Bayar / Tanggal',
    render: (_v, row) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {row.no_bayar}
        {secondary(`${formatTanggal(row.tgl_system)} ${row.jam}`)}
      </div>
    ),
  },
  {
    key: 'hutang',
    title: 'No Hutang / Customer',
    render: (_v, row) => (
      <div style={{ maxWidth: 200 }}>
        {row.no_hutang}
        {secondary(row.nama_customer)}
        {secondary(`NIK ${row.nik}`)}
      </div>
    ),
  },
  {
    key: 'jenis',
    title: 'Jenis',
    render: (_v, row) => <Tag color={JENIS_COLORS[row.jenis]}>{JENIS_BAYAR_LABELS[row.jenis]}</Tag>,
  },
  {
    key: 'rincian',
    title: 'Rincian (Rp)',
    align: 'right',
    render: (_v, row) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        <b>{formatNumber(row.total)}</b>
        {secondary(`Bunga ${formatNumber(row.bunga)} (${formatNumber(row.hari_dihitung)} hari)`)}
        {row.pokok > 0 && secondary(`Pokok ${formatNumber(row.pokok)}`)}
      </div>
    ),
  },
  {
    key: 'bayar',
    title: 'Pembayaran',
    render: (_v, row) => (
      <PembayaranLines lines={pembayaranBayarHutang(row)} data-testid="bayar-hutang-pembayaran" />
    ),
  },
  { key: 'input', title: 'Input', render: (_v, row) => row.input_by },
];

/** A payment opened in the list: the days it covers and what it was charged. */
export function BayarValidasiDetail({ row }: { row: HutangBayarRow }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 3 }}
      items={[
        { key: 'dari', label: 'Bunga Dari', children: formatTanggal(row.tgl_dari) },
        { key: 'hari', label: 'Hari Berjalan', children: `${formatNumber(row.hari)} hari` },
        { key: 'dihitung', label: 'Hari Dihitung', children: `${formatNumber(row.hari_dihitung)} hari` },
        { key: 'bunga', label: 'Bunga', children: formatRupiah(row.bunga) },
        { key: 'pokok', label: 'Pokok Dibayar', children: formatRupiah(row.pokok) },
        { key: 'total', label: 'Total', children: <b>{formatRupiah(row.total)}</b> },
      ]}
    />
  );
}
