import { eq } from 'drizzle-orm';
import { BuiltOnce, Values } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { authEpoch } from '../../db/schema/index.ts';

/**
 * The current auth epoch of a shop: the number database triggers raise whenever a
 * session ends or a user, grant, parameter or the shop row changes (migration 0014).
 * A cached sign-in is good while its epoch is the shop's current one.
 *
 * - PGlite serves one process (the data folder is locked), and its NOTIFY reaches
 *   this process before the changing statement resolves: the epochs are kept in
 *   memory from the notifications, and a request asks the database nothing.
 * - PostgreSQL may serve several processes, and a notification to another process
 *   can trail the response that caused it: every request reads the epoch (one
 *   primary-key lookup), so a token revoked anywhere is refused on its next request.
 */
export interface AuthEpochs {
  current(kodeToko: string): Promise<number>;
  /** An epoch read from the database with a session: what this process knows is at least that. */
  saw(kodeToko: string, epoch: number): void;
}

const CHANNEL = 'auth_changed';

/** On PostgreSQL every authenticated request reads it: built once, prepared on each connection. */
const epochRead = new BuiltOnce();

async function readEpoch(database: Database, kodeToko: string): Promise<number> {
  const values = new Values();
  const shop = values.one('toko', kodeToko);
  const [row] = await epochRead.run<{ epoch: number }>(database.db, 'epoch', values, () => {
    const fields = { epoch: authEpoch.epoch };
    return {
      statement: database.db.select(fields).from(authEpoch).where(eq(authEpoch.kode_toko, shop)),
      fields,
    };
  });
  return row?.epoch ?? 0;
}

export async function createAuthEpochs(database: Database): Promise<AuthEpochs> {
  const listen = database.listen;
  if (!listen) return { current: (kodeToko) => readEpoch(database, kodeToko), saw: () => {} };

  const known = new Map<string, number>();
  // Epochs only rise; a reading that lands after a newer notification must not lower one.
  const raise = (kodeToko: string, epoch: number) => {
    if (epoch > (known.get(kodeToko) ?? -1)) known.set(kodeToko, epoch);
  };
  await listen(CHANNEL, (payload) => {
    const separator = payload.lastIndexOf(':');
    raise(payload.slice(0, separator), Number(payload.slice(separator + 1)));
  });
  return {
    saw: raise,
    async current(kodeToko) {
      const epoch = known.get(kodeToko);
      if (epoch !== undefined) return epoch;
      raise(kodeToko, await readEpoch(database, kodeToko));
      return known.get(kodeToko) ?? 0;
    },
  };
}
