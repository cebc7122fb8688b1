import { OpnameScreen } from '../components/opname-screen';

/** Stock Opname Global: the whole shop, with progress per tray; usable during the date block (SPEC §2). */
export function StockOpnameGlobalPage() {
  return <OpnameScreen jenis="GLOBAL" />;
}
