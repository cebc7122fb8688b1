import { GUDANG_BELI, TEXTS } from '@toko/shared';
import { sortirPembelian } from '../api/sortir-pembelian';
import { PindahScreen } from './pindah-barang-page';

/** Bought-back gold waits in gudang BELI with status BELI until it is sorted. */
const FROM_BELI = ['BELI'] as const;

/**
 * Sortir Pembelian: bought-back pieces are scanned and sent to one destination: back on
 * sale in a display tray (Jual Kembali), out for re-plating (Sepuhan) or aside to be melted
 * (Lebur, then Hancur Data Barang). Pindah Sortir moves them on later.
 */
export function SortirPembelianPage() {
  return (
    <PindahScreen
      title="Sortir Pembelian"
      save={sortirPembelian}
      statuses={FROM_BELI}
      tujuanSortir
      gudangRules={[
        {
          validator: async (_, value) => {
            if (value === GUDANG_BELI) throw new Error(TEXTS.sepuhan.tujuanBeli);
          },
        },
      ]}
    />
  );
}
