import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nomorUrut } from '../../db/schema/index.ts';

/**
 * The per-shop counter of member codes lives in nomor_urut like the receipt counters, on a
 * date no business day has: a member code runs on for ever, it does not restart each day.
 */
const KODE_MEMBER_JENIS = 'MB';
const KODE_MEMBER_TANGGAL = '1970-01-01';

/** `{kode_toko}-M{0001}`: the shop that registered the member, then its own counter. */
export function formatKodeMember(kodeToko: string, urut: number): string {
  return `${kodeToko}-M${String(urut).padStart(4, '0')}`;
}

/** Takes the shop's next member code. */
export async function nextKodeMember(tx: DbOrTx, kodeToko: string): Promise<string> {
  const [row] = await tx
    .insert(nomorUrut)
    .values({ kode_toko: kodeToko, jenis: KODE_MEMBER_JENIS, tanggal: KODE_MEMBER_TANGGAL, terakhir: 1 })
    .onConflictDoUpdate({
      target: [nomorUrut.kode_toko, nomorUrut.jenis, nomorUrut.tanggal],
      set: { terakhir: sql`${nomorUrut.terakhir} + 1` },
    })
    .returning({ terakhir: nomorUrut.terakhir });
  if (!row) throw new Error('nomor member tidak terbaca');
  return formatKodeMember(kodeToko, row.terakhir);
}

/**
 * Members written with codes of their own (the demo's) keep the counter past them, so the
 * next member registered at the counter never gets a code already taken.
 */
export async function keepKodeMemberPast(tx: DbOrTx, kodeToko: string, urut: number): Promise<void> {
  await tx
    .insert(nomorUrut)
    .values({ kode_toko: kodeToko, jenis: KODE_MEMBER_JENIS, tanggal: KODE_MEMBER_TANGGAL, terakhir: urut })
    .onConflictDoUpdate({
      target: [nomorUrut.kode_toko, nomorUrut.jenis, nomorUrut.tanggal],
      set: { terakhir: sql`greatest(${nomorUrut.terakhir}, ${urut})` },
    });
}
