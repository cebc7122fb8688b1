import type { Barang, ScannedPiece } from '@toko/shared';
import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { WEB_TEXTS } from '../../../texts';
import { getBarangByBarcode } from '../api/get-barang-by-barcode';

/**
 * What the scanner or the keyboard gave, as the 8-digit barcode (short numbers are
 * zero-padded, as the labels print them), or undefined when it cannot be one.
 */
export function normaliseBarcode(text: string): string | undefined {
  const trimmed = text.trim();
  return /^\d{1,8}$/.test(trimmed) ? trimmed.padStart(8, '0') : undefined;
}

/** Why a fetched piece may not join the list, or undefined when it may. */
export function scanRefusal(
  barang: Barang,
  list: readonly Pick<Barang, 'kode_barcode'>[],
  statuses: readonly string[] = ['READY'],
): string | undefined {
  if (list.some((item) => item.kode_barcode === barang.kode_barcode)) {
    return WEB_TEXTS.scan.alreadyScanned(barang.kode_barcode);
  }
  if (!statuses.includes(barang.status) || barang.stock <= 0) return WEB_TEXTS.scan.notReady(barang);
  return undefined;
}

/** Grams from the API (3 decimals) to integer milligrams. */
export function beratMg(grams: number): number {
  return Math.round(grams * 1000);
}

/** Count and weight of the list; the weight summed in integer milligrams so it is exact. */
export function scanTotals(list: readonly Pick<Barang, 'berat'>[]): { jumlah: number; beratMg: number } {
  return { jumlah: list.length, beratMg: list.reduce((sum, item) => sum + beratMg(item.berat), 0) };
}

/** The pieces as a write sends them back: barcode plus the place the screen saw it in. */
export function scannedPieces(list: readonly Barang[]): ScannedPiece[] {
  return list.map((item) => ({
    kode_barcode: item.kode_barcode,
    kode_gudang: item.kode_gudang,
    kode_baki: item.kode_baki,
  }));
}

export interface UseScanListOptions {
  /** A screen's own refusal (e.g. a piece made for an order), checked after the common ones. */
  refuse?: (barang: Barang) => string | undefined;
  /** The statuses a piece may have to join the list (READY unless the screen says otherwise). */
  statuses?: readonly string[];
}

export interface ScanListState {
  items: Barang[];
  /** The last refusal, shown under the input until the next scan. */
  problem: string | undefined;
  /** Barcodes being looked up. */
  pending: number;
  scan: (text: string) => Promise<boolean>;
  remove: (kodeBarcode: string) => void;
  clear: () => void;
  setProblem: (problem: string | undefined) => void;
  /**
   * The server refused the write because pieces moved or left meanwhile: the pieces
   * its message names leave the list (to be scanned again, fresh) and the message
   * stays under the input.
   */
  dropStale: (message: string) => void;
}

/**
 * The pieces scanned on a screen. Each keeps the gudang and baki it was seen in,
 * which the write sends back so the server can refuse a piece moved meanwhile.
 */
export function useScanList(options: UseScanListOptions = {}): ScanListState {
  const [items, setItems] = useState<Barang[]>([]);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(0);
  // A scanner sends the next barcode before the previous lookup answers: both checks
  // below must see the list as it will be, not as the last render saw it.
  const itemsRef = useRef<Barang[]>([]);
  const inFlight = useRef(new Set<string>());
  const refuseRef = useRef(options.refuse);
  refuseRef.current = options.refuse;
  const statusesRef = useRef(options.statuses);
  statusesRef.current = options.statuses;

  const commit = useCallback((next: Barang[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const scan = useCallback(
    async (text: string) => {
      const kode = normaliseBarcode(text);
      if (!kode) {
        setProblem(WEB_TEXTS.scan.invalidBarcode);
        return false;
      }
      if (inFlight.current.has(kode) || itemsRef.current.some((item) => item.kode_barcode === kode)) {
        setProblem(WEB_TEXTS.scan.alreadyScanned(kode));
        return false;
      }
      inFlight.current.add(kode);
      setPending((count) => count + 1);
      try {
        const barang = await getBarangByBarcode(kode);
        const refusal =
          scanRefusal(barang, itemsRef.current, statusesRef.current) ?? refuseRef.current?.(barang);
        if (refusal) {
          setProblem(refusal);
          return false;
        }
        commit([...itemsRef.current, barang]);
        setProblem(undefined);
        return true;
      } catch (error) {
        setProblem(apiErrorMessage(error) ?? WEB_TEXTS.scan.notFound(kode));
        return false;
      } finally {
        inFlight.current.delete(kode);
        setPending((count) => count - 1);
      }
    },
    [commit],
  );

  const remove = useCallback(
    (kodeBarcode: string) => commit(itemsRef.current.filter((item) => item.kode_barcode !== kodeBarcode)),
    [commit],
  );
  const clear = useCallback(() => {
    commit([]);
    setProblem(undefined);
  }, [commit]);

  const dropStale = useCallback(
    (message: string) => {
      commit(itemsRef.current.filter((item) => !message.includes(item.kode_barcode)));
      setProblem(message);
    },
    [commit],
  );

  return { items, problem, pending, scan, remove, clear, setProblem, dropStale };
}
