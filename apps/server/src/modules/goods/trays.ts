import { masterResource } from '@toko/shared';
import { and, eq, gt, type SQL } from 'drizzle-orm';
import { barang } from '../../db/schema/index.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';

/** The pieces a tray holds now: in stock and not held, sold, sent or destroyed. */
export function inTray(kodeToko: string, kodeGudang: string, kodeBaki: string): SQL | undefined {
  return and(
    eq(barang.kode_toko, kodeToko),
    eq(barang.kode_gudang, kodeGudang),
    eq(barang.kode_baki, kodeBaki),
    eq(barang.status, 'READY'),
    gt(barang.stock, 0),
  );
}

/** The first active tray of a gudang (where deposits or bought-back gold are put), if any. */
export async function firstActiveTray(
  masterData: MasterDataService,
  kodeToko: string,
  kodeGudang: string,
): Promise<string | undefined> {
  const bakis = await masterData.listActive(masterResource('baki'), kodeToko);
  const baki = bakis.find((row) => row.kode_gudang === kodeGudang);
  return baki ? String(baki.kode_baki) : undefined;
}
