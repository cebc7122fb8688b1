import {
  aturanPembelianOf,
  beliDenganNotaPerGram,
  type HargaEmasRow,
  isHargaEmasBelumDiinput,
  kondisiPembelianOf,
  masterResource,
  notFound,
  PAPAN_HARGA_MODULE,
  type PapanHarga,
  shopRulesOf,
  TEXTS,
  todayInTimeZone,
} from '@toko/shared';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/** The last save among the day's prices somebody entered (ISO), or null. */
function lastEntered(rows: readonly HargaEmasRow[]): string | null {
  const entered = rows.filter((row) => !isHargaEmasBelumDiinput(row) && row.updated_at);
  return entered.reduce<string | null>(
    (latest, row) => (!latest || (row.updated_at ?? '') > latest ? row.updated_at : latest),
    null,
  );
}

/**
 * Papan Harga (issue 30): a shop's prices of its business day for a public page. Nothing but
 * prices and the shop's name and logo; a shop that has not switched PAPAN_HARGA_MODULE on
 * answers 404 like an unknown one, so the board reveals nothing while it is off.
 */
export function createPapanHargaService(deps: {
  settings: SettingsService;
  hargaEmas: HargaEmasService;
  masterData: MasterDataService;
  now: () => Date;
}) {
  return {
    async papan(kodeToko: string): Promise<PapanHarga> {
      const params = await deps.settings.list(kodeToko).catch(() => {
        throw notFound(TEXTS.papanHarga.tokoTidakDikenal);
      });
      const rules = shopRulesOf(params);
      if (!rules.modules.has(PAPAN_HARGA_MODULE)) throw notFound(TEXTS.papanHarga.tidakAktif);

      const shop = await deps.settings.shopSettings(kodeToko);
      const [rows, kondisi] = await Promise.all([
        deps.hargaEmas.dayPrices(kodeToko, shop.tgl_system),
        deps.masterData.listActive(masterResource('kondisi-pembelian'), kodeToko),
      ]);
      // A gram at the day's price has no making fee: only the rounding applies.
      const aturan = aturanPembelianOf(rules);
      const conditions = kondisi.map((row) => ({
        nama: String(row.nama_kondisi),
        ...kondisiPembelianOf(row),
      }));
      const terakhir = lastEntered(rows);
      const today = todayInTimeZone(deps.now(), shop.time_zone);
      const priced = rows.map((row) => ({
        row,
        denganNota: beliDenganNotaPerGram(row.harga_jual, conditions, aturan),
      }));
      // The condition each group's receipt price was taken at: the same one unless the shop
      // mixes percent and rupiah cuts, when each is named.
      const kondisiNota = [...new Set(priced.flatMap(({ denganNota }) => denganNota?.kondisi ?? []))];
      return {
        kode_toko: shop.kode_toko,
        nama_toko: shop.nama_toko,
        logo_url: shop.logo_url,
        tanggal: shop.tgl_system,
        // A shop not closed since yesterday still shows yesterday's prices: not today's.
        diperbarui_hari_ini: terakhir !== null && shop.tgl_system === today,
        terakhir_diubah: terakhir,
        kondisi_nota: kondisiNota.length > 0 ? kondisiNota.join(' / ') : null,
        harga: priced.map(({ row, denganNota }) => ({
          kode_group: row.kode_group,
          nama_group: row.nama_group,
          harga_jual: row.harga_jual,
          harga_beli: row.harga_beli,
          beli_dengan_nota: denganNota?.harga ?? null,
        })),
      };
    },
  };
}

export type PapanHargaService = ReturnType<typeof createPapanHargaService>;
