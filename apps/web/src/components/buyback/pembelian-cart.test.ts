import { describe, expect, it } from 'vitest';
import { TEST_PEMBELIAN_NOTA } from '../../test/pembelian-test-data';
import { WEB_TEXTS } from '../../texts';
import {
  cartItems,
  cartTotals,
  type KondisiPilihan,
  kondisiLabel,
  kondisiOf,
  notaCustomer,
  otorisasiNotes,
  type PembelianCartLine,
  type PricingRules,
  priceLine,
  putLine,
  removeLine,
  setHarga,
} from './pembelian-cart';

const rules: PricingRules = { pembulatan: 500, roundDown: false, withOngkos: false };

const MULUS = kondisiOf({
  id: 1,
  kode_kondisi: 'MULUS',
  nama_kondisi: 'MULUS',
  type_kondisi: 'PERSENTASE',
  persentase: 10,
  rupiah_per_gram: 0,
});
const RUSAK: KondisiPilihan = { ...MULUS, kode_kondisi: 'RUSAK', nama_kondisi: 'RUSAK', persentase: 15 };
const MULUS_RP: KondisiPilihan = {
  kode_kondisi: 'MULUS-RP',
  nama_kondisi: 'MULUS (PER GRAM)',
  type_kondisi: 'RP',
  persentase: 0,
  rupiah_per_gram: 50_000,
};

const nota = TEST_PEMBELIAN_NOTA;

const ring = (overrides: Partial<PembelianCartLine> = {}): PembelianCartLine => ({
  key: nota.kode_barcode,
  nota,
  kode_group: nota.kode_group,
  kode_dept: nota.kode_dept,
  nama_barang: nota.nama_barang,
  berat: 3_270,
  kondisi: MULUS,
  hargaBeliGram: 0,
  hargaDiketik: null,
  ...overrides,
});

/** 2 g of 700 from elsewhere at the day's buy price 1,300,000/g. */
const kalung = (overrides: Partial<PembelianCartLine> = {}): PembelianCartLine => ({
  key: 'TB-1',
  kode_group: '700',
  kode_dept: 'KL',
  nama_barang: 'KALUNG RANTAI PUTUS',
  berat: 2_000,
  kondisi: RUSAK,
  hargaBeliGram: 1_300_000,
  hargaDiketik: null,
  ...overrides,
});

describe('pembelian cart pricing', () => {
  it('buys the demo ring back MULUS at 4,356,000: the receipt price without ongkos, less 10 %', () => {
    expect(priceLine(ring(), rules)).toEqual({
      base: 4_840_000,
      potongan: 484_000,
      hargaSystem: 4_356_000,
      harga: 4_356_000,
      hargaRata: 1_332_110,
      otorisasi: null,
    });
    expect(kondisiLabel(MULUS)).toBe('MULUS (10 %)');
    expect(kondisiLabel(MULUS_RP)).toBe('MULUS (PER GRAM) (Rp 50,000/gr)');
  });

  it('follows HARGA_NOTA_DENGAN_ONGKOS_MODULE and PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE', () => {
    // 5,003,500 - 500,350 = 4,503,150: up to 4,503,500, or down to 4,503,000.
    expect(priceLine(ring(), { ...rules, withOngkos: true }).hargaSystem).toBe(4_503_500);
    expect(priceLine(ring(), { ...rules, withOngkos: true, roundDown: true }).hargaSystem).toBe(4_503_000);
    expect(priceLine(ring(), { ...rules, pembulatan: 1_000 }).hargaSystem).toBe(4_356_000);
  });

  it('cuts a condition of type RP per gram of the weight brought', () => {
    // 3.270 g x 50,000 = 163,500 off 4,840,000.
    expect(priceLine(ring({ kondisi: MULUS_RP }), rules)).toMatchObject({
      potongan: 163_500,
      hargaSystem: 4_676_500,
    });
  });

  it('pays a piece worn lighter pro rata, and asks otorisasi for one heavier than its receipt', () => {
    // 4,840,000 x 3.000 / 3.270 = 4,440,366; 10 % = 444,037 (up); 3,996,329 -> 3,996,500.
    expect(priceLine(ring({ berat: 3_000 }), rules)).toMatchObject({
      base: 4_440_366,
      potongan: 444_037,
      hargaSystem: 3_996_500,
      otorisasi: null,
    });
    const heavier = ring({ berat: 3_500 });
    const priced = priceLine(heavier, rules);
    expect(priced.otorisasi).toBe('PEMBELIAN_DI_ATAS_NOTA');
    expect(otorisasiNotes(heavier, priced)).toEqual([WEB_TEXTS.pembelianCart.lebihBerat]);
  });

  it('prices gold without receipt at berat x the day’s buy price, always with otorisasi', () => {
    const line = kalung();
    const priced = priceLine(line, rules);
    expect(priced).toMatchObject({
      base: 2_600_000,
      potongan: 390_000,
      hargaSystem: 2_210_000,
      harga: 2_210_000,
      otorisasi: 'PEMBELIAN_TANPA_NOTA',
    });
    expect(otorisasiNotes(line, priced)).toEqual([WEB_TEXTS.pembelianCart.tanpaNota]);
  });

  it('keeps a price typed above the offer with otorisasi; typing the offer follows it again', () => {
    let lines = setHarga([ring()], '00000001', 4_400_000, rules);
    expect(lines[0]?.hargaDiketik).toBe(4_400_000);
    const line = lines[0] as PembelianCartLine;
    expect(priceLine(line, rules)).toMatchObject({ harga: 4_400_000, otorisasi: 'PEMBELIAN_DI_ATAS_NOTA' });
    expect(otorisasiNotes(line, priceLine(line, rules))).toEqual([WEB_TEXTS.pembelianCart.diAtasSistem]);
    // Below the offer is the shop's own business: no otorisasi.
    lines = setHarga(lines, '00000001', 4_300_000, rules);
    expect(priceLine(lines[0] as PembelianCartLine, rules).otorisasi).toBeNull();
    lines = setHarga(lines, '00000001', 4_356_000, rules);
    expect(lines[0]?.hargaDiketik).toBeNull();
    expect(setHarga(lines, '00000001', -5, rules)[0]?.hargaDiketik).toBe(0);
  });
});

describe('pembelian cart lines', () => {
  it('refuses a receipt twice, replaces an edited line and removes one', () => {
    const first = putLine([], ring());
    expect(first.problem).toBeUndefined();
    const again = putLine(first.lines, ring());
    expect(again.problem).toBe(WEB_TEXTS.pembelianCart.sudahAda('00000001'));
    expect(again.lines).toHaveLength(1);
    const edited = putLine(first.lines, ring({ berat: 3_100 }), { replacing: '00000001' });
    expect(edited.lines.map((line) => line.berat)).toEqual([3_100]);
    expect(removeLine(edited.lines, '00000001')).toEqual([]);
  });

  it('sums grams in milligrams and rupiah exactly, and says when otorisasi is needed', () => {
    expect(cartTotals([ring()], rules)).toEqual({
      jumlah: 1,
      beratMg: 3_270,
      hargaSystem: 4_356_000,
      total: 4_356_000,
      perluOtorisasi: false,
    });
    expect(cartTotals([ring(), kalung()], rules)).toEqual({
      jumlah: 2,
      beratMg: 5_270,
      hargaSystem: 6_566_000,
      total: 6_566_000,
      perluOtorisasi: true,
    });
  });

  it('sends a receipt’s barcode, or a piece’s description, and a price only when the shop agreed another', () => {
    const lines = setHarga([ring(), kalung()], 'TB-1', 2_000_000, rules);
    expect(cartItems(lines)).toEqual([
      { kode_barcode: '00000001', berat: 3.27, kode_kondisi: 'MULUS' },
      {
        kode_group: '700',
        kode_dept: 'KL',
        nama_barang: 'KALUNG RANTAI PUTUS',
        berat: 2,
        kode_kondisi: 'RUSAK',
        harga: 2_000_000,
      },
    ]);
  });
});

describe('customer of the receipt', () => {
  it('names a member’s sale as a member’s buyback, with the receipt’s phone and address', () => {
    expect(notaCustomer(nota)).toEqual({
      jenis_customer: 'MEMBER',
      kode_member: 'PST-M0001',
      nama_customer: 'IBU ANI SURYANI',
      no_hp: '081298765001',
      alamat_customer: 'JL. KEBON SIRIH NO. 5',
    });
  });

  it('keeps a walk-in customer non-member, without a member code', () => {
    expect(
      notaCustomer({ ...nota, kode_member: '', nama_customer: 'BAPAK BUDI', no_hp: '', alamat_customer: '' }),
    ).toEqual({
      jenis_customer: 'UMUM',
      kode_member: undefined,
      nama_customer: 'BAPAK BUDI',
      no_hp: '',
      alamat_customer: '',
    });
  });
});
