import { randomBytes } from 'node:crypto';
import {
  OTORISASI_LEVELS,
  type OtorisasiJenis,
  otorisasiRefused,
  type otorisasiSchema,
  tooManyRequests,
} from '@toko/shared';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { VerifiedOtorisasi } from '../../counter/otorisasi.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { WindowCounter } from '../../plugins/window-counter.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { consentingUser, insertOtorisasi } from './otorisasi.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

type OtorisasiInput = z.infer<typeof otorisasiSchema>;

/**
 * Otorisasi (DOMAIN.md §1): an OWN or SPV user other than the one at the screen
 * consents with their password and a reason. `verify` runs before the action's
 * transaction (hashing is slow and must not hold locks); `record` stores the consent
 * inside it, so an action and its authorisation land together or not at all.
 */
export function createOtorisasiService(deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  // Guessing a supervisor's password through this door is throttled like sign-in.
  const throttle = new WindowCounter(config.loginRateLimit.max, config.loginRateLimit.windowMs);
  let decoyHash: Promise<string> | undefined;

  return {
    async verify(
      actor: { kodeToko: string; userId: string },
      input: OtorisasiInput,
    ): Promise<VerifiedOtorisasi> {
      const key = `${actor.kodeToko}|${actor.userId}|${input.user_id}`;
      if (throttle.isBlocked(key)) throw tooManyRequests(SERVER_TEXTS.otorisasi.terlaluSering);
      if (input.user_id === actor.userId) throw otorisasiRefused(SERVER_TEXTS.otorisasi.userLain);
      const user = await consentingUser(db, actor.kodeToko, input.user_id);
      decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
      const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyHash), input.password);
      if (!user || !passwordOk || !user.status_aktif) {
        throttle.record(key);
        throw otorisasiRefused(SERVER_TEXTS.otorisasi.gagal);
      }
      throttle.clear(key);
      if (!(OTORISASI_LEVELS as readonly string[]).includes(user.level)) {
        throw otorisasiRefused(SERVER_TEXTS.otorisasi.tidakBerhak(input.user_id), 403);
      }
      return {
        kodeToko: actor.kodeToko,
        dimintaOleh: actor.userId,
        diotorisasiOleh: input.user_id,
        alasan: input.alasan,
      };
    },

    /** Stores the consent in the action's transaction; answers its id. */
    async record(
      tx: DbOrTx,
      verified: VerifiedOtorisasi,
      what: { jenis: OtorisasiJenis; noRef: string; tglSystem: string; barcodes?: string[] },
    ): Promise<number> {
      return insertOtorisasi(tx, {
        kode_toko: verified.kodeToko,
        tgl_system: what.tglSystem,
        jenis: what.jenis,
        no_ref: what.noRef,
        kode_barcode: what.barcodes ?? [],
        diminta_oleh: verified.dimintaOleh,
        diotorisasi_oleh: verified.diotorisasiOleh,
        alasan: verified.alasan,
      });
    },
  };
}

export type OtorisasiService = ReturnType<typeof createOtorisasiService>;
