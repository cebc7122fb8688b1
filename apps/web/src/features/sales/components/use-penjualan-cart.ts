import { TEXTS } from '@toko/shared';
import { useState } from 'react';
import { tellRefusal, usePendingLookups } from '../../../components/counter/use-counter-form';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { WEB_TEXTS } from '../../../texts';
import { getPenjualanHarga } from '../api/get-penjualan-harga';
import { addToCart, type CartLine, cartTotals, setHargaJual } from './penjualan-cart';

/**
 * The pieces scanned onto a sale or a deposit, each priced by the server from the day's
 * gold price; why the last scan was refused shows under the scan field.
 */
export function usePenjualanCart() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [problem, setProblem] = useState<string>();
  const lookups = usePendingLookups();

  const scan = async (text: string) => {
    if (!/^\d{1,8}$/.test(text)) {
      setProblem(WEB_TEXTS.penjualanScan.barcodeSalah);
      return;
    }
    try {
      const harga = await lookups.track(() => getPenjualanHarga(text.padStart(8, '0')));
      setLines((current) => {
        const next = addToCart(current, harga);
        setProblem(next.problem);
        return next.lines;
      });
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  };

  /**
   * The sale collecting an order: its made piece alone, priced for that order (the
   * counter refuses it to any other sale).
   */
  const takeOrderPiece = async (kodeBarcode: string, noPesanan: string) => {
    setLines([]);
    setProblem(undefined);
    try {
      const harga = await lookups.track(() => getPenjualanHarga(kodeBarcode, noPesanan));
      setLines(addToCart([], harga).lines);
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? TEXTS.requestFailed);
    }
  };

  /** A piece sold, held or moved meanwhile leaves the list, to be scanned again if it still may. */
  const refused = (error: unknown) => {
    const message = tellRefusal(error);
    if (!message) return;
    setLines((current) => current.filter((line) => !message.includes(line.barang.kode_barcode)));
    setProblem(message);
  };

  return {
    lines,
    problem,
    setProblem,
    scanning: lookups.pending,
    scan,
    takeOrderPiece,
    refused,
    totals: cartTotals(lines),
    /** The gold groups priced without today's price. */
    unpriced: [...new Set(lines.filter((line) => line.harga_belum_diinput).map((l) => l.barang.kode_group))],
    setHargaJual: (kode: string, harga: number) => setLines((current) => setHargaJual(current, kode, harga)),
    remove: (kode: string) =>
      setLines((current) => current.filter((line) => line.barang.kode_barcode !== kode)),
    clear: () => {
      setLines([]);
      setProblem(undefined);
    },
    /** A deposit holds the pieces at the system price: a price asked on the sale does not carry over. */
    atSystemPrice: () =>
      setLines((current) => current.map((line) => ({ ...line, harga_jual: line.harga_system }))),
  };
}

export type PenjualanCartState = ReturnType<typeof usePenjualanCart>;
