import {
  AppError,
  type CekNota,
  type CekNotaBaris,
  gramsToMilligrams,
  type HutangDoc,
  notFound,
  type PenjualanDoc,
  shopRulesOf,
  sumRentang,
  sumRupiah,
  TEXTS,
} from '@toko/shared';
import type { NotaRef, NotaSigner } from '../../counter/nota-token.ts';
import type { HutangService } from '../debts/hutang.service.ts';
import type { PembelianService } from '../purchases/pembelian.service.ts';
import type { PenjualanService } from '../sales/penjualan.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';

const unknownNota = () => notFound(TEXTS.cekNota.tidakDikenali);

/** A receipt gone (deleted with Delete Data) reads as one never issued: the page cannot tell. */
function orUnknown<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? unknownNota() : error;
  });
}

/**
 * Cek Nota (issue 30): the receipt a QR token names, for anyone holding it. Only what the
 * customer's paper already shows of the shop and the pieces; never the customer's name, phone,
 * address or member code, the sales person or the payments. A sale's standing pieces carry
 * today's buyback estimate by the shop's own rules (the purchases service prices it).
 */
export function createCekNotaService(deps: {
  signer: Pick<NotaSigner, 'verify'>;
  settings: SettingsService;
  penjualan: Pick<PenjualanService, 'doc'>;
  hutang: Pick<HutangService, 'doc'>;
  pembelian: Pick<PembelianService, 'perkiraanBeliKembali'>;
}) {
  async function penjualan(ref: NotaRef): Promise<Omit<CekNota, 'nama_toko' | 'alamat_toko' | 'logo_url'>> {
    const doc: PenjualanDoc = await orUnknown(deps.penjualan.doc(ref.kodeToko, ref.nomor));
    const rules = shopRulesOf(await deps.settings.list(ref.kodeToko));
    const lines = doc.items.map((line) => ({ ...line, berat: gramsToMilligrams(line.berat) }));
    const { perkiraan, dibeliKembali } = await deps.pembelian.perkiraanBeliKembali(
      ref.kodeToko,
      rules,
      lines,
    );
    const baris: CekNotaBaris[] = doc.items.map((line, index) => {
      const batal = line.status === 'CANC';
      const dibeli = dibeliKembali.has(line.no_faktur_jual);
      return {
        nama_barang: line.nama_barang,
        kadar_cetak: line.kadar_cetak,
        berat: line.berat,
        harga: line.harga_jual,
        batal,
        dibeli_kembali: dibeli,
        perkiraan: batal || dibeli ? null : (perkiraan[index] ?? null),
      };
    });
    const standing = baris.filter((line) => !line.batal);
    return {
      jenis: 'PENJUALAN',
      nomor: doc.no_faktur_group,
      tanggal: doc.tgl_system,
      jam: doc.jam,
      batal: doc.status === 'CANC',
      baris,
      total: sumRupiah(standing.map((line) => line.harga)),
      perkiraan: sumRentang(baris.map((line) => line.perkiraan)),
      hutang: null,
    };
  }

  async function hutang(ref: NotaRef): Promise<Omit<CekNota, 'nama_toko' | 'alamat_toko' | 'logo_url'>> {
    const doc: HutangDoc = await orUnknown(deps.hutang.doc(ref.kodeToko, ref.nomor));
    return {
      jenis: 'HUTANG',
      nomor: doc.no_hutang,
      tanggal: doc.tgl_system,
      jam: doc.jam,
      batal: doc.status === 'BATAL',
      baris: doc.items.map((line) => ({
        nama_barang: line.nama_barang,
        kadar_cetak: String(line.kadar),
        berat: line.berat,
        harga: line.nilai,
        batal: line.status === 'BATAL',
        // Pledged gold is the customer's: the shop does not buy it back.
        dibeli_kembali: false,
        perkiraan: null,
      })),
      total: doc.pokok,
      perkiraan: null,
      hutang: { status: TEXTS.status.hutang[doc.status], tgl_jatuh_tempo: doc.tgl_jatuh_tempo },
    };
  }

  return {
    async cek(token: string): Promise<CekNota> {
      const ref = deps.signer.verify(token);
      if (!ref) throw unknownNota();
      const shop = await orUnknown(deps.settings.shopSettings(ref.kodeToko));
      const nota = ref.jenis === 'PENJUALAN' ? await penjualan(ref) : await hutang(ref);
      return { ...nota, nama_toko: shop.nama_toko, alamat_toko: shop.alamat_toko, logo_url: shop.logo_url };
    },
  };
}

export type CekNotaService = ReturnType<typeof createCekNotaService>;
