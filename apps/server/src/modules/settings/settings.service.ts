import { notFound, PARA_SYSTEM_CATALOGUE, type ParaSystem } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paraSystem } from '../../db/schema/index.ts';

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

/**
 * System parameters and module flags per shop. A key of the catalogue that a shop
 * has no row for reads as its default, so adding a parameter needs no data fix.
 */
export function createSettingsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(kodeToko: string): Promise<ParaSystem[]> {
      const rows = await db
        .select()
        .from(paraSystem)
        .where(eq(paraSystem.kode_toko, kodeToko))
        .orderBy(paraSystem.key);
      const present = new Set(rows.map((row) => row.key));
      const defaults = PARA_SYSTEM_CATALOGUE.filter((definition) => !present.has(definition.key)).map(
        (definition) => ({
          key: definition.key,
          value: definition.defaultValue,
          description: definition.description,
          kategori: definition.kategori,
        }),
      );
      return [...rows, ...defaults].map(asParaSystem).sort((a, b) => a.key.localeCompare(b.key));
    },

    async get(kodeToko: string, key: string): Promise<ParaSystem> {
      const [row] = await db
        .select()
        .from(paraSystem)
        .where(and(eq(paraSystem.kode_toko, kodeToko), eq(paraSystem.key, key)));
      if (row) return asParaSystem(row);
      const definition = PARA_SYSTEM_CATALOGUE.find((candidate) => candidate.key === key);
      if (!definition) throw notFound(`Parameter ${key} tidak ditemukan`);
      return asParaSystem({ ...definition, value: definition.defaultValue });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
