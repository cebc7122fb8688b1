import type { OtorisasiJenis, otorisasiSchema } from '@toko/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.ts';
import type { DayActor, ShopActor } from './actor.ts';
import { inBusinessDay } from './business-day.ts';

export type OtorisasiInput = z.infer<typeof otorisasiSchema>;

/** A second user's consent, checked and ready to be stored with the action it allows. */
export interface VerifiedOtorisasi {
  kodeToko: string;
  dimintaOleh: string;
  diotorisasiOleh: string;
  alasan: string;
}

/**
 * What a change with otorisasi needs of the access area (DOMAIN.md §1): `verify` checks the
 * supervisor's password before the action's transaction (hashing is slow and must not hold
 * locks); `record` stores the consent inside it, so both land together or not at all.
 */
export interface OtorisasiPort {
  verify(actor: ShopActor, input: OtorisasiInput): Promise<VerifiedOtorisasi>;
  record(
    tx: DbOrTx,
    verified: VerifiedOtorisasi,
    what: { jenis: OtorisasiJenis; noRef: string; tglSystem: string; barcodes?: string[] },
  ): Promise<number>;
}

/**
 * A change of a document that needs a second user's consent: the password is checked
 * (slow) before any lock is taken, then `work` runs in a transaction of the business day.
 */
export async function withOtorisasi<T>(
  db: Db,
  otorisasi: Pick<OtorisasiPort, 'verify'>,
  actor: DayActor,
  input: OtorisasiInput,
  work: (tx: DbOrTx, verified: VerifiedOtorisasi) => Promise<T>,
): Promise<T> {
  const verified = await otorisasi.verify(actor, input);
  return inBusinessDay(db, actor, (tx) => work(tx, verified));
}
