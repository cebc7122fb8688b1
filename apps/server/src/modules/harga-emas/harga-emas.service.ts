import {
  badRequest,
  type HargaEmasHistoryItem,
  type HargaEmasRow,
  type HargaEmasSave,
  type PageQuery,
  type PageResult,
  TEXTS,
} from '@toko/shared';
import type { ShopActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { lockBusinessDate } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import { ShopCache, type ShopSeen } from '../../counter/shop-cache.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  copyPricesToDate,
  type DayPriceRecord,
  findGroups,
  findPricesForUpdate,
  listDayPrices,
  pagePrices,
  upsertPrice,
} from './harga-emas.repository.ts';

const AUDIT_ENTITY = 'harga-emas';

function toRow(tanggal: string, record: DayPriceRecord): HargaEmasRow {
  const stored = record.harga_jual !== null && record.harga_beli !== null;
  return {
    kode_group: record.kode_group,
    nama_group: record.nama_group,
    tanggal,
    harga_jual: stored ? Number(record.harga_jual) : record.harga_master_jual,
    harga_beli: stored ? Number(record.harga_beli) : record.harga_master_beli,
    sumber: stored ? 'HARIAN' : 'MASTER',
    harga_master_jual: record.harga_master_jual,
    harga_master_beli: record.harga_master_beli,
    updated_by: stored ? record.updated_by : null,
    updated_at: stored && record.updated_at ? record.updated_at.toISOString() : null,
  };
}

export function createHargaEmasService(deps: { db: Db }) {
  const { db } = deps;

  /** The day's price of every active gold group; groups without one fall back to their master price. */
  async function dayPrices(kodeToko: string, tanggal: string, tx: DbOrTx = db): Promise<HargaEmasRow[]> {
    const records = await listDayPrices(tx, kodeToko, tanggal);
    return records.map((record) => toRow(tanggal, record));
  }

  const seen = new ShopCache();

  return {
    dayPrices,

    /** The prices of the shop's business day as of the epoch the request saw (every counter document prices by them). */
    daySeen(shop: ShopSeen & { tglSystem: string }): Promise<readonly HargaEmasRow[]> {
      return seen.get(shop, `harga ${shop.tglSystem}`, () => dayPrices(shop.kodeToko, shop.tglSystem));
    },

    async page(kodeToko: string, query: PageQuery): Promise<PageResult<HargaEmasHistoryItem>> {
      const result = await pagePrices(db, kodeToko, query);
      return {
        count: result.count,
        data: result.data.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() })),
      };
    },

    /**
     * Stores the day's prices of the listed groups, all or none. Only the shop's
     * business date or a later one: sales of past days already copied their price.
     * Saving a price unchanged still marks it as entered by this user (the owner
     * confirmed yesterday's carried price); only real changes are audited.
     */
    async save(actor: ShopActor, body: HargaEmasSave): Promise<HargaEmasRow[]> {
      const codes = body.items.map((item) => item.kode_group);
      return db.transaction(async (tx) => {
        const tglSystem = await lockBusinessDate(tx, actor.kodeToko);
        if (!tglSystem) throw badRequest(TEXTS.shopUnknown);
        if (body.tanggal < tglSystem) throw badRequest(TEXTS.hargaEmas.tanggalLewat(body.tanggal, tglSystem));

        const groups = new Map((await findGroups(tx, actor.kodeToko, codes)).map((g) => [g.kode_group, g]));
        for (const code of codes) {
          const found = groups.get(code);
          if (!found) throw badRequest(TEXTS.hargaEmas.groupTidakDitemukan(code));
          if (!found.status_aktif) throw badRequest(TEXTS.hargaEmas.groupTidakAktif(code));
          if (found.jenis_group !== 'EMAS') throw badRequest(TEXTS.hargaEmas.groupBukanEmas(code));
        }

        const existing = new Map(
          (await findPricesForUpdate(tx, actor.kodeToko, body.tanggal, codes)).map((row) => [
            row.kode_group,
            row,
          ]),
        );
        for (const item of body.items) {
          await upsertPrice(tx, {
            kode_toko: actor.kodeToko,
            tanggal: body.tanggal,
            kode_group: item.kode_group,
            harga_jual: item.harga_jual,
            harga_beli: item.harga_beli,
            user_id: actor.userId,
          });
          const previous = existing.get(item.kode_group);
          const after = {
            tanggal: body.tanggal,
            kode_group: item.kode_group,
            harga_jual: item.harga_jual,
            harga_beli: item.harga_beli,
          };
          const entityId = `${body.tanggal} ${item.kode_group}`;
          if (!previous) {
            await recordAudit(tx, { ...actor, action: 'CREATE', entity: AUDIT_ENTITY, entityId, after });
          } else if (previous.harga_jual !== item.harga_jual || previous.harga_beli !== item.harga_beli) {
            const before = {
              tanggal: body.tanggal,
              kode_group: item.kode_group,
              harga_jual: previous.harga_jual,
              harga_beli: previous.harga_beli,
            };
            await recordAudit(tx, {
              ...actor,
              action: 'UPDATE',
              entity: AUDIT_ENTITY,
              entityId,
              before,
              after,
            });
          }
        }
        return dayPrices(actor.kodeToko, body.tanggal, tx);
      });
    },

    /** The step of Tutup Toko that carries the day's prices into the next day (DOMAIN §7 step 5). */
    closingStep(): ClosingStep {
      return {
        key: 'harga-emas',
        phase: 'harga',
        label: 'Menyalin harga emas ke hari berikutnya',
        // Missing prices never hold a closing up: the group's master price applies instead.
        check: async () => null,
        rollForward: async (ctx) => {
          // The prices the closed day sold at, kept in its closing log for the EOD report.
          const closedDay = await dayPrices(ctx.kodeToko, ctx.tglSystem, ctx.tx);
          const copied = await copyPricesToDate(ctx.tx, ctx.kodeToko, ctx.tglSystem, ctx.tglSystemBaru);
          ctx.summary.harga_emas = {
            tanggal: ctx.tglSystem,
            harga: closedDay.map(({ kode_group, harga_jual, harga_beli, sumber }) => ({
              kode_group,
              harga_jual,
              harga_beli,
              sumber,
            })),
            disalin_ke: ctx.tglSystemBaru,
            jumlah_disalin: copied,
          };
        },
      };
    },
  };
}

export type HargaEmasService = ReturnType<typeof createHargaEmasService>;
