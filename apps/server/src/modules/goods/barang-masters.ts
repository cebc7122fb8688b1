import { badRequest, masterResource, type tambahBarangItemSchema } from '@toko/shared';
import type { z } from 'zod';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { barangRepository } from './barang.repository.ts';

/** A piece as the counter enters it (Tambah Barang, Penerimaan Barang). */
export type NewItem = z.infer<typeof tambahBarangItemSchema>;

/** Masters that items point at cannot be deleted while items carry them. */
export function registerBarangUsages(masterData: Pick<MasterDataService, 'usages'>) {
  for (const key of ['group', 'jenis', 'gudang', 'baki'] as const) {
    masterData.usages.register(key, {
      label: 'Data Barang',
      count: (tx, kodeToko, code) => barangRepository.countPiecesNaming(tx, kodeToko, key, code),
    });
  }
}

/**
 * The places and classes new items name must exist, be active and fit together: the
 * jenis in its group, the tray in its gudang, one gold piece per barcode. Masters are read
 * once for the whole list; a list names the line at fault.
 */
export async function checkNewItems(
  masterData: Pick<MasterDataService, 'listActive'>,
  kodeToko: string,
  items: NewItem[],
) {
  const active = async (key: string) => {
    const entry = masterResource(key);
    const rows = await masterData.listActive(entry, kodeToko);
    return { entry, byCode: new Map(rows.map((row) => [String(row[entry.codeField]), row])) };
  };
  const [groups, jenises, gudangs, bakis] = await Promise.all([
    active('group'),
    active('jenis'),
    active('gudang'),
    active('baki'),
  ]);
  for (const [index, item] of items.entries()) {
    const line = items.length > 1 ? `Baris ${index + 1}: ` : '';
    const find = (list: typeof groups, code: string) => {
      const found = list.byCode.get(code);
      if (!found) throw badRequest(`${line}${list.entry.noun} ${code} tidak ditemukan atau tidak aktif`);
      return found;
    };
    const group = find(groups, item.kode_group);
    const jenis = find(jenises, item.kode_dept);
    find(gudangs, item.kode_gudang);
    const baki = find(bakis, item.kode_baki);
    if (jenis.kode_group !== item.kode_group) {
      throw badRequest(`${line}Jenis ${item.kode_dept} bukan bagian dari Group ${item.kode_group}`);
    }
    if (baki.kode_gudang !== item.kode_gudang) {
      throw badRequest(`${line}Baki ${item.kode_baki} tidak berada di Gudang ${item.kode_gudang}`);
    }
    if (item.jumlah > 1 && group.jenis_group === 'EMAS') {
      throw badRequest(
        `${line}Barang emas dicatat satu per barcode; jumlah lebih dari 1 hanya untuk aksesoris`,
      );
    }
  }
}
