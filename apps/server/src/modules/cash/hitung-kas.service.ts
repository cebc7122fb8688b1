import {
  conflict,
  type HitungKasRecord,
  type HitungKasStatus,
  type hitungKasSchema,
  jumlahHitung,
  KATEGORI_KAS,
  otorisasiNeeded,
  PECAHAN_KAS,
  type PecahanKas,
  TEXTS,
} from '@toko/shared';
import type { z } from 'zod';
import type { DayActor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { book, lockTill } from './cash-book.ts';
import {
  countOf,
  countRequired,
  type HitungKasRow,
  saveCount,
  type TillBook,
  tillBook,
} from './hitung-kas.repository.ts';

type HitungKasBody = z.output<typeof hitungKasSchema>;

/** The pieces as stored: every denomination, zero where none was counted. */
function pecahanOf(stored: Record<string, number>): PecahanKas {
  return Object.fromEntries(PECAHAN_KAS.map(({ kode }) => [kode, stored[kode] ?? 0])) as PecahanKas;
}

function recordOf(row: HitungKasRow): HitungKasRecord {
  return {
    pecahan: pecahanOf(row.pecahan),
    lain_lain: row.lain_lain,
    jumlah_hitung: row.jumlah_hitung,
    kas_buku: row.kas_buku,
    selisih: row.selisih,
    dihitung_oleh: row.dihitung_oleh,
    dihitung_at: row.dihitung_at.toISOString(),
    hitungan_ke: row.hitungan_ke,
    otorisasi_oleh: row.otorisasi_oleh,
    alasan: row.alasan,
    no_ref: row.no_ref,
  };
}

/** What the day's counts booked so far, in − out. */
const booked = (till: TillBook) => till.selisihMasuk - till.selisihKeluar;

/** The book as a count compares with it: the till without the counts' own SELISIH KAS. */
const bookBeforeCounts = (till: TillBook) => till.akhir - booked(till);

/**
 * Hitung Kas (issue 29): the clerk counts the drawer; the difference from the book is booked
 * through the cash book's one writer as a SELISIH KAS entry, so the book equals the drawer and
 * nothing is forced. A difference needs a supervisor's otorisasi. A recount the same day
 * replaces the count and books only what moves the book from the last count's figure, so the
 * day's SELISIH KAS always adds up to the last count's difference.
 */
export function createHitungKasService(deps: { db: Db; otorisasi: OtorisasiPort }) {
  const { db } = deps;

  async function status(tx: DbOrTx, actor: DayActor): Promise<HitungKasStatus> {
    const till = await tillBook(tx, actor.kodeToko, actor.tglSystem);
    const count = await countOf(tx, actor.kodeToko, actor.tglSystem);
    return {
      tanggal: actor.tglSystem,
      kas_buku: bookBeforeCounts(till),
      awal: till.awal,
      masuk: till.masuk - till.selisihMasuk,
      keluar: till.keluar - till.selisihKeluar,
      selisih_tercatat: booked(till),
      hitungan: count ? recordOf(count) : null,
      sesuai: count !== undefined && count.jumlah_hitung === till.akhir,
      wajib: await countRequired(tx, actor.kodeToko),
    };
  }

  /** Books the move of the book from the last count's difference to this one's; its number. */
  async function bookDifference(tx: DbOrTx, actor: DayActor, geser: number, alasan: string, oleh: string) {
    const noRef = await nextReceiptNumber(tx, actor.kodeToko, 'HK', actor.tglSystem);
    await book(tx, { kodeToko: actor.kodeToko, tanggal: actor.tglSystem }, [
      {
        kategori: KATEGORI_KAS.selisihKas,
        jenis: 'CASH',
        deskripsi: noRef,
        keterangan: alasan,
        ...(geser > 0 ? { jumlah_in: geser } : { jumlah_out: -geser }),
        input_by: actor.userId,
        valid_by: oleh,
      },
    ]);
    return noRef;
  }

  return {
    status: (actor: DayActor) => status(db, actor),

    /**
     * Saves the day's count. Refused when the book moved since the screen read it (the clerk
     * would be approving a difference from a figure nobody saw), and without otorisasi when
     * the count differs from the book or a recount would move it. Counters queue on the till's
     * lock, so two clerks counting at once are one count and one recount.
     */
    async count(actor: DayActor, input: HitungKasBody): Promise<HitungKasStatus> {
      const counted = jumlahHitung(input.pecahan, input.lain_lain);
      const verified = input.otorisasi && (await deps.otorisasi.verify(actor, input.otorisasi));
      return inBusinessDay(db, actor, async (tx) => {
        await lockTill(tx, actor.kodeToko);
        const till = await tillBook(tx, actor.kodeToko, actor.tglSystem);
        const kasBuku = bookBeforeCounts(till);
        if (input.kas_buku !== kasBuku) throw conflict(TEXTS.hitungKas.kasBukuBerubah(kasBuku));
        const selisih = counted - kasBuku;
        const geser = selisih - booked(till);
        const needsConsent = selisih !== 0 || geser !== 0;
        if (needsConsent && !verified) throw otorisasiNeeded(TEXTS.hitungKas.otorisasiDiperlukan(selisih));
        const consent = needsConsent ? verified : undefined;
        const before = await countOf(tx, actor.kodeToko, actor.tglSystem);
        const noRef =
          geser !== 0
            ? await bookDifference(
                tx,
                actor,
                geser,
                consent?.alasan ?? '',
                consent?.diotorisasiOleh ?? actor.userId,
              )
            : selisih === 0
              ? null
              : (before?.no_ref ?? null);
        const otorisasiId = consent
          ? await deps.otorisasi.record(tx, consent, {
              jenis: 'SELISIH_KAS',
              noRef: noRef ?? `HITUNG KAS ${actor.tglSystem}`,
              tglSystem: actor.tglSystem,
            })
          : null;
        await saveCount(tx, {
          kode_toko: actor.kodeToko,
          tanggal: actor.tglSystem,
          pecahan: input.pecahan,
          lain_lain: input.lain_lain,
          jumlah_hitung: counted,
          kas_buku: kasBuku,
          selisih,
          dihitung_oleh: actor.userId,
          otorisasi_id: otorisasiId,
          alasan: consent?.alasan ?? '',
          no_ref: noRef,
        });
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'HITUNG_KAS',
          entity: 'hitung_kas',
          entityId: actor.tglSystem,
          before: before && recordOf(before),
          after: { jumlah_hitung: counted, kas_buku: kasBuku, selisih, geser, no_ref: noRef },
        });
        return status(tx, actor);
      });
    },

    /**
     * Tutup Toko waits for the day's count when the shop requires one: counted, and the book
     * still equal to the drawer (a sale after the count leaves the count stale).
     */
    closingStep(): ClosingStep {
      return {
        key: 'hitung-kas',
        label: 'hitung kas',
        check: async (ctx) => {
          if (!(await countRequired(ctx.tx, ctx.kodeToko))) return null;
          const count = await countOf(ctx.tx, ctx.kodeToko, ctx.tglSystem);
          if (!count) return { message: TEXTS.hitungKas.belumDihitung, path: '/hitung-kas' };
          const till = await tillBook(ctx.tx, ctx.kodeToko, ctx.tglSystem);
          if (till.akhir !== count.jumlah_hitung) {
            return {
              message: TEXTS.hitungKas.berubahSesudahDihitung(till.akhir, count.jumlah_hitung),
              path: '/hitung-kas',
            };
          }
          return null;
        },
      };
    },
  };
}

export type HitungKasService = ReturnType<typeof createHitungKasService>;
