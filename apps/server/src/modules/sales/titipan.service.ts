import {
  badRequest,
  conflict,
  DEFAULT_PEMBULATAN,
  GUDANG_TITIP,
  milligramsToGrams,
  notFound,
  type otorisasiSchema,
  type PageResult,
  settlePayment,
  TITIPAN_TEXTS,
  type TitipanDoc,
  type titipanSchema,
} from '@toko/shared';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { keuangan, titipan, titipanDetail } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import type { OtorisasiService } from '../access/otorisasi.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { pgErrorCode } from '../master-data/master-data.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { nextReceiptNumber } from '../numbering/numbering.service.ts';
import {
  assertBusinessDate,
  type ClosingStep,
  unvalidatedCheck,
} from '../store-closing/store-closing.service.ts';
import type { SalesActor } from './penjualan.service.ts';
import { bookPayment, checkCounterReferences, jamToko, priceLines } from './sale-counter.ts';

type TitipanInput = z.infer<typeof titipanSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;
type Header = typeof titipan.$inferSelect;
type Line = typeof titipanDetail.$inferSelect;

/** The standard gudang where deposited pieces wait for their customer (DOMAIN.md §1). */

export const TITIPAN_SERVICE_TEXTS = {
  tanpaBaki: 'Belum ada baki aktif di gudang TITIP: tambahkan di Master Baki',
  belumValid: (jumlah: number) => `masih ada ${jumlah} titipan yang belum divalidasi`,
  bukanOpen: (no: string) => `Titipan ${no} sudah selesai atau dibatalkan`,
  sudahValid: (no: string) => `Titipan ${no} sudah divalidasi`,
  belumDivalidasi: (no: string) => `Titipan ${no} belum divalidasi`,
  barangBerbeda: (no: string) => `Barang yang diambil harus sama dengan barang titipan ${no}`,
} as const;

/** Where each piece is now, by barcode. */
type Places = ReadonlyMap<string, { kode_gudang: string; kode_baki: string }>;

function toDoc(header: Header, lines: Line[], places: Places): TitipanDoc {
  return {
    no_titip: header.no_titip,
    tgl_system: header.tgl_system,
    jam: header.jam,
    kode_sales: header.kode_sales,
    kode_member: header.kode_member ?? '',
    nama_customer: header.nama_customer,
    no_hp: header.no_hp,
    alamat_customer: header.alamat_customer,
    keterangan: header.keterangan,
    total: header.total,
    dp: header.dp,
    sisa: header.total - header.dp,
    cash_rp: header.cash_rp,
    transfer_rp: header.transfer_rp,
    no_rekening: header.no_rekening,
    debet_rp: header.debet_rp,
    kode_bank_debet: header.kode_bank_debet,
    biaya_debet: header.biaya_debet,
    credit_rp: header.credit_rp,
    kode_bank_credit: header.kode_bank_credit,
    biaya_credit: header.biaya_credit,
    kembalian: header.kembalian,
    status: header.status as TitipanDoc['status'],
    status_valid: header.status_valid as TitipanDoc['status_valid'],
    no_faktur_group: header.no_faktur_group,
    input_by: header.input_by,
    valid_by: header.valid_by,
    items: lines.map((line) => ({
      kode_barcode: line.kode_barcode,
      kode_gudang: line.kode_gudang,
      kode_baki: line.kode_baki,
      gudang_sekarang: places.get(line.kode_barcode)?.kode_gudang ?? line.kode_gudang,
      baki_sekarang: places.get(line.kode_barcode)?.kode_baki ?? line.kode_baki,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      nama_barang: line.nama_barang,
      kadar_cetak: line.kadar_cetak,
      berat: milligramsToGrams(line.berat),
      harga_gram: line.harga_gram,
      ongkos: line.ongkos,
      harga_atribut: line.harga_atribut,
      harga_jual: line.harga_jual,
    })),
  };
}

/**
 * Titipan (DOMAIN.md §4): the customer pays a DP for pieces priced at today's gold
 * price. Saved, the pieces are held (nobody else may sell them); validated, they move to
 * gudang TITIP and the DP reaches the cash book (TITIPAN). A sale collects them with the
 * DP credited (FINISH); a cancellation refunds the DP (BATAL TITIP) and returns them (CLOSE).
 */
export function createTitipanService(deps: {
  db: Db;
  masterData: MasterDataService;
  goods: GoodsService;
  hargaEmas: HargaEmasService;
  otorisasi: OtorisasiService;
  members: MembersService;
}) {
  const { db, masterData, goods } = deps;

  async function doc(tx: DbOrTx, kodeToko: string, noTitip: string): Promise<TitipanDoc> {
    const [header] = await tx
      .select()
      .from(titipan)
      .where(and(eq(titipan.kode_toko, kodeToko), eq(titipan.no_titip, noTitip)));
    if (!header) throw notFound(`Titipan ${noTitip} tidak ditemukan`);
    const lines = await tx
      .select()
      .from(titipanDetail)
      .where(eq(titipanDetail.no_titip, noTitip))
      .orderBy(asc(titipanDetail.id));
    return toDoc(
      header,
      lines,
      await goods.placesOf(
        tx,
        kodeToko,
        lines.map((line) => line.kode_barcode),
      ),
    );
  }

  async function byKey(kodeToko: string, key: string): Promise<TitipanDoc | undefined> {
    const [found] = await db
      .select({ no: titipan.no_titip })
      .from(titipan)
      .where(and(eq(titipan.kode_toko, kodeToko), eq(titipan.idempotency_key, key)));
    return found ? doc(db, kodeToko, found.no) : undefined;
  }

  /** Locks a deposit of the shop for a change of state. */
  async function lockOwn(tx: DbOrTx, kodeToko: string, noTitip: string): Promise<Header> {
    const [header] = await tx
      .select()
      .from(titipan)
      .where(and(eq(titipan.kode_toko, kodeToko), eq(titipan.no_titip, noTitip)))
      .for('update');
    if (!header) throw notFound(`Titipan ${noTitip} tidak ditemukan`);
    return header;
  }

  const linesOf = (tx: DbOrTx, noTitip: string) =>
    tx.select().from(titipanDetail).where(eq(titipanDetail.no_titip, noTitip)).orderBy(asc(titipanDetail.id));

  /** The tray of gudang TITIP deposited pieces wait in: the shop's first active one. */
  async function titipTray(kodeToko: string): Promise<string> {
    const tray = await goods.firstActiveTray(kodeToko, GUDANG_TITIP);
    if (!tray) throw badRequest(TITIPAN_SERVICE_TEXTS.tanpaBaki);
    return tray;
  }

  async function simpanBaru(actor: SalesActor, input: TitipanInput): Promise<TitipanDoc> {
    const fees = await checkCounterReferences(masterData, actor.kodeToko, input);
    const pembulatan = Number(actor.paraSystem.get('PEMBULATAN') ?? DEFAULT_PEMBULATAN);
    const dayPrices = await deps.hargaEmas.dayPrices(actor.kodeToko, actor.tglSystem);
    const hargaGram = new Map(dayPrices.map((row) => [row.kode_group, row.harga_jual]));

    const noTitip = await db.transaction(async (tx) => {
      await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
      if (input.kode_member) await deps.members.activeForSale(tx, input.kode_member);
      const pieces = await goods.holdForSale(tx, actor.kodeToko, input.items, { hold: 'TITIP' });
      const prices = priceLines(pieces, hargaGram, pembulatan);
      const total = prices.reduce((sum, price) => sum + price.hargaSystem, 0);
      if (input.dp > total) throw badRequest(TITIPAN_TEXTS.dpLebih);
      const { bayar } = input;
      const payment = settlePayment({
        total: input.dp,
        cash: bayar.cash,
        transfer: bayar.transfer,
        debet: bayar.debet,
        credit: bayar.credit,
        tukar: 0,
        feeDebetPercent: fees.feeDebet,
        feeCreditPercent: fees.feeCredit,
      });
      if (payment.problem) throw badRequest(payment.problem);

      const no = await nextReceiptNumber(tx, actor.kodeToko, 'TP', actor.tglSystem);
      await tx.insert(titipan).values({
        no_titip: no,
        kode_toko: actor.kodeToko,
        tgl_system: actor.tglSystem,
        jam: jamToko(actor.timeZone, actor.now),
        idempotency_key: input.idempotency_key,
        kode_sales: input.kode_sales,
        kode_member: input.kode_member || null,
        nama_customer: input.nama_customer,
        no_hp: input.no_hp,
        alamat_customer: input.alamat_customer,
        keterangan: input.keterangan,
        total,
        dp: input.dp,
        cash_rp: bayar.cash,
        transfer_rp: bayar.transfer,
        no_rekening: bayar.transfer > 0 ? bayar.no_rekening : '',
        debet_rp: bayar.debet,
        kode_bank_debet: bayar.debet > 0 ? bayar.kode_bank_debet : '',
        biaya_debet: payment.biayaDebet,
        credit_rp: bayar.credit,
        kode_bank_credit: bayar.credit > 0 ? bayar.kode_bank_credit : '',
        biaya_credit: payment.biayaCredit,
        kembalian: payment.kembalian,
        input_by: actor.userId,
      });
      await tx.insert(titipanDetail).values(
        pieces.map((piece, index) => {
          const price = prices[index];
          return {
            no_titip: no,
            kode_barcode: piece.kode_barcode,
            kode_gudang: piece.kode_gudang,
            kode_baki: piece.kode_baki,
            kode_group: piece.kode_group,
            kode_dept: piece.kode_dept,
            nama_barang: piece.nama_barang,
            kadar_cetak: piece.kadar_cetak,
            stock: piece.stock,
            berat: piece.berat,
            harga_gram: price?.hargaGram ?? 0,
            ongkos: price?.ongkosRp ?? 0,
            harga_atribut: piece.harga_atribut,
            harga_jual: price?.hargaSystem ?? 0,
          };
        }),
      );
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'TITIPAN',
        entity: 'titipan',
        entityId: no,
        after: { total, dp: input.dp, barcodes: pieces.map((piece) => piece.kode_barcode) },
      });
      return no;
    });
    return doc(db, actor.kodeToko, noTitip);
  }

  return {
    doc: (kodeToko: string, noTitip: string) => doc(db, kodeToko, noTitip),

    /** Saves a deposit once per idempotency key: a retry answers the deposit already made. */
    async simpan(actor: SalesActor, input: TitipanInput): Promise<TitipanDoc> {
      const existing = await byKey(actor.kodeToko, input.idempotency_key);
      if (existing) return existing;
      try {
        return await simpanBaru(actor, input);
      } catch (error) {
        if (pgErrorCode(error) === '23505') {
          const raced = await byKey(actor.kodeToko, input.idempotency_key);
          if (raced) return raced;
        }
        throw error;
      }
    },

    /** The supervisor's validation: the pieces are put aside in gudang TITIP, the DP is booked. */
    async validasi(actor: SalesActor, noTitips: string[]): Promise<{ jumlah: number }> {
      const bakiTitip = await titipTray(actor.kodeToko);
      await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        for (const no of [...noTitips].sort()) {
          const header = await lockOwn(tx, actor.kodeToko, no);
          if (header.status !== 'OPEN') throw conflict(TITIPAN_SERVICE_TEXTS.bukanOpen(no));
          if (header.status_valid !== 'OPEN') throw conflict(TITIPAN_SERVICE_TEXTS.sudahValid(no));
          const lines = await linesOf(tx, no);
          await goods.moveHeld(
            tx,
            actor,
            lines.map((line) => line.kode_barcode),
            { kodeGudang: GUDANG_TITIP, kodeBaki: bakiTitip, status: 'TITIP' },
            no,
          );
          await bookPayment(
            tx,
            {
              kodeToko: actor.kodeToko,
              tanggal: actor.tglSystem,
              kategori: 'TITIPAN',
              noRef: no,
              keterangan: header.nama_customer,
              inputBy: header.input_by,
              validBy: actor.userId,
            },
            header,
          );
          await tx
            .update(titipan)
            .set({ status_valid: 'DONE', valid_by: actor.userId, valid_at: new Date() })
            .where(eq(titipan.no_titip, no));
        }
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'VALIDASI_TITIPAN',
          entity: 'titipan',
          entityId: noTitips.join(','),
        });
      });
      return { jumlah: noTitips.length };
    },

    /**
     * Cancels an open deposit with otorisasi. A validated one refunds the DP in cash
     * (BATAL TITIP) and returns its pieces to the trays they came from; one not yet
     * validated only lets its pieces go, since nothing of it was booked.
     */
    async batal(
      actor: SalesActor,
      input: { no_titip: string; otorisasi: OtorisasiInput },
    ): Promise<TitipanDoc> {
      const verified = await deps.otorisasi.verify(actor, input.otorisasi);
      await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const header = await lockOwn(tx, actor.kodeToko, input.no_titip);
        if (header.status !== 'OPEN') throw conflict(TITIPAN_SERVICE_TEXTS.bukanOpen(input.no_titip));
        const lines = await linesOf(tx, input.no_titip);
        const otorisasiId = await deps.otorisasi.record(tx, verified, {
          jenis: 'BATAL_TITIPAN',
          noRef: input.no_titip,
          tglSystem: actor.tglSystem,
          barcodes: lines.map((line) => line.kode_barcode),
        });
        if (header.status_valid === 'DONE') {
          for (const line of lines) {
            await goods.moveHeld(
              tx,
              actor,
              [line.kode_barcode],
              { kodeGudang: line.kode_gudang, kodeBaki: line.kode_baki, status: 'READY' },
              input.no_titip,
            );
          }
          await tx.insert(keuangan).values({
            kode_toko: actor.kodeToko,
            tanggal: actor.tglSystem,
            kategori: 'BATAL TITIP',
            jenis: 'CASH',
            deskripsi: input.no_titip,
            keterangan: verified.alasan,
            jumlah_out: header.dp,
            input_by: actor.userId,
            valid_by: verified.diotorisasiOleh,
          });
        } else {
          await goods.releaseHeld(
            tx,
            actor.kodeToko,
            lines.map((line) => line.kode_barcode),
          );
        }
        await tx
          .update(titipan)
          .set({ status: 'CLOSE', batal_by: actor.userId, otorisasi_id: otorisasiId })
          .where(eq(titipan.no_titip, input.no_titip));
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'BATAL_TITIPAN',
          entity: 'titipan',
          entityId: input.no_titip,
          after: { otorisasi: verified.diotorisasiOleh, alasan: verified.alasan },
        });
      });
      return doc(db, actor.kodeToko, input.no_titip);
    },

    /**
     * A sale collecting a deposit, inside the sale's transaction: the deposit must be
     * open and validated, and the sale must take exactly its pieces. Marks it FINISH.
     */
    async collect(
      tx: DbOrTx,
      kodeToko: string,
      noTitip: string,
      barcodes: readonly string[],
      noFakturGroup: string,
    ) {
      const header = await lockOwn(tx, kodeToko, noTitip);
      if (header.status !== 'OPEN') throw conflict(TITIPAN_SERVICE_TEXTS.bukanOpen(noTitip));
      if (header.status_valid !== 'DONE') throw badRequest(TITIPAN_SERVICE_TEXTS.belumDivalidasi(noTitip));
      const lines = await linesOf(tx, noTitip);
      const own = new Set(lines.map((line) => line.kode_barcode));
      if (own.size !== barcodes.length || !barcodes.every((barcode) => own.has(barcode))) {
        throw badRequest(TITIPAN_SERVICE_TEXTS.barangBerbeda(noTitip));
      }
      await tx
        .update(titipan)
        .set({ status: 'FINISH', no_faktur_group: noFakturGroup })
        .where(eq(titipan.no_titip, noTitip));
      return { dp: header.dp, prices: new Map(lines.map((line) => [line.kode_barcode, line.harga_jual])) };
    },

    async page(
      kodeToko: string,
      query: {
        skip: number;
        limit: number;
        search?: string | undefined;
        status?: TitipanDoc['status'] | undefined;
        status_valid?: TitipanDoc['status_valid'] | undefined;
        dari?: string | undefined;
        sampai?: string | undefined;
      },
    ): Promise<PageResult<TitipanDoc>> {
      const filters: (SQL | undefined)[] = [eq(titipan.kode_toko, kodeToko)];
      if (query.status) filters.push(eq(titipan.status, query.status));
      if (query.status_valid) filters.push(eq(titipan.status_valid, query.status_valid));
      if (query.dari) filters.push(sql`${titipan.tgl_system} >= ${query.dari}`);
      if (query.sampai) filters.push(sql`${titipan.tgl_system} <= ${query.sampai}`);
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          or(
            ilike(titipan.no_titip, pattern),
            ilike(titipan.nama_customer, pattern),
            ilike(titipan.no_hp, pattern),
            sql`exists (select 1 from ${titipanDetail} where ${titipanDetail.no_titip} = ${titipan.no_titip} and ${titipanDetail.kode_barcode} ilike ${pattern})`,
          ),
        );
      }
      const where = and(...filters);
      const [headers, [total]] = await Promise.all([
        db
          .select()
          .from(titipan)
          .where(where)
          .orderBy(desc(titipan.created_at), desc(titipan.no_titip))
          .limit(query.limit)
          .offset(query.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(titipan).where(where),
      ]);
      const lines =
        headers.length === 0
          ? []
          : await db
              .select()
              .from(titipanDetail)
              .where(
                inArray(
                  titipanDetail.no_titip,
                  headers.map((header) => header.no_titip),
                ),
              )
              .orderBy(asc(titipanDetail.id));
      const places = await goods.placesOf(
        db,
        kodeToko,
        lines.map((line) => line.kode_barcode),
      );
      return {
        data: headers.map((header) =>
          toDoc(
            header,
            lines.filter((line) => line.no_titip === header.no_titip),
            places,
          ),
        ),
        count: total?.n ?? 0,
      };
    },

    closingStep(): ClosingStep {
      return unvalidatedCheck({
        key: 'titipan',
        table: titipan,
        waiting: (kodeToko) =>
          and(eq(titipan.kode_toko, kodeToko), eq(titipan.status_valid, 'OPEN'), eq(titipan.status, 'OPEN')),
        message: TITIPAN_SERVICE_TEXTS.belumValid,
        path: '/validasi-titipan',
      });
    },
  };
}

export type TitipanService = ReturnType<typeof createTitipanService>;
