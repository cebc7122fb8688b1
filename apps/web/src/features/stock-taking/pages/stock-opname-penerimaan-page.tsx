import { OpnameScreen } from '../components/opname-screen';

/** Stock Opname Penerimaan: a received document (Penerimaan Barang or Terima Barang) checked piece by piece. */
export function StockOpnamePenerimaanPage() {
  return <OpnameScreen jenis="PENERIMAAN" />;
}
