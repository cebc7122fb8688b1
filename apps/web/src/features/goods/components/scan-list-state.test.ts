import { act, renderHook } from '@testing-library/react';
import type { Barang } from '@toko/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_TEXTS } from '../../../texts';
import { getBarangByBarcode } from '../api/get-barang-by-barcode';
import { normaliseBarcode, scannedPieces, scanRefusal, scanTotals, useScanList } from './scan-list-state';
import { barang } from './scan-test-barang';

vi.mock('../api/get-barang-by-barcode', () => ({ getBarangByBarcode: vi.fn() }));
const lookup = vi.mocked(getBarangByBarcode);

describe('scan list rules', () => {
  it('zero-pads typed numbers to the 8-digit barcode and refuses anything else', () => {
    expect(normaliseBarcode(' 123 ')).toBe('00000123');
    expect(normaliseBarcode('00000123')).toBe('00000123');
    expect(normaliseBarcode('123456789')).toBeUndefined();
    expect(normaliseBarcode('12A')).toBeUndefined();
    expect(normaliseBarcode('')).toBeUndefined();
  });

  it('refuses a piece already listed, sold or destroyed', () => {
    const piece = barang();
    expect(scanRefusal(piece, [])).toBeUndefined();
    expect(scanRefusal(piece, [piece])).toBe(WEB_TEXTS.scan.alreadyScanned('00000001'));
    expect(scanRefusal(barang({ stock: 0, status: 'SOLD' }), [])).toBe(
      'Barang 00000001 tidak tersedia (status SOLD, stock 0)',
    );
    expect(scanRefusal(barang({ status: 'HANCUR' }), [])).toContain('tidak tersedia');
  });

  it('takes the statuses a screen asks for: bought-back gold on Sortir Pembelian, not goods on sale', () => {
    expect(scanRefusal(barang({ status: 'BELI' }), [], ['BELI'])).toBeUndefined();
    expect(scanRefusal(barang({ status: 'BELI' }), [])).toContain('status BELI');
    expect(scanRefusal(barang(), [], ['BELI'])).toContain('status READY');
  });

  it('sums weights exactly, in milligrams', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    const list = [barang({ berat: 0.1 }), barang({ berat: 0.2 }), barang({ berat: 10.005 })];
    expect(scanTotals(list)).toEqual({ jumlah: 3, beratMg: 10_305 });
    expect(scanTotals([])).toEqual({ jumlah: 0, beratMg: 0 });
  });

  it('sends each piece back with the place it was seen in', () => {
    expect(scannedPieces([barang({ kode_gudang: 'BELI', kode_baki: 'B01' })])).toEqual([
      { kode_barcode: '00000001', kode_gudang: 'BELI', kode_baki: 'B01' },
    ]);
  });
});

describe('useScanList', () => {
  beforeEach(() => {
    lookup.mockReset();
  });

  it('adds a ready piece, refuses the second scan of it without asking the server again', async () => {
    lookup.mockResolvedValue(barang());
    const { result } = renderHook(() => useScanList());
    await act(() => result.current.scan('1'));
    expect(lookup).toHaveBeenCalledWith('00000001');
    expect(result.current.items.map((item) => item.kode_barcode)).toEqual(['00000001']);
    await act(() => result.current.scan('00000001'));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(result.current.problem).toBe(WEB_TEXTS.scan.alreadyScanned('00000001'));
    expect(result.current.items).toHaveLength(1);
  });

  it('refuses the same barcode scanned twice before the first lookup answered', async () => {
    let answer: (value: Barang) => void = () => undefined;
    lookup.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useScanList());
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.scan('00000001');
    });
    await act(() => result.current.scan('00000001'));
    expect(result.current.problem).toBe(WEB_TEXTS.scan.alreadyScanned('00000001'));
    await act(async () => {
      answer(barang());
      await first;
    });
    expect(result.current.items).toHaveLength(1);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for an unknown barcode and the screen's own refusal", async () => {
    lookup.mockRejectedValueOnce({ status: 404, message: 'Barang 00000009 tidak ditemukan di toko ini' });
    const { result } = renderHook(() =>
      useScanList({ refuse: (piece) => (piece.no_pesanan ? 'Barang pesanan' : undefined) }),
    );
    await act(() => result.current.scan('9'));
    expect(result.current.problem).toBe('Barang 00000009 tidak ditemukan di toko ini');
    lookup.mockResolvedValueOnce(barang({ kode_barcode: '00000002', no_pesanan: 'PST-PS-1' }));
    await act(() => result.current.scan('2'));
    expect(result.current.problem).toBe('Barang pesanan');
    expect(result.current.items).toHaveLength(0);
    await act(() => result.current.scan('12X'));
    expect(result.current.problem).toBe(WEB_TEXTS.scan.invalidBarcode);
  });

  it('drops the pieces a refused write names, so they can be scanned again', async () => {
    lookup.mockImplementation(async (kode) => barang({ kode_barcode: kode }));
    const { result } = renderHook(() => useScanList());
    await act(() => result.current.scan('1'));
    await act(() => result.current.scan('2'));
    const message = 'Barang 00000002 sudah dipindahkan oleh transaksi lain, silahkan scan ulang';
    act(() => result.current.dropStale(message));
    expect(result.current.items.map((item) => item.kode_barcode)).toEqual(['00000001']);
    expect(result.current.problem).toBe(message);
    act(() => result.current.remove('00000001'));
    expect(result.current.items).toHaveLength(0);
  });
});
