import { GUDANG_BELI, SORTIR_TEXTS } from '@toko/shared';
import { sortirPembelian } from '../api/sortir-pembelian';
import { PindahScreen } from './pindah-barang-page';

/** Bought-back gold waits in gudang BELI with status BELI until it is sorted. */
const FROM_BELI = ['BELI'] as const;

/**
 * Sortir Pembelian: bought-back pieces chosen for resale are scanned and put in a display
 * tray, on sale again. Gold to be melted goes through Hancur Data Barang instead.
 */
export function SortirPembelianPage() {
  return (
    <PindahScreen
      title="Sortir Pembelian"
      save={sortirPembelian}
      statuses={FROM_BELI}
      gudangRules={[
        {
          validator: async (_, value) => {
            if (value === GUDANG_BELI) throw new Error(SORTIR_TEXTS.tujuanBeli);
          },
        },
      ]}
    />
  );
}
