import type { PesananDoc } from '@toko/shared';
import { type TableColumnsType, Typography } from 'antd';
import { PickDocumentDialog } from '../../../components/dialogs/pick-document-dialog';
import { formatBerat } from '../../../lib/format';
import { usePesananSiap } from '../api/get-pesanan-page';
import { customerCell, noTitipCell, rupiahCell } from './titipan-summary-columns';

export interface AmbilPesananDialogProps {
  open: boolean;
  onPick: (doc: PesananDoc) => void;
  onClose: () => void;
}

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/**
 * The orders a customer can collect: made (DONE: the piece is in stock with the order's
 * number), searched on the server by number, the made piece's barcode, name or phone,
 * so a number typed from the customer's slip finds its order at once.
 */
export function AmbilPesananDialog({ open, onPick, onClose }: AmbilPesananDialogProps) {
  const columns: TableColumnsType<PesananDoc> = [
    {
      key: 'no',
      title: 'No Pesanan / Tanggal',
      render: (_v, doc) =>
        noTitipCell({ no_titip: doc.no_pesanan, tgl_system: doc.tgl_system, jam: doc.jam }),
    },
    { key: 'customer', title: 'Customer', render: (_v, doc) => customerCell(doc) },
    {
      key: 'pesanan',
      title: 'Pesanan',
      render: (_v, doc) => (
        <div style={{ maxWidth: 220 }}>
          {doc.deskripsi}
          {secondary(`${doc.kode_group} / ${doc.kode_dept} · estimasi ${formatBerat(doc.berat)} gr`)}
        </div>
      ),
    },
    { key: 'barcode', title: 'Barcode', render: (_v, doc) => doc.kode_barcode ?? '-' },
    { key: 'total', title: 'Estimasi (Rp)', align: 'right', render: (_v, doc) => rupiahCell(doc.total) },
    {
      key: 'dp',
      title: 'DP (Rp)',
      align: 'right',
      render: (_v, doc) => <strong>{rupiahCell(doc.dp)}</strong>,
    },
  ];
  return (
    <PickDocumentDialog<PesananDoc>
      open={open}
      title="Ambil Pesanan"
      width={1000}
      name="ambil-pesanan"
      searchLabel="Cari Pesanan"
      placeholder="No Pesanan, Barcode, Nama Customer atau No HP"
      numberOf={(doc) => doc.no_pesanan}
      columns={columns}
      usePage={usePesananSiap}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
