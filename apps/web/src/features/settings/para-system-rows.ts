import {
  normaliseParaSystemValue,
  PARA_SYSTEM_CATALOGUE,
  type ParaSystem,
  type ParaSystemDefinition,
  type ParaSystemValueKind,
  paraSystemDefinition,
  TIME_ZONE_KEY,
} from '@toko/shared';

export interface ParaSystemRow {
  key: string;
  value: string;
  description: string;
  kategori: ParaSystem['kategori'];
  /** How the value is written and checked; absent for a key the app does not know. */
  definition?: ParaSystemDefinition;
}

const ORDER = new Map(
  [...PARA_SYSTEM_CATALOGUE.map((definition) => definition.key), TIME_ZONE_KEY].map((key, index) => [
    key,
    index,
  ]),
);

function byCatalogue(a: ParaSystemRow, b: ParaSystemRow): number {
  const left = ORDER.get(a.key) ?? Number.MAX_SAFE_INTEGER;
  const right = ORDER.get(b.key) ?? Number.MAX_SAFE_INTEGER;
  return left - right || a.key.localeCompare(b.key);
}

/**
 * The server's list split as the screen shows it, 'Parameter' then 'Modul', each in
 * the catalogue's order (the time zone last among the parameters); keys the app
 * does not know come after, by name.
 */
export function groupParaSystem(rows: readonly ParaSystem[]): {
  parameters: ParaSystemRow[];
  modules: ParaSystemRow[];
} {
  const all = rows.map((row) => ({ ...row, definition: paraSystemDefinition(row.key) }));
  return {
    parameters: all.filter((row) => row.kategori === 'PARAMETER').sort(byCatalogue),
    modules: all.filter((row) => row.kategori === 'MODULE').sort(byCatalogue),
  };
}

/** The same check the server makes, with its words; a key the app does not know only needs a value. */
export function checkParaValue(row: ParaSystemRow, raw: string): { value: string } | { problem: string } {
  if (row.definition) return normaliseParaSystemValue(row.definition, raw);
  const value = raw.trim();
  return value ? { value } : { problem: `${row.key} harus diisi` };
}

/** The input a parameter gets: digits only for whole numbers, up to 3 decimals for percent and grams. */
export function numericInputOf(
  kind: ParaSystemValueKind | undefined,
): { mode: 'digits' } | { mode: 'decimal'; maxDecimals: number; suffix: string } | undefined {
  switch (kind) {
    case 'positive-integer':
      return { mode: 'digits' };
    case 'percent':
      return { mode: 'decimal', maxDecimals: 3, suffix: '%' };
    case 'grams':
      return { mode: 'decimal', maxDecimals: 3, suffix: 'gram' };
    default:
      return undefined;
  }
}
