import {
  badRequest,
  conflict,
  DEFAULT_PEMBULATAN,
  gramsToMilligrams,
  isBelowSystemPrice,
  isHargaEmasBelumDiinput,
  milligramsToGrams,
  notFound,
  type OtorisasiJenis,
  type otorisasiSchema,
  type PageResult,
  type PenjualanDoc,
  type PenjualanHarga,
  type penjualanSchema,
  type SaleLinePrice,
  salePoints,
  settlePayment,
  unprocessable,
} from '@toko/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { keuangan, penjualan, penjualanDetail } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import type { OtorisasiService, VerifiedOtorisasi } from '../access/otorisasi.service.ts';
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
import {
  bookPayment,
  COUNTER_TEXTS,
  checkCounterReferences,
  jamToko,
  type LinePrice,
  priceLines,
} from './sale-counter.ts';
import type { TitipanService } from './titipan.service.ts';

type PenjualanInput = z.infer<typeof penjualanSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;
type Header = typeof penjualan.$inferSelect;
type Line = typeof penjualanDetail.$inferSelect;

export interface SalesActor {
  kodeToko: string;
  userId: string;
  tglSystem: string;
  timeZone: string;
  now: Date;
  paraSystem: ReadonlyMap<string, string>;
}

export const PENJUALAN_TEXTS = {
  perluOtorisasi: 'Harga jual di bawah harga sistem, perlu otorisasi',
  ...COUNTER_TEXTS,
  belumValid: (jumlah: number) => `masih ada ${jumlah} penjualan yang belum divalidasi`,
} as const;

/** Why a piece cannot go on a sale, as the counter tells the cashier; undefined when it can. */
function saleRefusal(barang: {
  kode_barcode: string;
  stock: number;
  status: string;
  no_pesanan: string | null;
}) {
  if (barang.no_pesanan) {
    return `Barang ${barang.kode_barcode} dibuat untuk pesanan ${barang.no_pesanan} dan hanya keluar lewat pengambilan pesanan`;
  }
  if (barang.status === 'TITIP') {
    return `Barang ${barang.kode_barcode} sedang dititipkan untuk customer lain dan hanya keluar lewat pengambilan titipan`;
  }
  if (barang.stock <= 0 || barang.status !== 'READY') {
    return `Barang ${barang.kode_barcode} tidak tersedia untuk dijual (status ${barang.status}, stock ${barang.stock})`;
  }
  return undefined;
}

function pointLine(line: Line) {
  return { kode_group: line.kode_group, berat: line.berat, hargaJual: line.harga_jual };
}

function toDoc(header: Header, lines: Line[]): PenjualanDoc {
  return {
    no_faktur_group: header.no_faktur_group,
    tgl_system: header.tgl_system,
    jam: header.jam,
    kode_sales: header.kode_sales,
    kode_member: header.kode_member ?? '',
    nama_customer: header.nama_customer,
    no_hp: header.no_hp,
    alamat_customer: header.alamat_customer,
    kode_marketplace: header.kode_marketplace,
    total: header.total,
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
    poin: header.poin,
    no_titip: header.no_titip ?? '',
    titipan_rp: header.titipan_rp,
    status_valid: header.status_valid as PenjualanDoc['status_valid'],
    status: header.status as PenjualanDoc['status'],
    input_by: header.input_by,
    valid_by: header.valid_by,
    items: lines.map((line) => ({
      no_faktur_jual: line.no_faktur_jual,
      kode_barcode: line.kode_barcode,
      kode_gudang: line.kode_gudang,
      kode_baki: line.kode_baki,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      nama_barang: line.nama_barang,
      kadar_cetak: line.kadar_cetak,
      berat: milligramsToGrams(line.berat),
      harga_gram: line.harga_gram,
      ongkos: line.ongkos,
      harga_atribut: line.harga_atribut,
      harga_system: line.harga_system,
      harga_jual: line.harga_jual,
      status: line.status as PenjualanDoc['status'],
    })),
  };
}

/**
 * Transaksi Penjualan (DOMAIN.md §2, §4): a visit's pieces are priced from the day's
 * gold price, paid by combined methods and saved OPEN, holding the pieces; a
 * supervisor's validation takes them out of stock and books the money; a validated
 * line of the same day can be cancelled with otorisasi.
 */
export function createPenjualanService(deps: {
  db: Db;
  masterData: MasterDataService;
  goods: GoodsService;
  hargaEmas: HargaEmasService;
  otorisasi: OtorisasiService;
  members: MembersService;
  titipan: TitipanService;
}) {
  const { db, masterData, goods, members } = deps;

  async function doc(tx: DbOrTx, kodeToko: string, noFakturGroup: string): Promise<PenjualanDoc> {
    const [header] = await tx
      .select()
      .from(penjualan)
      .where(and(eq(penjualan.kode_toko, kodeToko), eq(penjualan.no_faktur_group, noFakturGroup)));
    if (!header) throw notFound(`Penjualan ${noFakturGroup} tidak ditemukan`);
    const lines = await tx
      .select()
      .from(penjualanDetail)
      .where(eq(penjualanDetail.no_faktur_group, noFakturGroup))
      .orderBy(asc(penjualanDetail.no_faktur_jual));
    return toDoc(header, lines);
  }

  async function byKey(kodeToko: string, key: string): Promise<PenjualanDoc | undefined> {
    const [found] = await db
      .select({ no: penjualan.no_faktur_group })
      .from(penjualan)
      .where(and(eq(penjualan.kode_toko, kodeToko), eq(penjualan.idempotency_key, key)));
    return found ? doc(db, kodeToko, found.no) : undefined;
  }

  /** Lines whose asked price is below the system price: they need the second user's consent. */
  function belowSystem(input: PenjualanInput, prices: SaleLinePrice[]) {
    return input.items.filter((item, index) => {
      const price = prices[index];
      return (
        price !== undefined && item.harga_jual !== undefined && isBelowSystemPrice(price, item.harga_jual)
      );
    });
  }

  async function consent(
    actor: SalesActor,
    input: PenjualanInput,
    hargaGram: Map<string, number>,
    pembulatan: number,
  ): Promise<VerifiedOtorisasi | null> {
    const asked = input.items.filter((item) => item.harga_jual !== undefined);
    if (asked.length === 0) return null;
    // A first look without locks, only to know whether the password must be checked (slow) before the transaction.
    const rows = await goods.piecesForPricing(
      actor.kodeToko,
      input.items.map((item) => item.kode_barcode),
    );
    const byBarcode = new Map(rows.map((row) => [row.kode_barcode, row]));
    const pieces = input.items.map((item) => {
      const row = byBarcode.get(item.kode_barcode);
      if (!row) throw badRequest(`Barang ${item.kode_barcode} tidak ditemukan di toko ini`);
      return row;
    });
    if (belowSystem(input, priceLines(pieces, hargaGram, pembulatan)).length === 0) return null;
    if (!input.otorisasi) throw unprocessable(PENJUALAN_TEXTS.perluOtorisasi);
    return deps.otorisasi.verify(actor, input.otorisasi as OtorisasiInput);
  }

  async function simpanBaru(actor: SalesActor, input: PenjualanInput): Promise<PenjualanDoc> {
    const fees = await checkCounterReferences(masterData, actor.kodeToko, input);
    const pembulatan = Number(actor.paraSystem.get('PEMBULATAN') ?? DEFAULT_PEMBULATAN);
    const dayPrices = await deps.hargaEmas.dayPrices(actor.kodeToko, actor.tglSystem);
    const hargaGram = new Map(dayPrices.map((row) => [row.kode_group, row.harga_jual]));
    // A collected deposit is sold at the price agreed when it was taken: no consent to ask.
    const verified = input.no_titip ? null : await consent(actor, input, hargaGram, pembulatan);

    const noFakturGroup = await db.transaction(async (tx) => {
      await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
      if (input.kode_member) await members.activeForSale(tx, input.kode_member);
      const noFakturGroup = await nextReceiptNumber(tx, actor.kodeToko, 'FJ', actor.tglSystem);
      const titip = input.no_titip
        ? await deps.titipan.collect(
            tx,
            actor.kodeToko,
            input.no_titip,
            input.items.map((item) => item.kode_barcode),
            noFakturGroup,
          )
        : undefined;
      const pieces = await goods.holdForSale(tx, actor.kodeToko, input.items, titip ? { from: 'TITIP' } : {});
      const prices = priceLines(pieces, hargaGram, pembulatan).map((price, index) => {
        const agreed = titip?.prices.get(pieces[index]?.kode_barcode ?? '');
        return agreed === undefined ? price : { ...price, hargaSystem: agreed, hargaJual: agreed };
      });
      const below = titip ? [] : belowSystem(input, prices);
      if (below.length > 0 && !verified) throw unprocessable(PENJUALAN_TEXTS.perluOtorisasi);
      const hargaJual = input.items.map((item, index) =>
        titip ? (prices[index]?.hargaSystem ?? 0) : (item.harga_jual ?? prices[index]?.hargaSystem ?? 0),
      );
      const total = hargaJual.reduce((sum, value) => sum + value, 0);
      const { bayar } = input;
      const payment = settlePayment({
        total,
        cash: bayar.cash,
        transfer: bayar.transfer,
        debet: bayar.debet,
        credit: bayar.credit,
        tukar: 0,
        titipan: titip?.dp ?? 0,
        feeDebetPercent: fees.feeDebet,
        feeCreditPercent: fees.feeCredit,
      });
      if (payment.problem) throw badRequest(payment.problem);

      const otorisasiId = verified
        ? await deps.otorisasi.record(tx, verified, {
            jenis: 'HARGA_DI_BAWAH_SISTEM' satisfies OtorisasiJenis,
            noRef: noFakturGroup,
            tglSystem: actor.tglSystem,
            barcodes: below.map((item) => item.kode_barcode),
          })
        : null;
      await tx.insert(penjualan).values({
        no_faktur_group: noFakturGroup,
        kode_toko: actor.kodeToko,
        tgl_system: actor.tglSystem,
        jam: jamToko(actor.timeZone, actor.now),
        idempotency_key: input.idempotency_key,
        kode_sales: input.kode_sales,
        kode_member: input.kode_member || null,
        nama_customer: input.nama_customer,
        no_hp: input.no_hp,
        alamat_customer: input.alamat_customer,
        kode_marketplace: input.kode_marketplace,
        total,
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
        no_titip: input.no_titip || null,
        titipan_rp: titip?.dp ?? 0,
        input_by: actor.userId,
      });
      const belowBarcodes = new Set(below.map((item) => item.kode_barcode));
      await tx.insert(penjualanDetail).values(
        pieces.map((piece, index) => {
          const price = prices[index] as LinePrice;
          return {
            no_faktur_jual: `${noFakturGroup}-${index + 1}`,
            no_faktur_group: noFakturGroup,
            kode_barcode: piece.kode_barcode,
            kode_gudang: piece.kode_gudang,
            kode_baki: piece.kode_baki,
            kode_group: piece.kode_group,
            kode_dept: piece.kode_dept,
            nama_barang: piece.nama_barang,
            kadar_cetak: piece.kadar_cetak,
            stock: piece.stock,
            berat: piece.berat,
            harga_gram: price.hargaGram,
            ongkos: price.ongkosRp,
            harga_atribut: piece.harga_atribut,
            harga_system: price.hargaSystem,
            harga_jual: hargaJual[index] ?? 0,
            otorisasi_id: belowBarcodes.has(piece.kode_barcode) ? otorisasiId : null,
          };
        }),
      );
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'PENJUALAN',
        entity: 'penjualan',
        entityId: noFakturGroup,
        after: { total, barcodes: pieces.map((piece) => piece.kode_barcode) },
      });
      return noFakturGroup;
    });
    return doc(db, actor.kodeToko, noFakturGroup);
  }

  return {
    doc: (kodeToko: string, noFakturGroup: string) => doc(db, kodeToko, noFakturGroup),

    /**
     * The standing line of a validated sale of this shop that sold the barcode, newest first:
     * the receipt a buyback starts from. `lock` holds the line against a cancellation racing it.
     */
    async soldLine(tx: DbOrTx, kodeToko: string, kodeBarcode: string, options: { lock?: boolean } = {}) {
      const query = tx
        .select({
          line: penjualanDetail,
          tgl_system: penjualan.tgl_system,
          kode_member: penjualan.kode_member,
          nama_customer: penjualan.nama_customer,
          no_hp: penjualan.no_hp,
          alamat_customer: penjualan.alamat_customer,
        })
        .from(penjualanDetail)
        .innerJoin(penjualan, eq(penjualan.no_faktur_group, penjualanDetail.no_faktur_group))
        .where(
          and(
            eq(penjualan.kode_toko, kodeToko),
            eq(penjualan.status_valid, 'DONE'),
            eq(penjualanDetail.kode_barcode, kodeBarcode),
            eq(penjualanDetail.status, 'OK'),
          ),
        )
        .orderBy(desc(penjualan.tgl_system), desc(penjualanDetail.no_faktur_jual))
        .limit(1);
      const [found] = options.lock ? await query.for('update', { of: penjualanDetail }) : await query;
      return found;
    },

    /** One sale line of this shop by its number (a cancelled buyback puts the piece back as it was sold). */
    async lineByNo(tx: DbOrTx, kodeToko: string, noFakturJual: string) {
      const [found] = await tx
        .select({ line: penjualanDetail })
        .from(penjualanDetail)
        .innerJoin(penjualan, eq(penjualan.no_faktur_group, penjualanDetail.no_faktur_group))
        .where(and(eq(penjualan.kode_toko, kodeToko), eq(penjualanDetail.no_faktur_jual, noFakturJual)));
      if (!found) throw notFound(`Penjualan ${noFakturJual} tidak ditemukan`);
      return found.line;
    },

    /**
     * The sales screen's scan: the piece, whether it may be sold, and its system price.
     * Saving checks all of it again under lock; this answer only lets the cashier see it first.
     */
    async harga(actor: SalesActor, kodeBarcode: string): Promise<PenjualanHarga> {
      const barang = await goods.byBarcode(actor.kodeToko, kodeBarcode);
      const refusal = saleRefusal(barang);
      if (refusal) throw conflict(refusal);
      const dayPrice = (await deps.hargaEmas.dayPrices(actor.kodeToko, actor.tglSystem)).find(
        (row) => row.kode_group === barang.kode_group,
      );
      const hargaAtribut = barang.atribut.reduce((sum, atribut) => sum + atribut.harga_atribut, 0);
      const pembulatan = Number(actor.paraSystem.get('PEMBULATAN') ?? DEFAULT_PEMBULATAN);
      const [price] = priceLines(
        [
          {
            kode_group: barang.kode_group,
            berat: gramsToMilligrams(barang.berat),
            ongkos_type: barang.ongkos_type,
            ongkos: barang.ongkos,
            harga_atribut: hargaAtribut,
          },
        ],
        new Map(dayPrice ? [[dayPrice.kode_group, dayPrice.harga_jual]] : []),
        pembulatan,
      );
      if (!price) throw notFound(`Barang ${kodeBarcode} tidak ditemukan di toko ini`);
      return {
        barang,
        harga_gram: price.hargaGram,
        harga_emas: price.hargaEmas,
        ongkos_rp: price.ongkosRp,
        harga_atribut: hargaAtribut,
        harga_system: price.hargaSystem,
        harga_belum_diinput: !dayPrice || isHargaEmasBelumDiinput(dayPrice),
      };
    },

    /** Saves a sale once per idempotency key: a retry answers the sale already made. */
    async simpan(actor: SalesActor, input: PenjualanInput): Promise<PenjualanDoc> {
      const existing = await byKey(actor.kodeToko, input.idempotency_key);
      if (existing) return existing;
      try {
        return await simpanBaru(actor, input);
      } catch (error) {
        // The same key raced itself: the first save won, the retry answers it.
        if (pgErrorCode(error) === '23505') {
          const raced = await byKey(actor.kodeToko, input.idempotency_key);
          if (raced) return raced;
        }
        throw error;
      }
    },

    /** Supervisor's validation: the pieces leave stock (`jual`) and the money is booked per method. */
    async validasi(actor: SalesActor, noFakturGroups: string[]): Promise<{ jumlah: number }> {
      const pointRules = await members.pointRules(actor.kodeToko);
      await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const headers = await tx
          .select()
          .from(penjualan)
          .where(
            and(eq(penjualan.kode_toko, actor.kodeToko), inArray(penjualan.no_faktur_group, noFakturGroups)),
          )
          .orderBy(asc(penjualan.no_faktur_group))
          .for('update');
        for (const no of noFakturGroups) {
          const header = headers.find((row) => row.no_faktur_group === no);
          if (!header) throw notFound(`Penjualan ${no} tidak ditemukan`);
          if (header.status_valid !== 'OPEN' || header.status !== 'OK') {
            throw conflict(`Penjualan ${no} sudah divalidasi`);
          }
        }
        const lines = await tx
          .select()
          .from(penjualanDetail)
          .where(inArray(penjualanDetail.no_faktur_group, noFakturGroups));
        await goods.completeSale(
          tx,
          actor,
          lines.map((line) => ({
            kodeBarcode: line.kode_barcode,
            kodeGudang: line.kode_gudang,
            kodeBaki: line.kode_baki,
            stock: line.stock,
            berat: line.berat,
            noRef: line.no_faktur_jual,
          })),
        );
        for (const header of headers) {
          await bookPayment(
            tx,
            {
              kodeToko: actor.kodeToko,
              tanggal: actor.tglSystem,
              kategori: 'PENJUALAN',
              noRef: header.no_faktur_group,
              keterangan: header.nama_customer,
              inputBy: header.input_by,
              validBy: actor.userId,
            },
            header,
          );
          if (header.kode_member) {
            const poin = salePoints(
              lines.filter((line) => line.no_faktur_group === header.no_faktur_group).map(pointLine),
              pointRules,
            );
            await members.record(tx, {
              kodeToko: actor.kodeToko,
              kodeMember: header.kode_member,
              tanggal: actor.tglSystem,
              kategori: 'PENJUALAN',
              noRef: header.no_faktur_group,
              poin,
              userId: actor.userId,
            });
            await tx
              .update(penjualan)
              .set({ poin })
              .where(eq(penjualan.no_faktur_group, header.no_faktur_group));
          }
        }
        await tx
          .update(penjualan)
          .set({ status_valid: 'DONE', valid_by: actor.userId, valid_at: new Date() })
          .where(inArray(penjualan.no_faktur_group, noFakturGroups));
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'VALIDASI_PENJUALAN',
          entity: 'penjualan',
          entityId: noFakturGroups.join(','),
        });
      });
      return { jumlah: noFakturGroups.length };
    },

    /**
     * Batal Penjualan: one validated line of today, with otorisasi. The piece returns to
     * its tray, `jual` is taken back and the refund leaves the till as BATAL PENJUALAN.
     */
    async batal(actor: SalesActor, input: { no_faktur_jual: string; otorisasi: OtorisasiInput }) {
      const verified = await deps.otorisasi.verify(actor, input.otorisasi);
      const pointRules = await members.pointRules(actor.kodeToko);
      const noFakturGroup = await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const [line] = await tx
          .select()
          .from(penjualanDetail)
          .where(eq(penjualanDetail.no_faktur_jual, input.no_faktur_jual))
          .for('update');
        const [header] = line
          ? await tx
              .select()
              .from(penjualan)
              .where(
                and(
                  eq(penjualan.no_faktur_group, line.no_faktur_group),
                  eq(penjualan.kode_toko, actor.kodeToko),
                ),
              )
              .for('update')
          : [];
        if (!line || !header) throw notFound(`Penjualan ${input.no_faktur_jual} tidak ditemukan`);
        if (line.status === 'CANC') throw conflict(`Penjualan ${input.no_faktur_jual} sudah dibatalkan`);
        if (header.status_valid !== 'DONE')
          throw badRequest('Hanya penjualan yang sudah divalidasi yang dapat dibatalkan');
        if (header.tgl_system !== actor.tglSystem) {
          throw badRequest('Hanya penjualan hari ini yang dapat dibatalkan');
        }
        const otorisasiId = await deps.otorisasi.record(tx, verified, {
          jenis: 'BATAL_PENJUALAN',
          noRef: line.no_faktur_jual,
          tglSystem: actor.tglSystem,
          barcodes: [line.kode_barcode],
        });
        await goods.returnSale(tx, actor, [
          {
            kodeBarcode: line.kode_barcode,
            kodeGudang: line.kode_gudang,
            kodeBaki: line.kode_baki,
            stock: line.stock,
            berat: line.berat,
            noRef: line.no_faktur_jual,
          },
        ]);
        await tx.insert(keuangan).values({
          kode_toko: actor.kodeToko,
          tanggal: actor.tglSystem,
          kategori: 'BATAL PENJUALAN',
          jenis: 'CASH',
          deskripsi: line.no_faktur_jual,
          keterangan: verified.alasan,
          jumlah_out: line.harga_jual,
          input_by: actor.userId,
          valid_by: verified.diotorisasiOleh,
        });
        await tx
          .update(penjualanDetail)
          .set({ status: 'CANC', otorisasi_id: otorisasiId })
          .where(eq(penjualanDetail.no_faktur_jual, line.no_faktur_jual));
        const remaining = await tx
          .select()
          .from(penjualanDetail)
          .where(
            and(
              eq(penjualanDetail.no_faktur_group, header.no_faktur_group),
              eq(penjualanDetail.status, 'OK'),
            ),
          );
        // Points follow what the member kept: recomputed over the lines left, the difference taken back.
        const poin = header.kode_member ? salePoints(remaining.map(pointLine), pointRules) : 0;
        if (header.kode_member) {
          await members.record(tx, {
            kodeToko: actor.kodeToko,
            kodeMember: header.kode_member,
            tanggal: actor.tglSystem,
            kategori: 'BATAL PENJUALAN',
            noRef: line.no_faktur_jual,
            poin: poin - header.poin,
            userId: actor.userId,
          });
        }
        await tx
          .update(penjualan)
          .set({ poin, status: remaining.length === 0 ? 'CANC' : 'OK' })
          .where(eq(penjualan.no_faktur_group, header.no_faktur_group));
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'BATAL_PENJUALAN',
          entity: 'penjualan',
          entityId: line.no_faktur_jual,
          after: { otorisasi: verified.diotorisasiOleh, alasan: verified.alasan },
        });
        return header.no_faktur_group;
      });
      return doc(db, actor.kodeToko, noFakturGroup);
    },

    async page(
      kodeToko: string,
      query: {
        skip: number;
        limit: number;
        search?: string | undefined;
        status_valid?: 'OPEN' | 'DONE' | undefined;
        dari?: string | undefined;
        sampai?: string | undefined;
      },
    ): Promise<PageResult<PenjualanDoc>> {
      const filters: (SQL | undefined)[] = [eq(penjualan.kode_toko, kodeToko)];
      if (query.status_valid) filters.push(eq(penjualan.status_valid, query.status_valid));
      if (query.dari) filters.push(sql`${penjualan.tgl_system} >= ${query.dari}`);
      if (query.sampai) filters.push(sql`${penjualan.tgl_system} <= ${query.sampai}`);
      if (query.search) {
        const pattern = containsPattern(query.search);
        // One set of matching visits, each part answered by its own trigram index: an OR across
        // the two tables would make the planner scan every sale.
        filters.push(
          sql`${penjualan.no_faktur_group} in (
            select ${penjualan.no_faktur_group} from ${penjualan}
              where ${penjualan.no_faktur_group} ilike ${pattern} or ${penjualan.nama_customer} ilike ${pattern}
            union
            select ${penjualanDetail.no_faktur_group} from ${penjualanDetail}
              where ${penjualanDetail.kode_barcode} ilike ${pattern})`,
        );
      }
      const where = and(...filters);
      const [headers, [total]] = await Promise.all([
        db
          .select()
          .from(penjualan)
          .where(where)
          // Newest first along the index (shop, date, number): receipt numbers grow through the day.
          .orderBy(desc(penjualan.tgl_system), desc(penjualan.no_faktur_group))
          .limit(query.limit)
          .offset(query.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(penjualan).where(where),
      ]);
      const lines =
        headers.length === 0
          ? []
          : await db
              .select()
              .from(penjualanDetail)
              .where(
                inArray(
                  penjualanDetail.no_faktur_group,
                  headers.map((header) => header.no_faktur_group),
                ),
              )
              .orderBy(asc(penjualanDetail.no_faktur_jual));
      return {
        data: headers.map((header) =>
          toDoc(
            header,
            lines.filter((line) => line.no_faktur_group === header.no_faktur_group),
          ),
        ),
        count: total?.n ?? 0,
      };
    },

    closingStep(): ClosingStep {
      return unvalidatedCheck({
        key: 'penjualan',
        table: penjualan,
        waiting: (kodeToko) =>
          and(
            eq(penjualan.kode_toko, kodeToko),
            eq(penjualan.status_valid, 'OPEN'),
            eq(penjualan.status, 'OK'),
          ),
        message: PENJUALAN_TEXTS.belumValid,
        path: '/validasi-penjualan',
      });
    },
  };
}

export type PenjualanService = ReturnType<typeof createPenjualanService>;

/** The shop's clock time of a document, as every counter document stamps it. */
export { jamToko } from './sale-counter.ts';
