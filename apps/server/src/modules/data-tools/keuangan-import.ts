import { badRequest, type ImportType } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { SERVER_TEXTS } from '../../texts.ts';
import type { CashImport } from '../cash/cash-import.service.ts';
import { choiceOf, codeOf, dateOf, integerOf, textOf } from './import-fields.ts';
import { type ImportHandler, refuseFirstRow, stagedRows } from './import-handler.ts';

const T = SERVER_TEXTS.dataImport;

type Kind = 'keuangan_cash' | 'keuangan_non_cash';

const JENIS = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT'] as const;
const isCard = (jenis: string) => jenis === 'DEBET' || jenis === 'CREDIT';
const given = (text: string) => (text === '-' ? null : text);

/**
 * Keuangan lines of the old system's ledger (SPEC §3 "Cash or non-cash finance line"),
 * one call for both (SPEC §7); `type` says which, and the difference (decision 024):
 * - keuangan_cash: the till. Every row is jenis CASH (missing: CASH) without an account;
 *   a row naming an account or another jenis refuses the file.
 * - keuangan_non_cash: money of the shop's bank accounts. Every row is TRANSFER, DEBET or
 *   CREDIT (missing: TRANSFER) into one of the shop's active Master Rekening accounts,
 *   named by no_rekening; a CASH row, or an account the shop does not have, refuses the file.
 * Both: no row after the business date; a fee only on card money in (the cash book's
 * rule); a row's key is its no_reff (with its jenis and its occurrence in the file) or,
 * without one, its whole content with its occurrence, so the same file twice books nothing new.
 */
export function keuanganImportHandler(type: Kind, cashImport: CashImport): ImportHandler {
  const cash = type === 'keuangan_cash';
  return {
    type: type satisfies ImportType,
    checkRow(row, ctx) {
      const tanggal = dateOf(row, 'tanggal');
      if (tanggal > ctx.tglSystem) throw badRequest(T.setelahTanggalSystem(tanggal, ctx.tglSystem));
      const jenis = choiceOf(row, 'jenis', JENIS, cash ? 'CASH' : 'TRANSFER');
      if (cash && jenis !== 'CASH') throw badRequest(T.bukanCash(jenis));
      if (!cash && jenis === 'CASH') throw badRequest(T.bukanNonCash);
      const rekening = textOf(row, 'no_rekening', 30);
      if (cash && rekening !== '-') throw badRequest(T.cashTanpaRekening);
      const no_rekening = cash ? '' : codeOf(row, 'no_rekening', 30);
      const jumlah_in = integerOf(row, 'jumlah_in');
      const jumlah_out = integerOf(row, 'jumlah_out');
      const fee = integerOf(row, 'fee');
      if (fee > 0 && !(isCard(jenis) && jumlah_in > 0)) throw badRequest(T.feeHanyaKartu);
      const noReff = given(textOf(row, 'no_reff', 60));
      const deskripsiFile = textOf(row, 'deskripsi', 500);
      const keteranganFile = textOf(row, 'keterangan', 1000);
      // The ledger's deskripsi is the receipt a movement belongs to (60 characters): the old
      // no_reff when there is one; the old deskripsi then, or when longer, moves to the note.
      const fits = deskripsiFile.length <= 60;
      const deskripsi = noReff ?? (fits ? deskripsiFile : '-');
      const keterangan =
        [noReff || !fits ? given(deskripsiFile) : null, given(keteranganFile)].filter(Boolean).join(' - ') ||
        '-';
      const kategori = textOf(row, 'kategori', 30).toUpperCase();
      const content = {
        tanggal,
        jenis,
        no_rekening,
        kategori,
        deskripsi,
        keterangan,
        jumlah_in,
        jumlah_out,
        fee,
      };
      return {
        ...content,
        // A status '-' would read as neither open nor done: the old ledger's rows are done.
        status: given(textOf(row, 'status', 10).toUpperCase()) ?? 'DONE',
        input_by: given(textOf(row, 'input_by', 30)) ?? ctx.userId,
        valid_by: given(textOf(row, 'valid_by', 30)),
        kunci: noReff ? `reff|${type}|${jenis}|${noReff}` : `isi|${type}|${JSON.stringify(content)}`,
      };
    },
    async apply(tx, job) {
      if (!cash) {
        await refuseFirstRow(
          tx,
          job,
          sql`not exists (select 1 from master_rekening r where r.kode_toko = ${job.kodeToko}
                and r.no_rekening = s.data->>'no_rekening' and r.status_aktif)`,
          (data) => T.tidakTerdaftar('Rekening', String(data.no_rekening)),
        );
      }
      await refuseFirstRow(tx, job, sql`(s.data->>'tanggal')::date > ${job.tglSystem}::date`, (data) =>
        T.setelahTanggalSystem(String(data.tanggal), job.tglSystem),
      );
      const source = sql`(
        select s.baris, (s.data->>'tanggal')::date as tanggal, s.data->>'kategori' as kategori,
          s.data->>'jenis' as jenis, s.data->>'no_rekening' as no_rekening, coalesce(r.kode_bank, '') as kode_bank,
          s.data->>'deskripsi' as deskripsi, s.data->>'keterangan' as keterangan,
          (s.data->>'jumlah_in')::bigint as jumlah_in, (s.data->>'jumlah_out')::bigint as jumlah_out,
          (s.data->>'fee')::bigint as fee, s.data->>'status' as status, s.data->>'input_by' as input_by,
          s.data->>'valid_by' as valid_by,
          'import:' || md5(s.data->>'kunci' || '#' || row_number() over (partition by s.data->>'kunci' order by s.baris)) as idempotency_key
        from ${stagedRows(job)}
        left join master_rekening r on r.kode_toko = ${job.kodeToko} and r.no_rekening = s.data->>'no_rekening'
      ) i`;
      const { baru, diubah, dariTanggal } = await cashImport.importLedgerRows(tx, job.kodeToko, source);
      // Rows on days Tutup Toko already froze: those days' balances, and every later one, again.
      if (dariTanggal) await cashImport.refreezeClosedDays(tx, job.kodeToko, dariTanggal);
      return { baru, diubah };
    },
  };
}
