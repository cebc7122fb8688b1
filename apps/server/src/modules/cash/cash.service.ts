import {
  AKUN_KAS,
  akunOf,
  badRequest,
  formatRupiah,
  KATEGORI_KAS,
  type Keuangan,
  type keuanganQuerySchema,
  masterResource,
  type PageResult,
  type SaldoKas,
  TEXTS,
  type UangKasResult,
  type uangBankSchema,
  type uangKasSchema,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { assertBusinessDate } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-error.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { entryRowsOfKey, type KeuanganRow, ledgerPage, saveDayBalances } from './cash.repository.ts';
import { balancesOn } from './cash-balances.ts';
import { book, bookPayment, type CashBookRow, lockTill, reverse, settlementAccount } from './cash-book.ts';

export { balancesOn } from './cash-balances.ts';
export type { CashBookRow } from './cash-book.ts';
export { settlementAccount };

type UangKasInput = z.infer<typeof uangKasSchema>;
type UangBankInput = z.infer<typeof uangBankSchema>;
type KeuanganQuery = z.infer<typeof keuanganQuerySchema>;
/** The card methods of a counter payment as a request names them. */
export interface CardPayment {
  debet: number;
  kode_bank_debet: string;
  credit: number;
  kode_bank_credit: string;
}
/** A manual entry's rows: the receipt, note and people are the entry's. */
type ManualRow = Pick<CashBookRow, 'kategori' | 'no_rekening' | 'kode_bank' | 'jumlah_in' | 'jumlah_out'> & {
  jenis: 'CASH' | 'TRANSFER';
};

export const NAMA_KAS = 'KAS TOKO';

/** An entry without a note of its own says what it was, so the cash book never shows a blank line. */
function withNote<T extends { keterangan: string }>(input: T, note: string): T {
  return { ...input, keterangan: input.keterangan || note };
}

function toKeuangan(row: KeuanganRow): Keuangan {
  return {
    id: row.id,
    tanggal: row.tanggal,
    kategori: row.kategori,
    jenis: row.jenis as Keuangan['jenis'],
    no_rekening: row.no_rekening,
    kode_bank: row.kode_bank,
    deskripsi: row.deskripsi,
    keterangan: row.keterangan,
    jumlah_in: row.jumlah_in,
    jumlah_out: row.jumlah_out,
    fee: row.fee,
    status: row.status,
    input_by: row.input_by,
    valid_by: row.valid_by,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Freezes a day's balance of every account (the till always) from the ledger into
 * `keuangan_saldo`, the way Tutup Toko does, and answers it. `replace` overwrites a
 * balance already frozen (the closing, and an import that added rows to closed days);
 * `keep` leaves it (Delete Data freezing the last deleted day before its rows go).
 */
export async function freezeBalances(
  tx: DbOrTx,
  kodeToko: string,
  tanggal: string,
  mode: 'replace' | 'keep',
): Promise<SaldoKas[]> {
  const balances = await balancesOn(tx, kodeToko, tanggal, [{ akun: AKUN_KAS, nama: NAMA_KAS }]);
  await saveDayBalances(tx, kodeToko, tanggal, balances, mode);
  return balances;
}

/**
 * A manual entry may not take more out of a bank account than it holds today. The till
 * has its own rule in the cash book's writer (`book`), for every document alike.
 */
async function refuseOverdraft(tx: DbOrTx, actor: DayActor, rows: readonly ManualRow[]): Promise<void> {
  const spending = rows.filter((row) => row.jenis !== 'CASH' && (row.jumlah_out ?? 0) > 0);
  if (spending.length === 0) return;
  const balances = await balancesOn(tx, actor.kodeToko, actor.tglSystem, []);
  for (const row of spending) {
    const akun = akunOf({ jenis: row.jenis, no_rekening: row.no_rekening ?? '' }) ?? AKUN_KAS;
    const tersedia = balances.find((balance) => balance.akun === akun)?.akhir ?? 0;
    if ((row.jumlah_out ?? 0) > tersedia) {
      throw badRequest(TEXTS.cash.saldoKurang(`Rekening ${akun}`, formatRupiah(tersedia)));
    }
  }
}

/**
 * Uang Kas (DOMAIN.md §5): the cash book of the shop. Manual entries into or out of the
 * till, money moved between the till and the shop's bank accounts, the paged ledger and
 * the day's balance per account; closing freezes the balances (`awal = akhir` tomorrow).
 */
export function createCashService(deps: { db: Db; masterData: MasterDataService }) {
  const { db, masterData } = deps;

  async function accounts(kodeToko: string) {
    const rekenings = await masterData.listActive(masterResource('rekening'), kodeToko);
    return [
      { akun: AKUN_KAS, nama: NAMA_KAS },
      ...rekenings.map((row) => ({
        akun: String(row.no_rekening),
        nama: `${String(row.nama_rekening)} (${String(row.kode_bank)})`,
      })),
    ];
  }

  async function byKey(kodeToko: string, key: string): Promise<UangKasResult | undefined> {
    const rows = await entryRowsOfKey(db, kodeToko, key);
    const [first] = rows;
    return first ? { no_ref: first.deskripsi, rows: rows.map(toKeuangan) } : undefined;
  }

  /**
   * Books the rows of one manual entry under a new receipt number, refusing to take more
   * out of an account than it holds. Entries of one shop queue on an advisory lock, so
   * two withdrawals at once cannot both spend the same balance.
   */
  async function bookManual(
    actor: DayActor,
    input: { idempotency_key: string; keterangan: string },
    type: 'UK' | 'UB',
    rows: ManualRow[],
  ): Promise<UangKasResult> {
    const existing = await byKey(actor.kodeToko, input.idempotency_key);
    if (existing) return existing;
    try {
      const noRef = await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        await lockTill(tx, actor.kodeToko);
        await refuseOverdraft(tx, actor, rows);
        const noRef = await nextReceiptNumber(tx, actor.kodeToko, type, actor.tglSystem);
        await book(
          tx,
          { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
          rows.map((row) => ({
            ...row,
            deskripsi: noRef,
            keterangan: input.keterangan,
            input_by: actor.userId,
            valid_by: actor.userId,
            idempotency_key: input.idempotency_key,
          })),
        );
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: type === 'UK' ? 'UANG_KAS' : 'UANG_BANK',
          entity: 'keuangan',
          entityId: noRef,
          after: rows,
        });
        return noRef;
      });
      const saved = await byKey(actor.kodeToko, input.idempotency_key);
      if (!saved) throw new Error(`keuangan ${noRef} tidak tersimpan`);
      return saved;
    } catch (error) {
      // The same key raced itself: the first save won, the retry answers it.
      if (pgErrorCode(error) === '23505') {
        const raced = await byKey(actor.kodeToko, input.idempotency_key);
        if (raced) return raced;
      }
      throw error;
    }
  }

  async function rekeningOf(kodeToko: string, noRekening: string) {
    const rekenings = await masterData.listActive(masterResource('rekening'), kodeToko);
    const rekening = rekenings.find((row) => row.no_rekening === noRekening);
    if (!rekening) throw badRequest(`Rekening ${noRekening} tidak ditemukan atau tidak aktif`);
    return { no_rekening: noRekening, kode_bank: String(rekening.kode_bank) };
  }

  return {
    /** The one writer of the cash book: other areas book their money through these. */
    book,
    bookPayment,
    reverse,
    settlementAccount,
    /**
     * Delete Data (decision 025) freezes the last day it deletes before removing the cash
     * book rows up to it, keeping a balance the closing already froze: every later balance
     * starts from this frozen akhir and never reads the deleted rows, so it stays the same.
     */
    freezeBalancesOn: (tx: DbOrTx, kodeToko: string, tanggal: string) =>
      freezeBalances(tx, kodeToko, tanggal, 'keep').then(() => undefined),

    /**
     * Refuses a payment whose card money would settle nowhere, before the document is
     * saved, so that its validation cannot fail on it later.
     */
    async checkCardSettlement(kodeToko: string, bayar: CardPayment, tx: DbOrTx = db): Promise<void> {
      if (bayar.debet > 0) await settlementAccount(tx, kodeToko, bayar.kode_bank_debet);
      if (bayar.credit > 0) await settlementAccount(tx, kodeToko, bayar.kode_bank_credit);
    },

    async saldo(kodeToko: string, tanggal: string): Promise<SaldoKas[]> {
      return balancesOn(db, kodeToko, tanggal, await accounts(kodeToko));
    },

    /** Money into (MASUK) or out of (KELUAR) the till, for a reason of master Kode Transaksi. */
    async uangKas(actor: DayActor, input: UangKasInput): Promise<UangKasResult> {
      const kodes = await masterData.listActive(masterResource('kode-transaksi'), actor.kodeToko);
      const kode = kodes.find((row) => row.kode_transaksi === input.kode_transaksi);
      if (!kode) throw badRequest(`Kode Transaksi ${input.kode_transaksi} tidak ditemukan atau tidak aktif`);
      const masuk = kode.jenis_transaksi === 'MASUK';
      return bookManual(actor, withNote(input, String(kode.nama_transaksi)), 'UK', [
        {
          kategori: input.kode_transaksi,
          jenis: 'CASH',
          jumlah_in: masuk ? input.jumlah : 0,
          jumlah_out: masuk ? 0 : input.jumlah,
        },
      ]);
    },

    /** Tambah Uang Bank: cash from the till paid into a shop bank account. */
    async tambahBank(actor: DayActor, input: UangBankInput): Promise<UangKasResult> {
      const rekening = await rekeningOf(actor.kodeToko, input.no_rekening);
      return bookManual(actor, withNote(input, `SETOR KE REKENING ${rekening.no_rekening}`), 'UB', [
        { kategori: KATEGORI_KAS.tambahBank, jenis: 'CASH', jumlah_out: input.jumlah },
        { kategori: KATEGORI_KAS.tambahBank, jenis: 'TRANSFER', ...rekening, jumlah_in: input.jumlah },
      ]);
    },

    /** Ambil Uang Bank: money drawn from a shop bank account into the till. */
    async ambilBank(actor: DayActor, input: UangBankInput): Promise<UangKasResult> {
      const rekening = await rekeningOf(actor.kodeToko, input.no_rekening);
      return bookManual(actor, withNote(input, `TARIK DARI REKENING ${rekening.no_rekening}`), 'UB', [
        { kategori: KATEGORI_KAS.ambilBank, jenis: 'TRANSFER', ...rekening, jumlah_out: input.jumlah },
        { kategori: KATEGORI_KAS.ambilBank, jenis: 'CASH', jumlah_in: input.jumlah },
      ]);
    },

    async page(kodeToko: string, query: KeuanganQuery): Promise<PageResult<Keuangan>> {
      // Categories are stored upper-case, whatever the filter was typed in.
      const { rows, count } = await ledgerPage(db, kodeToko, {
        ...query,
        kategori: query.kategori?.toUpperCase(),
      });
      return { data: rows.map(toKeuangan), count };
    },

    /** Tutup Toko freezes the day's balance of every account; the next day opens with it. */
    closingStep(): ClosingStep {
      return {
        key: 'saldo-kas',
        phase: 'kas',
        label: 'Menutup saldo kas dan bank',
        rollForward: async (ctx) => {
          const balances = await freezeBalances(ctx.tx, ctx.kodeToko, ctx.tglSystem, 'replace');
          ctx.summary.saldo_kas = balances;
        },
      };
    },
  };
}

export type CashService = ReturnType<typeof createCashService>;
