import { StopOutlined } from '@ant-design/icons';
import type { STATUS_TITIPAN, TitipanDoc } from '@toko/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { useBatal } from '../../../components/batal/use-batal';
import { customerColumn } from '../../../components/counter/counter-columns';
import { DocumentListPage } from '../../../components/transaksi-list/document-list-page';
import { StackedCell } from '../../../components/transaksi-list/stacked-cell';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { useBatalTitipan } from '../api/batal-titipan';
import { type TitipanPageQuery, useTitipanPage } from '../api/get-titipan-page';
import { batalTitipanPesan } from '../components/titipan-cart';
import { TitipanLinesTable } from '../components/titipan-lines-table';
import { TitipanNotaDialog } from '../components/titipan-nota-dialog';
import { TITIPAN_STATUS_LABELS, TitipanStatusTag, TitipanValidTag } from '../components/titipan-status-tag';
import { isiCell, noTitipCell, titipanAmountColumns } from '../components/titipan-summary-columns';

type StatusTitipan = (typeof STATUS_TITIPAN)[number];

const STATUS_OPTIONS = (Object.keys(TITIPAN_STATUS_LABELS) as StatusTitipan[]).map((value) => ({
  value,
  label: TITIPAN_STATUS_LABELS[value],
}));

const columns: TableColumnsType<TitipanDoc> = [
  { key: 'no', title: 'No Titip / Tanggal', render: (_v, doc) => noTitipCell(doc) },
  customerColumn(),
  { key: 'isi', title: 'Barang', render: (_v, doc) => isiCell(doc) },
  ...titipanAmountColumns,
  {
    key: 'status',
    title: 'Status / Validasi',
    render: (_v, doc) => (
      <Space size={2} vertical>
        <TitipanStatusTag doc={doc} />
        <TitipanValidTag doc={doc} />
        {/* A collected deposit names the sale that collected it. */}
        {doc.status === 'FINISH' && <StackedCell main="" sub={doc.no_faktur_group} />}
      </Space>
    ),
  },
];

/**
 * Lihat Titipan: the shop's deposits searched on the server, with their pieces, the slip
 * to reprint, and the cancellation of an open one with otorisasi (DP refunded, pieces
 * back to their trays). A deposit waits weeks for its customer: the list opens on every
 * active one, whatever its date.
 */
export function LihatTitipanPage() {
  const { batal, doneAlert, otorisasiDialog } = useBatal();
  const { mutateAsync } = useBatalTitipan();
  const batalButton = (doc: TitipanDoc) =>
    doc.status === 'OPEN' && (
      <Button
        size="small"
        block
        danger
        icon={<StopOutlined />}
        data-testid={`batal-${doc.no_titip}`}
        onClick={() =>
          void batal({
            title: 'Otorisasi Batal Titipan',
            summary: `Batal ${doc.no_titip} (${doc.nama_customer}): DP ${formatRupiah(doc.dp)} dikembalikan, ${formatNumber(
              doc.items.length,
            )} barang kembali ke baki asal`,
            send: (otorisasi) => mutateAsync({ noTitip: doc.no_titip, otorisasi }),
            done: batalTitipanPesan,
          })
        }
      >
        Batal
      </Button>
    );
  return (
    <DocumentListPage<TitipanDoc, StatusTitipan, TitipanPageQuery>
      title="Lihat Titipan"
      name="titipan"
      numberOf={(doc) => doc.no_titip}
      toQuery={(filters) => filters}
      usePage={useTitipanPage}
      columns={columns}
      statusOptions={STATUS_OPTIONS}
      initialStatus="OPEN"
      anyDate
      searchPlaceholder="No Titip, Barcode, Nama Customer atau No HP"
      renderLines={(doc) => <TitipanLinesTable items={doc.items} data-testid={`lines-${doc.no_titip}`} />}
      renderNota={({ number, onClose }) => <TitipanNotaDialog noTitip={number} onClose={onClose} />}
      moreActions={batalButton}
      notice={doneAlert}
    >
      {otorisasiDialog}
    </DocumentListPage>
  );
}
