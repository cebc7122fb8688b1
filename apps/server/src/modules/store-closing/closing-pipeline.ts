import type { ClosingBlocker } from '@toko/shared';
import type { Tx } from '../../db/client.ts';
import {
  type Condition,
  type DocumentColumn,
  type DocumentTable,
  waitingDocuments,
} from './store-closing.repository.ts';

/** What every closing step sees: the open transaction and the day being closed. */
export interface ClosingContext {
  tx: Tx;
  kodeToko: string;
  /** The business date being closed. */
  tglSystem: string;
  /** The date the shop opens with next. */
  tglSystemBaru: string;
  userId: string;
  /** Figures a step wants kept in the day's closing log (Laporan EOD reads them). */
  summary: Record<string, unknown>;
}

/**
 * Where a roll-forward step runs (DOMAIN.md §7): cash is frozen first, then the stock,
 * the loans, the prices; the areas' daily roll-ups after them; the EOD summary last, since
 * it reads what every step before it froze (keuangan_saldo, barang_saldo). Checks run
 * before any of them whatever their phase.
 */
export const CLOSING_PHASES = ['kas', 'stok', 'hutang', 'harga', 'rekap', 'eod'] as const;
export type ClosingPhase = (typeof CLOSING_PHASES)[number];

/**
 * A step an area contributes to closing the day. `check` answers why the day
 * cannot close yet and the screen where staff clear it (null when it can close);
 * `rollForward` carries the area's state into the next day. Both run inside the
 * one closing transaction.
 */
export interface ClosingStep {
  key: string;
  /**
   * Shown in the progress modal: as is while rolling forward, and as
   * "Memeriksa {label}" while checking, so name the thing ("penjualan") for a check.
   */
  label: string;
  check?: (ctx: ClosingContext) => Promise<ClosingBlocker | null>;
  rollForward?: (ctx: ClosingContext) => Promise<void>;
  /** When its roll-forward runs; 'rekap' (the daily roll-ups) unless said. */
  phase?: ClosingPhase;
}

/**
 * The ordered list of steps; areas register theirs when the app is built, in the order
 * their dependencies allow, and the pipeline runs them by phase (registration order
 * within a phase).
 */
export class ClosingPipeline {
  private readonly registered: ClosingStep[] = [];

  register(step: ClosingStep): void {
    if (this.registered.some((existing) => existing.key === step.key)) {
      throw new Error(`Langkah tutup toko ${step.key} sudah terdaftar`);
    }
    this.registered.push(step);
  }

  get steps(): readonly ClosingStep[] {
    const rank = (step: ClosingStep) => CLOSING_PHASES.indexOf(step.phase ?? 'rekap');
    // Array.prototype.sort is stable: within a phase, registration order stands.
    return [...this.registered].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * The check of an area whose documents take effect only once validated (DOMAIN.md §7
 * step 1): the day cannot close while any of `table` matching `waiting` is left. The
 * refusal counts them and names the first NAMED_BLOCKERS by `number`, so staff know which
 * receipts to validate.
 */
export function unvalidatedCheck(options: {
  key: string;
  table: DocumentTable;
  /** The document's number column, as staff read it on the validation screen. */
  number: DocumentColumn;
  waiting: (kodeToko: string) => Condition | undefined;
  message: (nos: readonly string[], jumlah: number) => string;
  /** The validation screen that clears the waiting documents. */
  path: string;
}): ClosingStep {
  return {
    key: options.key,
    label: options.key,
    check: async (ctx) => {
      const { nos, jumlah } = await waitingDocuments(
        ctx.tx,
        options.table,
        options.number,
        options.waiting(ctx.kodeToko),
      );
      return jumlah > 0 ? { message: options.message(nos, jumlah), path: options.path } : null;
    },
  };
}
