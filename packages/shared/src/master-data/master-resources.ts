import { z } from 'zod';
import type { MenuKey } from '../access/menu-catalogue.ts';
import { fieldSchema, type MasterField } from './master-fields.ts';

/**
 * Every simple master of the Data Master menu, once: its route, API paths, fields
 * and rules. The server builds its routes and tables' validation from this, the
 * browser its table, form and messages.
 *
 * API per master (paths under /api):
 * - GET  {readPath}             active records for choosers in transaction screens (array)
 * - GET  {writePath}/paginated  ?skip&limit&search, all records, answered {data, count}
 * - POST {writePath}, PUT {writePath}/{id}, DELETE {writePath}/{id}
 */
export interface MasterResource {
  key: string;
  /** The menu item (route without slash) that grants writing this master. */
  menuKey: MenuKey;
  title: string;
  /** What one record is called in messages: "Apakah Anda Yakin Ingin Menghapus {noun} {code} ?" */
  noun: string;
  readPath: string;
  writePath: string;
  codeField: string;
  nameField: string;
  fields: readonly MasterField[];
  /** Whether records carry status_aktif (deactivate instead of delete). */
  hasStatus: boolean;
  /** Stone attributes keep one picture per record in the file store, in this folder. */
  imageFolder?: string;
}

const code = (name: string, label: string, extra: Partial<MasterField> = {}): MasterField => ({
  name,
  label,
  kind: 'code',
  required: true,
  inTable: true,
  ...extra,
});
const text = (name: string, label: string, extra: Partial<MasterField> = {}): MasterField => ({
  name,
  label,
  kind: 'text',
  required: true,
  inTable: true,
  ...extra,
});
const field = (
  name: string,
  label: string,
  kind: MasterField['kind'],
  extra: Partial<MasterField> = {},
): MasterField => ({
  name,
  label,
  kind,
  required: true,
  inTable: true,
  ...extra,
});

function resource(
  definition: Omit<MasterResource, 'hasStatus' | 'codeField' | 'nameField'> &
    Partial<Pick<MasterResource, 'hasStatus' | 'codeField' | 'nameField'>>,
): MasterResource {
  const [first, second] = definition.fields;
  return {
    hasStatus: true,
    codeField: first?.name ?? 'kode',
    nameField: second?.name ?? 'nama',
    ...definition,
  };
}

/** Stone attributes share one shape; their messages are the spec's ('Kode Shape Harus Diisi'). */
function stoneAttribute(key: string, route: MenuKey, path: string, label: string): MasterResource {
  return resource({
    key,
    menuKey: route,
    title: `Master Batu ${label}`,
    noun: label,
    readPath: path,
    writePath: path,
    fields: [code(`kode_${key}`, `Kode ${label}`), text(`nama_${key}`, `Nama ${label}`)],
    hasStatus: false,
    imageFolder: `batu-${key}`,
  });
}

export const MASTER_RESOURCES: readonly MasterResource[] = [
  resource({
    key: 'group',
    menuKey: 'master-group',
    title: 'Master Group',
    noun: 'Group',
    readPath: 'group/get/all',
    writePath: 'group',
    fields: [
      code('kode_group', 'Kode Group'),
      text('nama_group', 'Nama Group'),
      field('jenis_group', 'Jenis Group', 'enum', {
        options: ['EMAS', 'NON EMAS'],
        required: false,
        defaultValue: 'EMAS',
      }),
      field('kadar', 'Kadar (%)', 'percent'),
      field('harga', 'Harga Jual / Gram', 'rupiah'),
      field('harga_modal', 'Harga Beli / Gram', 'rupiah'),
      field('persentase', 'Persentase', 'percent', { required: false, defaultValue: 0, inTable: false }),
    ],
  }),
  resource({
    key: 'jenis',
    menuKey: 'master-jenis',
    title: 'Master Jenis',
    noun: 'Jenis',
    readPath: 'jenis/get/all',
    writePath: 'jenis',
    fields: [
      code('kode_dept', 'Kode Jenis'),
      text('nama_dept', 'Nama Jenis'),
      field('kode_group', 'Group', 'ref', { ref: 'group' }),
      field('berlian', 'Jenis Berlian', 'boolean', { required: false, defaultValue: false }),
    ],
  }),
  resource({
    key: 'gudang',
    menuKey: 'master-gudang',
    title: 'Master Gudang',
    noun: 'Gudang',
    readPath: 'gudang/get/all',
    writePath: 'gudang',
    fields: [code('kode_gudang', 'Kode Gudang'), text('nama_gudang', 'Nama Gudang')],
  }),
  resource({
    key: 'baki',
    menuKey: 'master-baki',
    title: 'Master Baki',
    noun: 'Baki',
    readPath: 'baki/get/all',
    writePath: 'baki',
    fields: [
      code('kode_baki', 'Kode Baki'),
      text('nama_baki', 'Nama Baki'),
      field('kode_gudang', 'Gudang', 'ref', { ref: 'gudang' }),
      field('berat_baki', 'Berat Baki (gram)', 'grams'),
      field('berat_bandrol', 'Berat Bandrol (gram)', 'grams', { required: false, defaultValue: 0 }),
    ],
  }),
  resource({
    key: 'bandrol',
    menuKey: 'master-bandrol',
    title: 'Master Bandrol',
    noun: 'Bandrol',
    readPath: 'parabandrol/get/all',
    writePath: 'parabandrol',
    fields: [
      code('kode_bandrol', 'Kode Bandrol'),
      text('nama_bandrol', 'Nama Bandrol'),
      field('berat_bandrol', 'Berat Bandrol (gram)', 'grams'),
    ],
  }),
  resource({
    key: 'sales',
    menuKey: 'master-sales',
    title: 'Master Sales',
    noun: 'Sales',
    readPath: 'sales/get/all',
    writePath: 'sales',
    fields: [
      code('kode_sales', 'Kode Sales'),
      text('nama_sales', 'Nama Sales'),
      text('no_hp', 'No HP', { required: false, maxLength: 20 }),
    ],
  }),
  resource({
    key: 'marketplace',
    menuKey: 'master-marketplace',
    title: 'Master Marketplace',
    noun: 'Marketplace',
    readPath: 'marketplace',
    writePath: 'marketplace',
    fields: [code('kode_marketplace', 'Kode Marketplace'), text('nama_marketplace', 'Nama Marketplace')],
  }),
  resource({
    key: 'tukang',
    menuKey: 'master-tukang',
    title: 'Master Tukang',
    noun: 'Tukang',
    readPath: 'tukang/get/all',
    writePath: 'tukang',
    fields: [
      code('kode_tukang', 'Kode Tukang'),
      text('nama_tukang', 'Nama Tukang'),
      text('no_hp', 'No HP', { required: false, maxLength: 20 }),
      text('alamat', 'Alamat', { required: false, maxLength: 200, inTable: false }),
    ],
  }),
  resource({
    key: 'kode-transaksi',
    menuKey: 'master-kode-transaksi',
    title: 'Master Kode Transaksi',
    noun: 'Kode Transaksi',
    readPath: 'paratransaksi/get/all',
    writePath: 'paratransaksi',
    fields: [
      code('kode_transaksi', 'Kode Transaksi'),
      text('nama_transaksi', 'Nama Transaksi'),
      field('jenis_transaksi', 'Jenis Transaksi', 'enum', { options: ['MASUK', 'KELUAR'] }),
    ],
  }),
  resource({
    key: 'kondisi-barang',
    menuKey: 'master-kondisi-barang',
    title: 'Master Kondisi Barang',
    noun: 'Kondisi Barang',
    readPath: 'parakondisi/get/all',
    writePath: 'parakondisi',
    fields: [code('kode_kondisi', 'Kode Kondisi'), text('nama_kondisi', 'Nama Kondisi')],
  }),
  resource({
    key: 'kondisi-pembelian',
    menuKey: 'master-kondisi-pembelian',
    title: 'Master Kondisi Pembelian',
    noun: 'Kondisi Pembelian',
    readPath: 'parabeli/get/all',
    writePath: 'parabeli',
    fields: [
      code('kode_kondisi', 'Kode Kondisi'),
      text('nama_kondisi', 'Nama Kondisi'),
      field('type_kondisi', 'Tipe Potongan', 'enum', { options: ['PERSENTASE', 'RP'] }),
      field('persentase', 'Potongan (%)', 'percent', { required: false, defaultValue: 0 }),
      field('rupiah_per_gram', 'Potongan Rp / Gram', 'rupiah', { required: false, defaultValue: 0 }),
    ],
  }),
  resource({
    key: 'kondisi-pinjaman',
    menuKey: 'master-kondisi-pinjaman',
    title: 'Master Kondisi Pinjaman',
    noun: 'Kondisi Pinjaman',
    readPath: 'parapinjaman/get/all',
    writePath: 'parapinjaman',
    fields: [
      code('kode_pinjaman', 'Kode Pinjaman'),
      text('nama_pinjaman', 'Nama Tingkat'),
      field('pinjaman_min', 'Pinjaman Dari (Rp)', 'rupiah'),
      field('pinjaman_max', 'Pinjaman Sampai (Rp)', 'rupiah'),
      field('bunga_persen', 'Bunga / Bulan (%)', 'percent'),
    ],
  }),
  resource({
    key: 'bank',
    menuKey: 'master-bank',
    title: 'Master Bank',
    noun: 'Bank',
    readPath: 'banks',
    writePath: 'banks',
    fields: [
      code('kode_bank', 'Kode Bank'),
      text('nama_bank', 'Nama Bank'),
      field('fee_persen', 'Fee Kartu (%)', 'percent', { required: false, defaultValue: 0 }),
    ],
  }),
  resource({
    key: 'rekening',
    menuKey: 'master-rekening',
    title: 'Master Rekening',
    noun: 'Rekening',
    readPath: 'rekenings',
    writePath: 'rekenings',
    fields: [
      code('no_rekening', 'No Rekening', { maxLength: 30 }),
      text('nama_rekening', 'Atas Nama'),
      field('kode_bank', 'Bank', 'ref', { ref: 'bank' }),
      text('keterangan', 'Keterangan', { required: false, maxLength: 200, inTable: false }),
    ],
  }),
  resource({
    key: 'hadiah',
    menuKey: 'master-data-hadiah',
    title: 'Master Data Hadiah',
    noun: 'Hadiah',
    readPath: 'hadiah/get/all',
    writePath: 'hadiah',
    fields: [
      code('kode_hadiah', 'Kode Hadiah'),
      text('nama_hadiah', 'Nama Hadiah'),
      field('poin', 'Poin Dibutuhkan', 'integer'),
      field('stock', 'Stock', 'integer', { required: false, defaultValue: 0 }),
    ],
  }),
  resource({
    key: 'parameter-point',
    menuKey: 'master-parameter-point',
    title: 'Master Parameter Point',
    noun: 'Parameter Point',
    readPath: 'parapoin/get/all',
    writePath: 'parapoin',
    fields: [
      code('kode_parameter', 'Kode Parameter'),
      text('nama_parameter', 'Nama Parameter'),
      field('tipe_poin', 'Tipe Poin', 'enum', { options: ['BERAT', 'RUPIAH'] }),
      field('kode_group', 'Group', 'ref', { ref: 'group', required: false }),
      field('berat_min', 'Berat Dari (gram)', 'grams', { required: false, defaultValue: 0 }),
      field('berat_max', 'Berat Sampai (gram)', 'grams', { required: false, defaultValue: 0 }),
      field('kelipatan_rp', 'Setiap Rp', 'rupiah', { required: false, defaultValue: 0 }),
      field('poin', 'Poin', 'integer'),
    ],
  }),
  resource({
    key: 'parameter-rugi-nota',
    menuKey: 'master-parameter-rugi-nota',
    title: 'Master Parameter Rugi Nota',
    noun: 'Parameter Rugi Nota',
    readPath: 'ruginota/get/all',
    writePath: 'ruginota',
    fields: [
      code('kode_rugi', 'Kode Rugi Nota'),
      text('nama_rugi', 'Keterangan'),
      field('kode_group', 'Group', 'ref', { ref: 'group' }),
      field('potongan_min', 'Potongan Minimal (%)', 'percent'),
      field('potongan_max', 'Potongan Maksimal (%)', 'percent'),
    ],
  }),
  resource({
    key: 'kadar',
    menuKey: 'master-kadar',
    title: 'Master Kadar',
    noun: 'Kadar',
    readPath: 'kadar/get/all',
    writePath: 'kadar',
    fields: [
      code('kode_kadar', 'Kode Kadar'),
      text('nama_kadar', 'Nama Kadar'),
      field('persentase', 'Kadar (%)', 'percent'),
    ],
  }),
  resource({
    key: 'kategori',
    menuKey: 'master-kategori',
    title: 'Master Kategori',
    noun: 'Kategori',
    readPath: 'kategori/get/all',
    writePath: 'kategori',
    fields: [code('kode_kategori', 'Kode Kategori'), text('nama_kategori', 'Nama Kategori')],
  }),
  resource({
    key: 'jenis-batu',
    menuKey: 'jenis-batu',
    title: 'Jenis Batu',
    noun: 'Jenis Batu',
    readPath: 'parameter-berlian',
    writePath: 'parameter-berlian',
    fields: [code('jenis_batu', 'Jenis Batu'), text('nama_batu', 'Nama Batu')],
    hasStatus: false,
  }),
  stoneAttribute('shape', 'master-batu-shape', 'batu-shape', 'Shape'),
  stoneAttribute('color', 'master-batu-color', 'batu-color', 'Color'),
  stoneAttribute('clarity', 'master-batu-clarity', 'batu-clarity', 'Clarity'),
  stoneAttribute('fluorescence', 'master-batu-fluorencence', 'batu-fluorescence', 'Fluorescence'),
  stoneAttribute('symmetry', 'master-batu-symetry', 'batu-symmetry', 'Symmetry'),
  stoneAttribute('polish', 'master-batu-polish', 'batu-polish', 'Polish'),
  stoneAttribute('cutgrade', 'master-batu-cutgrade', 'batu-cutgrade', 'Cut Grade'),
  resource({
    key: 'batu-berlian',
    menuKey: 'master-batu-berlian',
    title: 'Master Batu Berlian',
    noun: 'Batu Berlian',
    readPath: 'batu-berlian',
    writePath: 'batu-berlian',
    fields: [
      code('kode_berlian', 'Kode Berlian'),
      text('nama_berlian', 'Nama Berlian'),
      field('jenis_batu', 'Jenis Batu', 'ref', { ref: 'jenis-batu' }),
      field('kode_shape', 'Shape', 'ref', { ref: 'shape', required: false }),
      field('kode_color', 'Color', 'ref', { ref: 'color', required: false }),
      field('kode_clarity', 'Clarity', 'ref', { ref: 'clarity', required: false }),
      field('harga_per_carat', 'Harga / Carat (Rp)', 'rupiah', { required: false, defaultValue: 0 }),
    ],
  }),
];

const BY_KEY = new Map(MASTER_RESOURCES.map((entry) => [entry.key, entry]));

export function masterResource(key: string): MasterResource {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`Master ${key} tidak dikenal`);
  return found;
}

/** Body of POST and PUT: every field by its rule, plus status_aktif where the master has it. */
export function masterWriteSchema(entry: MasterResource) {
  const shape: Record<string, z.ZodType> = {};
  for (const item of entry.fields) shape[item.name] = fieldSchema(item);
  if (entry.hasStatus) shape.status_aktif = z.boolean().optional().default(true);
  return z.object(shape);
}

/** A record as the API answers it: id, the fields, and status_aktif where the master has it. */
export interface MasterRecord {
  id: number;
  [field: string]: string | number | boolean | null;
}

/** Master-specific rules beyond single fields, checked on both sides. */
export function masterRecordProblem(entry: MasterResource, values: Record<string, unknown>): string | null {
  if (entry.key === 'kondisi-pembelian') {
    if (values.type_kondisi === 'PERSENTASE' && !(Number(values.persentase) > 0))
      return 'Potongan (%) Harus Diisi untuk tipe PERSENTASE';
    if (values.type_kondisi === 'RP' && !(Number(values.rupiah_per_gram) > 0))
      return 'Potongan Rp / Gram Harus Diisi untuk tipe RP';
  }
  if (entry.key === 'kondisi-pinjaman' && Number(values.pinjaman_max) < Number(values.pinjaman_min)) {
    return 'Pinjaman Sampai tidak boleh lebih kecil dari Pinjaman Dari';
  }
  if (entry.key === 'parameter-rugi-nota' && Number(values.potongan_max) < Number(values.potongan_min)) {
    return 'Potongan Maksimal tidak boleh lebih kecil dari Potongan Minimal';
  }
  if (entry.key === 'parameter-point') {
    if (values.tipe_poin === 'BERAT') {
      if (!values.kode_group) return 'Group Harus Diisi untuk tipe BERAT';
      if (Number(values.berat_max) < Number(values.berat_min) || !(Number(values.berat_max) > 0))
        return 'Berat Sampai harus lebih besar dari Berat Dari';
    }
    if (values.tipe_poin === 'RUPIAH' && !(Number(values.kelipatan_rp) > 0))
      return 'Setiap Rp Harus Diisi untuk tipe RUPIAH';
  }
  return null;
}

/** Gudang every shop has; they cannot be deleted. */
/** Bought-back gold waits here for sorting (sortir); deposits wait in TITIP. */
export const GUDANG_BELI = 'BELI';
export const GUDANG_TITIP = 'TITIP';

export const STANDARD_GUDANG = [
  { kode_gudang: 'TOKO', nama_gudang: 'Etalase Toko' },
  { kode_gudang: 'BELI', nama_gudang: 'Barang Pembelian' },
  { kode_gudang: 'TITIP', nama_gudang: 'Barang Titipan' },
  { kode_gudang: 'HANCUR', nama_gudang: 'Barang Hancur' },
] as const;
