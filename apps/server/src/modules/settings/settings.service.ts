import {
  badRequest,
  defaultNotaSetting,
  isModuleOn,
  type NotaSetting,
  normaliseParaSystemValue,
  notFound,
  PARA_SYSTEM_CATALOGUE,
  type ParaSystem,
  paraSystemDefinition,
  type ShopSettings,
  SLIP_DUPLICATE_FLAGS,
  SLIP_TYPES,
  type SlipType,
  TIME_ZONE_DEFINITION,
  TIME_ZONE_KEY,
} from '@toko/shared';
import type { ShopActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  saveNotaSetting,
  saveParam,
  shopOf,
  storedNotaSettings,
  storedParam,
  storedParams,
  updateShop,
} from './settings.repository.ts';

function asParaSystem(row: {
  key: string;
  value: string;
  description: string;
  kategori: string;
}): ParaSystem {
  return {
    key: row.key,
    value: row.value,
    description: row.description,
    kategori: row.kategori === 'MODULE' ? 'MODULE' : 'PARAMETER',
  };
}

async function shopRow(db: DbOrTx, kodeToko: string) {
  const row = await shopOf(db, kodeToko);
  if (!row) throw notFound('Toko tidak ditemukan');
  return row;
}

/**
 * System parameters, module flags, receipt settings and the shop's own data. A
 * key of the catalogue that a shop has no row for reads as its default, so adding
 * a parameter needs no data fix. Every change is audited.
 */
export function createSettingsService(deps: { db: Db; fileUrl?: (key: string) => string }) {
  const { db } = deps;

  async function list(kodeToko: string): Promise<ParaSystem[]> {
    const rows = await storedParams(db, kodeToko);
    const present = new Set(rows.map((row) => row.key));
    const defaults = PARA_SYSTEM_CATALOGUE.filter((definition) => !present.has(definition.key)).map(
      (definition) => ({
        ...definition,
        value: definition.defaultValue,
      }),
    );
    const shop = await shopRow(db, kodeToko);
    const timeZone = { ...TIME_ZONE_DEFINITION, value: shop.time_zone };
    return [...rows, ...defaults, timeZone].map(asParaSystem).sort((a, b) => a.key.localeCompare(b.key));
  }

  // Takes the caller's transaction: on PGlite, touching `db` inside a transaction hangs it.
  async function get(kodeToko: string, key: string, tx: DbOrTx = db): Promise<ParaSystem> {
    if (key === TIME_ZONE_KEY)
      return asParaSystem({ ...TIME_ZONE_DEFINITION, value: (await shopRow(tx, kodeToko)).time_zone });
    const row = await storedParam(tx, kodeToko, key);
    if (row) return asParaSystem(row);
    const definition = paraSystemDefinition(key);
    if (!definition) throw notFound(`Parameter ${key} tidak ditemukan`);
    return asParaSystem({ ...definition, value: definition.defaultValue });
  }

  async function writeParam(tx: DbOrTx, actor: ShopActor, key: string, value: string) {
    const definition = paraSystemDefinition(key);
    if (!definition) throw notFound(`Parameter ${key} tidak ditemukan`);
    const normalised = normaliseParaSystemValue(definition, value);
    if ('problem' in normalised) throw badRequest(normalised.problem);
    const before = await get(actor.kodeToko, key, tx);
    if (key === TIME_ZONE_KEY) {
      await updateShop(tx, actor.kodeToko, { time_zone: normalised.value });
    } else {
      await saveParam(tx, {
        kodeToko: actor.kodeToko,
        key,
        value: normalised.value,
        description: definition.description,
        kategori: definition.kategori,
        userId: actor.userId,
      });
    }
    if (before.value !== normalised.value) {
      await recordAudit(tx, {
        ...actor,
        action: 'UPDATE',
        entity: 'para-system',
        entityId: key,
        before: before.value,
        after: normalised.value,
      });
    }
  }

  async function notaSettings(kodeToko: string): Promise<NotaSetting[]> {
    const rows = await storedNotaSettings(db, kodeToko);
    const params = new Map((await list(kodeToko)).map((param) => [param.key, param.value]));
    return SLIP_TYPES.map((slipType) => {
      const row = rows.find((candidate) => candidate.slip_type === slipType);
      const base = defaultNotaSetting(slipType);
      return {
        ...base,
        ...(row
          ? {
              header: row.header,
              footer: row.footer,
              syarat_ketentuan: row.syarat_ketentuan,
              paper: row.paper as NotaSetting['paper'],
              platform: row.platform as NotaSetting['platform'],
              auto_cut: row.auto_cut,
            }
          : {}),
        duplicate: isModuleOn(params.get(SLIP_DUPLICATE_FLAGS[slipType]) ?? 'false'),
      };
    });
  }

  return {
    list,
    get: (kodeToko: string, key: string) => get(kodeToko, key),

    /** Changes one parameter or module flag; takes effect on the next request, no restart. */
    async update(actor: ShopActor, key: string, value: string): Promise<ParaSystem> {
      await db.transaction((tx) => writeParam(tx, actor, key, value));
      return get(actor.kodeToko, key);
    },

    notaSettings,

    async updateNotaSetting(
      actor: ShopActor,
      slipType: SlipType,
      input: Omit<NotaSetting, 'slip_type'>,
    ): Promise<NotaSetting> {
      const before = (await notaSettings(actor.kodeToko)).find((setting) => setting.slip_type === slipType);
      await db.transaction(async (tx) => {
        const { duplicate, ...fields } = input;
        await saveNotaSetting(tx, actor.kodeToko, slipType, fields, actor.userId);
        // The duplicate flag is the module flag of SPEC §6; slips sharing a flag change together.
        await writeParam(tx, actor, SLIP_DUPLICATE_FLAGS[slipType], duplicate ? 'true' : 'false');
        await recordAudit(tx, {
          ...actor,
          action: 'UPDATE',
          entity: 'nota-setting',
          entityId: slipType,
          before,
          after: input,
        });
      });
      const after = (await notaSettings(actor.kodeToko)).find((setting) => setting.slip_type === slipType);
      if (!after) throw notFound('Jenis Nota tidak dikenal');
      return after;
    },

    async shopSettings(kodeToko: string): Promise<ShopSettings> {
      const row = await shopRow(db, kodeToko);
      return {
        kode_toko: row.kode_toko,
        nama_toko: row.nama_toko,
        alamat_toko: row.alamat_toko,
        telepon: row.telepon,
        time_zone: row.time_zone,
        tgl_system: row.tgl_system,
        logo_url: row.logo_path && deps.fileUrl ? deps.fileUrl(row.logo_path) : null,
      };
    },

    async updateShopSettings(
      actor: ShopActor,
      input: { nama_toko: string; alamat_toko: string; telepon: string; time_zone: string },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await shopRow(tx, actor.kodeToko);
        await updateShop(tx, actor.kodeToko, input);
        await recordAudit(tx, {
          ...actor,
          action: 'UPDATE',
          entity: 'toko',
          entityId: actor.kodeToko,
          before: {
            nama_toko: before.nama_toko,
            alamat_toko: before.alamat_toko,
            telepon: before.telepon,
            time_zone: before.time_zone,
          },
          after: input,
        });
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
