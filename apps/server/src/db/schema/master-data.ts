import { MASTER_RESOURCES, type MasterResource, masterResource } from '@toko/shared';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { toko } from './shops.ts';

/**
 * The simple masters' tables are built from the shared master catalogue, so a
 * field added there gets its column, validation, form input and table column in
 * one place. Codes are unique per shop; references to other masters are real
 * foreign keys on (kode_toko, code).
 */
// biome-ignore lint/suspicious/noExplicitAny: columns are built from data, so their static types are lost anyway
export type MasterTable = PgTableWithColumns<any>;

export const masterTableName = (entry: MasterResource) => `master_${entry.key.replace(/-/g, '_')}`;

const built = new Map<string, MasterTable>();

function columnFor(entry: MasterResource, field: MasterResource['fields'][number]): PgColumnBuilderBase {
  const optional = !field.required;
  switch (field.kind) {
    case 'code':
      return varchar(field.name, { length: field.maxLength ?? 20 }).notNull();
    case 'ref':
      return optional ? varchar(field.name, { length: 20 }) : varchar(field.name, { length: 20 }).notNull();
    case 'text':
      return varchar(field.name, { length: field.maxLength ?? 100 })
        .notNull()
        .default('');
    case 'enum':
      return varchar(field.name, { length: 20 }).notNull();
    case 'integer':
      return integer(field.name).notNull().default(0);
    case 'rupiah':
      return bigint(field.name, { mode: 'number' }).notNull().default(0);
    case 'grams':
      // Milligrams: the API speaks grams with 3 decimals.
      return integer(field.name).notNull().default(0);
    case 'percent':
      return numeric(field.name, { precision: 9, scale: 3 }).notNull().default('0');
    case 'boolean':
      return boolean(field.name)
        .notNull()
        .default(field.defaultValue === true);
    case 'date':
      return date(field.name, { mode: 'string' }).notNull();
  }
  throw new Error(`${entry.key}.${field.name}: jenis kolom tidak dikenal`);
}

function masterTable(key: string): MasterTable {
  const entry = masterResource(key);
  const columns: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
  };
  for (const field of entry.fields) columns[field.name] = columnFor(entry, field);
  if (entry.hasStatus) columns.status_aktif = boolean('status_aktif').notNull().default(true);
  if (entry.imageFolder) columns.image_path = text('image_path');
  columns.created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columns.created_by = varchar('created_by', { length: 30 }).notNull().default('SYSTEM');
  columns.updated_at = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
  columns.updated_by = varchar('updated_by', { length: 30 }).notNull().default('SYSTEM');

  const name = masterTableName(entry);
  const table = pgTable(name, columns, (t) => {
    // A unique constraint, not an index: foreign keys need it to exist when they are created.
    const extras = [
      unique(`${name}_toko_kode`).on(t.kode_toko as AnyPgColumn, t[entry.codeField] as AnyPgColumn),
    ];
    for (const field of entry.fields) {
      if (field.kind !== 'ref' || !field.ref) continue;
      const target = built.get(field.ref);
      if (!target) throw new Error(`${key}.${field.name}: master ${field.ref} harus dibuat lebih dahulu`);
      const targetEntry = masterResource(field.ref);
      extras.push(
        foreignKey({
          name: `${name}_${field.name}_fk`,
          columns: [t.kode_toko as AnyPgColumn, t[field.name] as AnyPgColumn],
          foreignColumns: [target.kode_toko as AnyPgColumn, target[targetEntry.codeField] as AnyPgColumn],
        }) as never,
      );
    }
    return extras;
  }) as MasterTable;
  built.set(key, table);
  return table;
}

// Named exports, in dependency order, so drizzle-kit sees every table.
export const masterGroup = masterTable('group');
export const masterJenis = masterTable('jenis');
export const masterGudang = masterTable('gudang');
export const masterBaki = masterTable('baki');
export const masterBandrol = masterTable('bandrol');
export const masterSales = masterTable('sales');
export const masterMarketplace = masterTable('marketplace');
export const masterTukang = masterTable('tukang');
export const masterKodeTransaksi = masterTable('kode-transaksi');
export const masterKondisiBarang = masterTable('kondisi-barang');
export const masterKondisiPembelian = masterTable('kondisi-pembelian');
export const masterKondisiPinjaman = masterTable('kondisi-pinjaman');
export const masterBank = masterTable('bank');
export const masterRekening = masterTable('rekening');
export const masterHadiah = masterTable('hadiah');
export const masterParameterPoint = masterTable('parameter-point');
export const masterParameterRugiNota = masterTable('parameter-rugi-nota');
export const masterKadar = masterTable('kadar');
export const masterKategori = masterTable('kategori');
export const masterJenisBatu = masterTable('jenis-batu');
export const masterBatuShape = masterTable('shape');
export const masterBatuColor = masterTable('color');
export const masterBatuClarity = masterTable('clarity');
export const masterBatuFluorescence = masterTable('fluorescence');
export const masterBatuSymmetry = masterTable('symmetry');
export const masterBatuPolish = masterTable('polish');
export const masterBatuCutgrade = masterTable('cutgrade');
export const masterBatuBerlian = masterTable('batu-berlian');

/** The table of a master by its catalogue key. */
export function masterTableOf(key: string): MasterTable {
  const table = built.get(key);
  if (!table) throw new Error(`Tabel master ${key} tidak ada`);
  return table;
}

if (built.size !== MASTER_RESOURCES.length) {
  throw new Error('Setiap master di katalog harus punya tabel di schema/master-data.ts');
}

/**
 * The day's gold price per group (Parameter Harga Emas): one row per shop, date
 * and group, kept as history. Sales read the row of the shop's tgl_system.
 */
export const hargaEmas = pgTable(
  'harga_emas',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => toko.kode_toko),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    harga_jual: bigint('harga_jual', { mode: 'number' }).notNull(),
    harga_beli: bigint('harga_beli', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    created_by: varchar('created_by', { length: 30 }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by: varchar('updated_by', { length: 30 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kode_toko, t.tanggal, t.kode_group] }),
    foreignKey({
      name: 'harga_emas_group_fk',
      columns: [t.kode_toko, t.kode_group],
      foreignColumns: [masterGroup.kode_toko as AnyPgColumn, masterGroup.kode_group as AnyPgColumn],
    }),
    index('harga_emas_toko_group_tanggal').on(t.kode_toko, t.kode_group, t.tanggal),
  ],
);
