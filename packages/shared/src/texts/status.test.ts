import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hutangBayarDocSchema, hutangDocSchema } from '../debts/hutang.schemas.ts';
import { STATUS_BARANG } from '../goods/goods.schemas.ts';
import { kirimBarangDocSchema } from '../goods/kirim-barang.schemas.ts';
import { timbangBakiSchema } from '../goods/timbang-baki.schemas.ts';
import { STATUS_TUJUAN_SORTIR } from '../goods/tujuan-sortir.ts';
import { STATUS_MEMBER } from '../members/members.schemas.ts';
import { pesananDocSchema } from '../orders/pesanan.schemas.ts';
import { pembelianDocSchema } from '../purchases/pembelian.schemas.ts';
import { penjualanDocSchema } from '../sales/penjualan.schemas.ts';
import { titipanDocSchema } from '../sales/titipan.schemas.ts';
import { serviceDocSchema } from '../services/service.schemas.ts';
import { stockOpnameSchema } from '../stock-taking/stock-opname.schemas.ts';
import { type StatusKind, status, statusLabel } from './status.ts';

const codes = (field: z.ZodType) => (field as unknown as { options: readonly string[] }).options;

// Every state the API can answer, read from the schemas themselves: a state added to an enum
// without its word here fails this test rather than showing its code on a screen.
const ENUMS: [StatusKind, string, readonly string[]][] = [
  ['validasi', 'penjualan.status_valid', codes(penjualanDocSchema.shape.status_valid)],
  ['validasi', 'pembelian.status_valid', codes(pembelianDocSchema.shape.status_valid)],
  ['validasi', 'titipan.status_valid', codes(titipanDocSchema.shape.status_valid)],
  ['validasi', 'pesanan.status_valid', codes(pesananDocSchema.shape.status_valid)],
  ['validasi', 'service.status_valid', codes(serviceDocSchema.shape.status_valid)],
  ['validasi', 'hutang.status_valid', codes(hutangDocSchema.shape.status_valid)],
  ['validasi', 'hutang_bayar.status_valid', codes(hutangBayarDocSchema.shape.status_valid)],
  ['penjualan', 'penjualan.status', codes(penjualanDocSchema.shape.status)],
  ['penjualan', 'pembelian.status', codes(pembelianDocSchema.shape.status)],
  ['titipan', 'titipan.status', codes(titipanDocSchema.shape.status)],
  ['pesanan', 'pesanan.status', codes(pesananDocSchema.shape.status)],
  ['service', 'service.status', codes(serviceDocSchema.shape.status)],
  ['hutang', 'hutang.status', codes(hutangDocSchema.shape.status)],
  ['bayarHutang', 'hutang_bayar.jenis', codes(hutangBayarDocSchema.shape.jenis)],
  ['pembayaranHutang', 'hutang_bayar.status', codes(hutangBayarDocSchema.shape.status)],
  ['kirim', 'kirim_barang.status', codes(kirimBarangDocSchema.shape.status)],
  ['timbang', 'timbang_baki.status', codes(timbangBakiSchema.shape.status)],
  ['opname', 'stock_opname.status', codes(stockOpnameSchema.shape.status)],
  // Free-text columns: their lists of what the app writes.
  ['barang', 'barang.status', STATUS_BARANG],
  ['member', 'member status', STATUS_MEMBER],
];

describe('the one label map of document states', () => {
  it.each(ENUMS)('%s has a word for every state of %s', (kind, _field, states) => {
    expect(states.length).toBeGreaterThan(1);
    const words = status[kind] as Record<string, string>;
    for (const code of states) {
      expect(words[code], `${kind}.${code}`).toBeTruthy();
      // A word, not the code again nor upper-case shouting.
      expect(words[code]).not.toBe(code);
      expect(words[code]).not.toMatch(/^[A-Z ]+$/);
    }
    // …and no word for a state the schema no longer has.
    expect(Object.keys(words).sort()).toEqual([...states].sort());
  });

  it("lists every status sorting gives a piece among the pieces' states", () => {
    for (const code of Object.values(STATUS_TUJUAN_SORTIR)) expect(STATUS_BARANG).toContain(code);
  });

  it('reads a known code as its word and leaves an unknown one as it came', () => {
    expect(statusLabel('service', 'CLOS')).toBe('Diambil');
    expect(statusLabel('validasi', 'OPEN')).toBe('Belum Validasi');
    expect(statusLabel('titipan', 'LAMA')).toBe('LAMA');
  });
});
