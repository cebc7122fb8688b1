import { type HutangDoc, jumlahBarang, type StatusHutang, TEXTS } from '@toko/shared';
import { Table, type TableColumnsType, Tag, Typography } from 'antd';
import { StatusTag, secondary, statusColumn } from '../../../components/counter/counter-columns';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import { savedPhotoColumn } from '../../../components/form/item-list-columns';
import { ValidasiTag } from '../../../components/status/validasi-tag';
import { formatBerat, formatNumber, formatTanggal } from '../../../lib/format';
import { lewatJatuhTempo, lewatTempo } from './hutang-actions';

/** A loan's state as staff name it. */
export const HUTANG_STATUS_LABELS: Record<StatusHutang, string> = TEXTS.status.hutang;

const COLORS: Record<StatusHutang, string> = {
  OPEN: 'blue',
  LUNAS: 'green',
  PERPANJANG: 'cyan',
  LELANG: 'orange',
  BATAL: 'red',
};

export function HutangStatusTag({ doc }: { doc: Pick<HutangDoc, 'status'> }) {
  return <StatusTag status={doc.status} labels={HUTANG_STATUS_LABELS} colors={COLORS} />;
}

const beratTotal = (doc: HutangDoc) =>
  doc.items.reduce((sum, line) => sum + Math.round(line.berat * 1000), 0) / 1000;

/** What the list's columns need beyond the loan: the business date and the grace before lelang. */
export interface HutangColumnsContext {
  today: string;
  masaTenggang: number;
}

/**
 * Lihat Hutang's columns, stacked so that a 1366 px laptop shows them all with the actions:
 * number and date, customer and NIK, pieces, pokok and rate, due date, the interest as of
 * the business date, state.
 */
export function hutangListColumns({
  today,
  masaTenggang,
}: HutangColumnsContext): TableColumnsType<HutangDoc> {
  return [
    {
      key: 'no',
      title: 'No Hutang / Tanggal',
      render: (_v, doc) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {doc.no_hutang}
          {secondary(formatTanggal(doc.tgl_system))}
          {/* Two lines, no wider than the number itself: the state beside stays in sight. */}
          {doc.no_hutang_lama && secondary('Perpanjangan dari')}
          {doc.no_hutang_lama && secondary(doc.no_hutang_lama)}
        </div>
      ),
    },
    {
      key: 'customer',
      title: 'Customer / NIK',
      render: (_v, doc) => (
        <div style={{ maxWidth: 160 }}>
          {doc.nama_customer}
          {secondary(doc.nik)}
        </div>
      ),
    },
    {
      key: 'barang',
      title: 'Barang',
      render: (_v, doc) => (
        <div style={{ maxWidth: 170 }}>
          {doc.items.map((line) => line.nama_barang).join(', ')}
          {secondary(
            `${formatNumber(jumlahBarang(doc.items))} barang · ${formatBerat(beratTotal(doc))} gr`,
            true,
          )}
        </div>
      ),
    },
    {
      key: 'pokok',
      title: 'Pokok (Rp)',
      align: 'right',
      render: (_v, doc) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {formatNumber(doc.pokok)}
          {secondary(`${doc.kode_pinjaman} · ${formatNumber(doc.bunga_persen)}%/bln`)}
        </div>
      ),
    },
    {
      key: 'tempo',
      title: 'Jatuh Tempo',
      render: (_v, doc) => (
        <div style={{ whiteSpace: 'nowrap' }} data-testid={`tempo-${doc.no_hutang}`}>
          <Typography.Text type={lewatJatuhTempo(doc, today) ? 'danger' : undefined}>
            {formatTanggal(doc.tgl_jatuh_tempo)}
          </Typography.Text>
          {secondary(`${formatNumber(doc.jangka_bulan)} bulan`)}
          {lewatTempo(doc, today, masaTenggang) && <Tag color="red">Lewat Tempo</Tag>}
        </div>
      ),
    },
    {
      key: 'bunga',
      title: 'Bunga (Rp)',
      align: 'right',
      render: (_v, doc) =>
        doc.bunga_berjalan ? (
          <div data-testid={`bunga-${doc.no_hutang}`}>
            {formatNumber(doc.bunga_berjalan.bunga)}
            {secondary(
              `${formatNumber(doc.bunga_berjalan.hari)} hari${
                doc.bunga_berjalan.hari_dihitung !== doc.bunga_berjalan.hari
                  ? ` (dihitung ${formatNumber(doc.bunga_berjalan.hari_dihitung)})`
                  : ''
              }`,
              true,
            )}
            {secondary(`Lunas ${formatNumber(doc.bunga_berjalan.total_lunas)}`, true)}
          </div>
        ) : (
          <Typography.Text type="secondary">-</Typography.Text>
        ),
    },
    statusColumn<HutangDoc>('Status', (doc) => (
      <>
        <HutangStatusTag doc={doc} />
        <ValidasiTag statusValid={doc.status_valid} />
      </>
    )),
  ];
}

/** The pledged pieces of one loan, with their value at the loan's buy price and their photo. */
export function HutangLinesTable({ doc, ...rest }: { doc: HutangDoc; 'data-testid'?: string }) {
  type Line = HutangDoc['items'][number];
  const columns: TableColumnsType<Line> = [
    { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
    { key: 'group', title: 'Group / Jenis', render: (_v, line) => `${line.kode_group} / ${line.kode_dept}` },
    { key: 'jumlah', title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
    { key: 'kadar', title: 'Kadar', render: (_v, line) => `${formatNumber(line.kadar)}%` },
    { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
    { key: 'harga', title: 'Harga/gr', align: 'right', render: (_v, line) => formatNumber(line.harga_gram) },
    {
      key: 'nilai',
      title: 'Taksiran',
      align: 'right',
      render: (_v, line) => <RupiahCell value={line.nilai} />,
    },
    {
      key: 'status',
      title: 'Status',
      render: (_v, line) => (line.kode_barcode ? `${line.status} (${line.kode_barcode})` : line.status),
    },
    savedPhotoColumn<Line>(),
  ];
  return (
    <Table<Line>
      data-testid={rest['data-testid']}
      size="small"
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={doc.items}
    />
  );
}
