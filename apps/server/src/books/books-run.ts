import type { SaldoKas } from '@toko/shared';
import fc from 'fast-check';
import type { TestApp } from '../../test/app-on-database.ts';
import { BOOK_COMMANDS, type BooksReal } from './book-commands.ts';
import { type BooksCheck, checkBooks } from './check-books.ts';
import { businessDate, loadModel, type ShopModel } from './shop-model.ts';

/** The books did not balance: every discrepancy the check found, in words. */
export class BooksDiscrepancy extends Error {
  constructor(readonly discrepancies: string[]) {
    super(`Pembukuan tidak seimbang:\n  - ${discrepancies.join('\n  - ')}`);
  }
}

export interface BooksRigOptions {
  /** A fresh app on a freshly seeded database (the demo chain). */
  newApp: () => Promise<TestApp>;
  kodeToko?: string;
  /** Sequences run on one database before it is replaced by a fresh one (it grows with each). */
  resetEvery?: number;
  /** The EOD summary check, once the summary exists (see CheckBooksOptions.eodSummary). */
  eodSummary?: BooksCheck;
  /** Told after every finished sequence: how many have finished and the steps this one ran (progress of long runs). */
  onSequence?: (done: number, steps: string) => void;
}

let keys = 0;
const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;

/**
 * Runs fast-check command sequences against one shop of a real app. Sequences follow each
 * other on the same database (each starting its model from what the database then holds),
 * so thousands cost little; after `resetEvery` sequences, or any failure, the next one starts
 * on a fresh database, so a failure's shrinking does not stand on the ruins it left.
 */
export class BooksRig {
  private app: TestApp | undefined;
  private used = 0;
  private broken = false;
  private done = 0;
  private closed = false;
  readonly kodeToko: string;

  constructor(private readonly options: BooksRigOptions) {
    this.kodeToko = options.kodeToko ?? 'PST';
  }

  private async freshApp(): Promise<TestApp> {
    if (this.closed) throw new Error('BooksRig sudah ditutup');
    const needsFresh =
      !this.app || this.broken || this.used >= (this.options.resetEvery ?? Number.POSITIVE_INFINITY);
    if (needsFresh) {
      await this.app?.close();
      this.app = await this.options.newApp();
      this.used = 0;
      this.broken = false;
    }
    this.used++;
    return this.app as TestApp;
  }

  /** A sequence's start: the app, the shop's model as the database holds it, the owner signed in. */
  async setup(): Promise<{ model: ShopModel; real: BooksReal }> {
    const t = await this.freshApp();
    const { kodeToko } = this;
    const { eodSummary } = this.options;
    const clockAt = (tanggal: string) => t.setNow(new Date(`${tanggal}T10:00:00+07:00`));
    const real: BooksReal = {
      t,
      kodeToko,
      owner: '',
      async reopen(tanggal) {
        clockAt(tanggal);
        real.owner = await t.login(kodeToko, 'OWNER');
      },
      async verify(model) {
        const found = await checkBooks(
          {
            db: t.database.db,
            call: (method, path, body) => t.call(method, path, real.owner, body),
            kodeToko,
            tanggal: model.tanggal,
          },
          { expected: model, eodSummary },
        );
        if (found.length > 0) throw new BooksDiscrepancy(found);
      },
      key: () => `books-${run}-${++keys}`,
    };
    await real.reopen(await businessDate(t.database.db, kodeToko));
    // The till opens with cash, as a shop's does, before the model reads it: payouts beyond
    // what it holds are refused (decision 033), and no sequence here should hit that wall.
    const modal = await t.call('POST', 'cash/uang-kas', real.owner, {
      idempotency_key: real.key(),
      kode_transaksi: 'MODAL',
      jumlah: 1_000_000_000,
    });
    if (modal.statusCode !== 200) throw new Error(`modal awal: ${modal.body}`);
    const saldo = await t.call('GET', 'cash/saldo', real.owner);
    const model = await loadModel(t.database.db, kodeToko, saldo.json() as SaldoKas[]);
    return { model, real };
  }

  /**
   * One property: a random sequence of up to `maxCommands` operations keeps the books balanced
   * after every step. `replayPath` (printed in a counterexample) replays its shrunk sequence.
   */
  property(maxCommands: number, replayPath?: string) {
    const sequences = fc.commands(BOOK_COMMANDS, { maxCommands, size: 'max', replayPath });
    return fc.asyncProperty(sequences, async (commands) => {
      try {
        const start = await this.setup();
        await start.real.verify(start.model);
        await fc.asyncModelRun(() => start, commands);
      } catch (error) {
        this.broken = true;
        throw error;
      } finally {
        this.options.onSequence?.(++this.done, String(commands));
      }
    });
  }

  /** Closes the current app and its database; a second call (a signal during a run) does nothing. */
  async close(): Promise<void> {
    const app = this.app;
    this.app = undefined;
    this.closed = true;
    await app?.close();
  }
}
