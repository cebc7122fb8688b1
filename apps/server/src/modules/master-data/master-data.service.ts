import {
  badRequest,
  conflict,
  MASTER_RESOURCES,
  type MasterRecord,
  type MasterResource,
  masterRecordProblem,
  masterResource,
  notFound,
  type PageQuery,
  type PageResult,
  STANDARD_GUDANG,
} from '@toko/shared';
import type { ShopActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { ShopCache, type ShopSeen } from '../../counter/shop-cache.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import type { FileStore } from '../../plugins/file-store.ts';
import {
  activeMasters,
  allMasters,
  countReferencing,
  deleteMaster,
  insertMaster,
  insertStandardGudang,
  type MasterFilter,
  masterByCode,
  masterById,
  masterPage,
  updateMaster,
} from './master-data.repository.ts';
import { MasterUsageRegistry } from './master-usage.ts';
import { toRecord, toRow } from './master-values.ts';

const STANDARD_GUDANG_CODES: readonly string[] = STANDARD_GUDANG.map((gudang) => gudang.kode_gudang);

export function createMasterDataService(deps: { db: Db; files: FileStore }) {
  const { db, files } = deps;
  const usages = new MasterUsageRegistry();

  // Every master whose fields point at another master counts as a use of it.
  for (const entry of MASTER_RESOURCES) {
    for (const field of entry.fields) {
      if (field.kind !== 'ref' || !field.ref) continue;
      usages.register(field.ref, {
        label: entry.title,
        count: (tx, kodeToko, code) => countReferencing(tx, entry.key, field.name, kodeToko, code),
      });
    }
  }

  const record = (entry: MasterResource, row: Record<string, unknown>) => toRecord(entry, row, files.url);

  async function findById(tx: DbOrTx, entry: MasterResource, kodeToko: string, id: number) {
    const row = await masterById(tx, entry.key, kodeToko, id);
    if (!row) throw notFound(`${entry.noun} tidak ditemukan`);
    return row;
  }

  /** References must name an existing, active record of the same shop. */
  async function checkReferences(
    tx: DbOrTx,
    entry: MasterResource,
    kodeToko: string,
    values: Record<string, unknown>,
  ) {
    for (const field of entry.fields) {
      const value = values[field.name];
      if (field.kind !== 'ref' || !field.ref || value === undefined || value === null || value === '')
        continue;
      const target = masterResource(field.ref);
      const found = await masterByCode(tx, target, kodeToko, String(value));
      if (!found) throw badRequest(`${field.label} ${value} tidak ditemukan`);
      if (target.hasStatus && found.status_aktif === false)
        throw badRequest(`${field.label} ${value} tidak aktif`);
    }
  }

  function checkRules(entry: MasterResource, values: Record<string, unknown>) {
    const problem = masterRecordProblem(entry, values);
    if (problem) throw badRequest(problem);
  }

  function codeLabel(entry: MasterResource): string {
    return entry.fields.find((field) => field.name === entry.codeField)?.label ?? entry.noun;
  }

  /** Unique codes are checked first for a clear message; the unique index catches a race. */
  async function guardUnique<T>(entry: MasterResource, code: unknown, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw conflict(`${codeLabel(entry)} ${code} sudah ada`);
      throw error;
    }
  }

  async function listActive(
    entry: MasterResource,
    kodeToko: string,
    filter?: MasterFilter,
  ): Promise<MasterRecord[]> {
    const rows = await activeMasters(db, entry, kodeToko, filter);
    return rows.map((row) => record(entry, row));
  }

  const seen = new ShopCache();

  return {
    usages,
    listActive,

    /** A tray a write puts goods in, weighs or counts: it must exist, be active and lie in the named gudang. */
    async activeTrayIn(kodeToko: string, kodeGudang: string, kodeBaki: string): Promise<MasterRecord> {
      const bakis = await listActive(masterResource('baki'), kodeToko);
      const baki = bakis.find((row) => row.kode_baki === kodeBaki);
      if (!baki) throw badRequest(`Baki ${kodeBaki} tidak ditemukan atau tidak aktif`);
      if (baki.kode_gudang !== kodeGudang)
        throw badRequest(`Baki ${kodeBaki} tidak berada di Gudang ${kodeGudang}`);
      return baki;
    },

    /**
     * The active records as of the shop's epoch the request saw: what every counter form
     * checks its references against, read once per change instead of once per document.
     */
    listActiveSeen(entry: MasterResource, shop: ShopSeen): Promise<readonly MasterRecord[]> {
      return seen.get(shop, entry.key, () => listActive(entry, shop.kodeToko));
    },

    async listAll(entry: MasterResource, kodeToko: string): Promise<MasterRecord[]> {
      const rows = await allMasters(db, entry, kodeToko);
      return rows.map((row) => record(entry, row));
    },

    async page(entry: MasterResource, kodeToko: string, query: PageQuery): Promise<PageResult<MasterRecord>> {
      const { rows, count } = await masterPage(db, entry, kodeToko, query);
      return { data: rows.map((row) => record(entry, row)), count };
    },

    async create(
      actor: ShopActor,
      entry: MasterResource,
      values: Record<string, unknown>,
    ): Promise<MasterRecord> {
      checkRules(entry, values);
      const code = values[entry.codeField];
      return guardUnique(entry, code, () =>
        db.transaction(async (tx) => {
          if (await masterByCode(tx, entry, actor.kodeToko, String(code))) {
            throw conflict(`${codeLabel(entry)} ${code} sudah ada`);
          }
          await checkReferences(tx, entry, actor.kodeToko, values);
          const row = await insertMaster(tx, entry.key, {
            ...toRow(entry, values),
            kode_toko: actor.kodeToko,
            created_by: actor.userId,
            updated_by: actor.userId,
          });
          const created = record(entry, row);
          await recordAudit(tx, {
            ...actor,
            action: 'CREATE',
            entity: entry.key,
            entityId: String(code),
            after: created,
          });
          return created;
        }),
      );
    },

    async update(
      actor: ShopActor,
      entry: MasterResource,
      id: number,
      values: Record<string, unknown>,
    ): Promise<MasterRecord> {
      checkRules(entry, values);
      return db.transaction(async (tx) => {
        const existing = await findById(tx, entry, actor.kodeToko, id);
        const code = existing[entry.codeField];
        if (values[entry.codeField] !== undefined && values[entry.codeField] !== code) {
          throw badRequest(`${codeLabel(entry)} tidak dapat diubah`);
        }
        if (
          entry.key === 'gudang' &&
          values.status_aktif === false &&
          STANDARD_GUDANG_CODES.includes(String(code))
        ) {
          throw badRequest(`Gudang standar ${code} tidak dapat dinonaktifkan`);
        }
        await checkReferences(tx, entry, actor.kodeToko, values);
        const { [entry.codeField]: _code, ...changes } = toRow(entry, values);
        const row = await updateMaster(tx, entry.key, id, {
          ...changes,
          updated_by: actor.userId,
          updated_at: new Date(),
        });
        const before = record(entry, existing);
        const after = record(entry, row);
        await recordAudit(tx, {
          ...actor,
          action: 'UPDATE',
          entity: entry.key,
          entityId: String(code),
          before,
          after,
        });
        return after;
      });
    },

    async remove(actor: ShopActor, entry: MasterResource, id: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const existing = await findById(tx, entry, actor.kodeToko, id);
        const code = String(existing[entry.codeField]);
        if (entry.key === 'gudang' && STANDARD_GUDANG_CODES.includes(code)) {
          throw conflict(`Gudang standar ${code} tidak dapat dihapus`);
        }
        for (const usage of usages.of(entry.key)) {
          const count = await usage.count(tx, actor.kodeToko, code);
          if (count > 0) {
            const advice = entry.hasStatus ? ' Nonaktifkan saja jika tidak dipakai lagi.' : '';
            throw conflict(
              `${entry.noun} ${code} masih digunakan di ${usage.label} (${count} data).${advice}`,
            );
          }
        }
        try {
          await deleteMaster(tx, entry.key, id);
        } catch (error) {
          // A use no check knows of yet still has its foreign key.
          if (pgErrorCode(error) === '23503')
            throw conflict(`${entry.noun} ${code} masih digunakan oleh data lain`);
          throw error;
        }
        await recordAudit(tx, {
          ...actor,
          action: 'DELETE',
          entity: entry.key,
          entityId: code,
          before: record(entry, existing),
        });
        return existing;
      });
      // The record is gone either way; a picture the store failed to drop is only an orphan file.
      if (entry.imageFolder && removed.image_path)
        await files.remove(String(removed.image_path)).catch(() => undefined);
    },

    findById: (entry: MasterResource, kodeToko: string, id: number) => findById(db, entry, kodeToko, id),

    /** The standard gudang every shop must have (seed, and every new shop). */
    ensureStandardGudang: (tx: DbOrTx, kodeToko: string): Promise<void> => insertStandardGudang(tx, kodeToko),
  };
}

export type MasterDataService = ReturnType<typeof createMasterDataService>;
