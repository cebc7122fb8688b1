import type { TitipanDoc } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { customerColumn } from '../../../components/counter/counter-columns';
import { PickDocumentDialog } from '../../../components/dialogs/pick-document-dialog';
import { type TitipanPageQuery, useTitipanPage } from '../api/get-titipan-page';
import { TitipanLinesTable } from './titipan-lines-table';
import { isiCell, noTitipCell, titipanAmountColumns } from './titipan-summary-columns';

export interface AmbilTitipanDialogProps {
  open: boolean;
  onPick: (doc: TitipanDoc) => void;
  onClose: () => void;
}

/** Only open, validated deposits can be collected. */
const useCollectable = (query: Omit<TitipanPageQuery, 'status' | 'status_valid'>, enabled: boolean) =>
  useTitipanPage({ ...query, status: 'OPEN', status_valid: 'DONE' }, enabled);

/**
 * The deposits a customer can collect: open and validated (one not yet validated has
 * no pieces in gudang TITIP and no DP booked, and the server refuses it), searched on
 * the server by number, barcode, name or phone.
 */
export function AmbilTitipanDialog({ open, onPick, onClose }: AmbilTitipanDialogProps) {
  const columns: TableColumnsType<TitipanDoc> = [
    { key: 'no', title: 'No Titip / Tanggal', render: (_v, doc) => noTitipCell(doc) },
    customerColumn(),
    { key: 'isi', title: 'Barang', render: (_v, doc) => isiCell(doc) },
    ...titipanAmountColumns,
  ];
  return (
    <PickDocumentDialog<TitipanDoc>
      open={open}
      title="Ambil Titipan"
      width={960}
      name="ambil-titipan"
      searchLabel="Cari Titipan"
      placeholder="No Titip, Barcode, Nama Customer atau No HP"
      numberOf={(doc) => doc.no_titip}
      columns={columns}
      usePage={useCollectable}
      expandable={{ expandedRowRender: (doc) => <TitipanLinesTable items={doc.items} /> }}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
