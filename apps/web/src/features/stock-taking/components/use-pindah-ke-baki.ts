import type { HasilOpnameItem, StockOpname } from '@toko/shared';
import { useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { confirmDialog } from '../../../lib/notify';
import { pindahKeBaki } from '../api/pindah-ke-baki';

export interface PindahKeBaki {
  /** The pieces moved from this screen: barcode -> PB number. */
  moved: Record<string, string>;
  askPindah: (item: HasilOpnameItem) => Promise<void>;
}

/**
 * A piece a tray's opname found there though it belongs elsewhere, moved to that tray
 * after a confirmation; the pieces moved from this screen (barcode -> PB number).
 */
export function usePindahKeBaki(opname: StockOpname): PindahKeBaki {
  // The row says the piece was moved instead of offering the move again.
  const [moved, setMoved] = useState<Record<string, string>>({});
  const pindah = useSaveMutation({
    mutationFn: (item: HasilOpnameItem) =>
      pindahKeBaki({
        items: [
          { kode_barcode: item.kode_barcode, kode_gudang: item.kode_gudang, kode_baki: item.kode_baki },
        ],
        kode_gudang_tujuan: opname.kode_gudang ?? '',
        kode_baki_tujuan: opname.kode_baki ?? '',
      }),
    successText: 'Barang Berhasil Dipindah',
    onSuccess: (result, item) => setMoved((current) => ({ ...current, [item.kode_barcode]: result.no_ref })),
  });
  const askPindah = async (item: HasilOpnameItem) => {
    const ok = await confirmDialog({
      title: 'Pindah Barang ?',
      content: `Barang ${item.kode_barcode} (${item.nama_barang}) dipindah dari Baki ${item.kode_baki} ke Baki ${opname.kode_baki} melalui Pindah Barang.`,
      okText: 'Pindah',
    });
    if (ok) pindah.mutate(item);
  };
  return { moved, askPindah };
}
