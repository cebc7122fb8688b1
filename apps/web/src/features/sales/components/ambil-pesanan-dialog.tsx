import type { PesananDoc } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { customerColumn, rupiahColumn, secondary } from '../../../components/counter/counter-columns';
import { PickDocumentDialog } from '../../../components/dialogs/pick-document-dialog';
import { formatBerat } from '../../../lib/format';
import { usePesananSiap } from '../api/get-pesanan-page';
import { noTitipCell } from './titipan-summary-columns';

export interface AmbilPesananDialogProps {
  open: boolean;
  onPick: (doc: PesananDoc) => void;
  onClose: () => void;
}

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
    customerColumn(),
    {
      key: 'pesanan',
      title: 'Pesanan',
      render: (_v, doc) => (
        <div style={{ maxWidth: 220 }}>
          {doc.deskripsi}
          {secondary(`${doc.kode_group} / ${doc.kode_dept} · estimasi ${formatBerat(doc.berat)} gr`, true)}
        </div>
      ),
    },
    { key: 'barcode', title: 'Barcode', render: (_v, doc) => doc.kode_barcode ?? '-' },
    rupiahColumn('total', 'Estimasi (Rp)', (doc) => doc.total),
    rupiahColumn('dp', 'DP (Rp)', (doc) => doc.dp, true),
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
