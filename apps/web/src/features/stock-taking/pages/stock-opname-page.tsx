import { OpnameScreen } from '../components/opname-screen';

/** Stock Opname of one tray. */
export function StockOpnamePage() {
  return <OpnameScreen jenis="BAKI" />;
}
