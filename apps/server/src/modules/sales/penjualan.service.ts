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
  otorisasiNeeded,
  type otorisasiSchema,
  type PageResult,
  type PenjualanDoc,
  type PenjualanHarga,
  type PointRule,
  paidParts,
  type penjualanSchema,
  salePoints,
  settlePayment,
  TEXTS,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor } from '../../counter/actor.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import { checkCounterReferences } from '../../counter/counter-references.ts';
import {
  customerOf,
  documentStamp,
  paymentOf,
  storedCustomer,
  storedPayment,
  validityOf,
} from '../../counter/document-fields.ts';
import { cancelLine, validateDocuments, waitingDocumentsCheck } from '../../counter/document-flow.ts';
import { type DocumentQuery, mapPage } from '../../counter/document-repository.ts';
import { cancelledLinesTotal, reverseCancelledMoney } from '../../counter/money.ts';
import type { VerifiedOtorisasi } from '../../counter/otorisasi.ts';
import { NUMBER_TO_TAKE, nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { saveOnce } from '../../counter/save-once.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import { type PenjualanHeader, type PenjualanLine, penjualanRepository } from './penjualan.repository.ts';
import { createPenjualanChart } from './penjualan-chart.repository.ts';
import { type AgreedOrderPrice, type LinePrice, priceSaleLines } from './sale-counter.ts';
import type { TitipanService } from './titipan.service.ts';

type PenjualanInput = z.infer<typeof penjualanSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;
type HeldPiece = Awaited<ReturnType<GoodsService['holdForSale']>>[number];

/**
 * The orders area as a sale collecting an order sees it (PesananService): the order is
 * locked and marked FINISH in the sale's transaction, its DP credited, and a cancelled
 * line refunds that DP by the methods it was paid with.
 */
export interface OrderCollector {
  collect(
    tx: DbOrTx,
    kodeToko: string,
    noPesanan: string,
    barcodes: readonly string[],
  ): Promise<{ dp: number }>;
  /** The collected order is FINISH, naming the sale's number (taken after the collect). */
  collected(tx: DbOrTx, noPesanan: string, noFakturGroup: string): Promise<void>;
  paymentOf(tx: DbOrTx, kodeToko: string, noPesanan: string): Promise<Parameters<typeof paidParts>[0]>;
  /** The price per gram and ongkos the order agreed: its piece is priced by them. */
  agreedPrice(kodeToko: string, noPesanan: string): Promise<AgreedOrderPrice>;
  /** The collecting sale was cancelled: the order closes and its piece is released. */
  cancelCollected(
    tx: DbOrTx,
    actor: Actor,
    collected: { noPesanan: string; noFakturGroup: string; otorisasiId: number },
  ): Promise<void>;
}

/** What a sale reads once, outside its transaction (PGlite: never `db` inside one). */
export interface SaleRefs {
  fees: { feeDebet: number; feeCredit: number };
  hargaGram: Map<string, number>;
  pembulatan: number;
  verified: VerifiedOtorisasi | null;
  /** Collecting an order: the price it agreed for its piece. */
  agreed?: AgreedOrderPrice | undefined;
}

/**
 * A trade-in paying for a sale (tukar): priced and stored inside the sale's transaction
 * once the sale's number and total are known; answers the value paid as TUKAR.
 */
export type TradeIn = (
  tx: DbOrTx,
  sale: { noFakturGroup: string; total: number },
) => Promise<{ value: number; noFakturBeli: string }>;

/** A sale priced under lock, ready to store. */
interface PricedSale {
  pieces: HeldPiece[];
  prices: LinePrice[];
  hargaJual: number[];
  below: Set<string>;
  total: number;
  titip: { dp: number } | undefined;
  /** The order collected by this sale, whose DP was booked when it was validated. */
  order?: { dp: number } | undefined;
  traded?: { value: number; noFakturBeli: string } | undefined;
}

/** Why a piece cannot go on a sale, as the counter tells the cashier; undefined when it can. */
function saleRefusal(
  barang: {
    kode_barcode: string;
    stock: number;
    status: string;
    no_pesanan: string | null;
  },
  /** The order being collected: its own piece may be sold, to it alone. */
  noPesanan = '',
) {
  if (barang.no_pesanan && barang.no_pesanan !== noPesanan) {
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

function pointLine(line: PenjualanLine) {
  return { kode_group: line.kode_group, berat: line.berat, hargaJual: line.harga_jual };
}

/** A stored sale line as the stock ledger moves it. */
function movedPiece(line: PenjualanLine) {
  return {
    kodeBarcode: line.kode_barcode,
    kodeGudang: line.kode_gudang,
    kodeBaki: line.kode_baki,
    stock: line.stock,
    berat: line.berat,
    noRef: line.no_faktur_jual,
  };
}

function toDoc(header: PenjualanHeader, lines: PenjualanLine[]): PenjualanDoc {
  return {
    no_faktur_group: header.no_faktur_group,
    tgl_system: header.tgl_system,
    jam: header.jam,
    ...customerOf(header),
    kode_marketplace: header.kode_marketplace,
    total: header.total,
    ...paymentOf(header),
    poin: header.poin,
    no_titip: header.no_titip ?? '',
    titipan_rp: header.titipan_rp,
    no_pesanan: header.no_pesanan ?? '',
    pesanan_rp: header.pesanan_rp,
    tukar_rp: header.tukar_rp,
    no_faktur_beli_tukar: header.no_faktur_beli_tukar ?? '',
    ...validityOf<PenjualanDoc['status'], PenjualanDoc['status_valid']>(header),
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

function saleLines(noFakturGroup: string, sale: PricedSale, otorisasiId: number | null) {
  return sale.pieces.map((piece, index) => {
    const price = sale.prices[index] as LinePrice;
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
      harga_jual: sale.hargaJual[index] ?? 0,
      no_pesanan: piece.no_pesanan,
      otorisasi_id: sale.below.has(piece.kode_barcode) ? otorisasiId : null,
    };
  });
}

const repository = penjualanRepository;

/**
 * Transaksi Penjualan (DOMAIN.md §2, §4): a visit's pieces are priced from the day's
 * gold price, paid by combined methods and saved OPEN, holding the pieces; a
 * supervisor's validation takes them out of stock and books the money; a validated
 * line of the same day can be cancelled with otorisasi.
 */
export class PenjualanService {
  constructor(private readonly deps: CounterDeps & { titipan: TitipanService; pesanan: OrderCollector }) {}

  async doc(kodeToko: string, noFakturGroup: string, tx: DbOrTx = this.deps.db): Promise<PenjualanDoc> {
    const { header, lines } = await repository.docOf(tx, kodeToko, noFakturGroup);
    return this.withCekNota(kodeToko, toDoc(header, lines));
  }

  /** A sale as its receipt prints it: with the link of its QR code. */
  private withCekNota(kodeToko: string, doc: PenjualanDoc): PenjualanDoc {
    const nomor = doc.no_faktur_group;
    return { ...doc, cek_nota: this.deps.notaSigner.link({ kodeToko, jenis: 'PENJUALAN', nomor }) };
  }

  async page(kodeToko: string, query: DocumentQuery): Promise<PageResult<PenjualanDoc>> {
    // Lihat Penjualan sends a row's receipt by WhatsApp: each row carries its link.
    const page = await repository.page(this.deps.db, kodeToko, query);
    return mapPage(page, (header, lines) => this.withCekNota(kodeToko, toDoc(header, lines)));
  }

  /** The sale an idempotency key already made, if any (a trade-in is found by its sale). */
  noByKey(kodeToko: string, key: string): Promise<string | undefined> {
    return repository.noByKey(this.deps.db, kodeToko, key);
  }

  /** The standing line of a validated sale that sold the barcode: the receipt a buyback starts from. */
  soldLine(tx: DbOrTx, kodeToko: string, kodeBarcode: string, options: { lock?: boolean } = {}) {
    return repository.soldLine(tx, kodeToko, kodeBarcode, options);
  }

  /** One sale line of this shop by its number (a cancelled buyback puts the piece back as it was sold). */
  async lineByNo(tx: DbOrTx, kodeToko: string, noFakturJual: string) {
    return repository.lineByNo(tx, kodeToko, noFakturJual);
  }

  /**
   * The sales screen's scan: the piece, whether it may be sold, and its system price.
   * Saving checks all of it again under lock; this answer only lets the cashier see it first.
   */
  async harga(actor: Actor, kodeBarcode: string, noPesanan = ''): Promise<PenjualanHarga> {
    const barang = await this.deps.goods.byBarcode(actor.kodeToko, kodeBarcode);
    const refusal = saleRefusal(barang, noPesanan);
    if (refusal) throw conflict(refusal);
    const dayPrice = (await this.deps.hargaEmas.daySeen(actor)).find(
      (row) => row.kode_group === barang.kode_group,
    );
    const hargaAtribut = barang.atribut.reduce((sum, atribut) => sum + atribut.harga_atribut, 0);
    const piece = {
      kode_group: barang.kode_group,
      berat: gramsToMilligrams(barang.berat),
      ongkos_type: barang.ongkos_type,
      ongkos: barang.ongkos,
      harga_atribut: hargaAtribut,
    };
    const gram = new Map(dayPrice ? [[dayPrice.kode_group, dayPrice.harga_jual]] : []);
    const agreed = noPesanan ? await this.deps.pesanan.agreedPrice(actor.kodeToko, noPesanan) : undefined;
    const [price] = priceSaleLines([piece], gram, this.pembulatan(actor), agreed);
    if (!price) throw notFound(`Barang ${kodeBarcode} tidak ditemukan di toko ini`);
    return {
      barang,
      harga_gram: price.hargaGram,
      harga_emas: price.hargaEmas,
      ongkos_rp: price.ongkosRp,
      harga_atribut: hargaAtribut,
      harga_system: price.hargaSystem,
      // An order's piece is priced by the order, not by today's price.
      harga_belum_diinput: !agreed && (!dayPrice || isHargaEmasBelumDiinput(dayPrice)),
    };
  }

  /** Saves a sale once per idempotency key: a retry answers the sale already made. */
  simpan(actor: Actor, input: PenjualanInput): Promise<PenjualanDoc> {
    return saveOnce({
      noByKey: () => repository.noByKey(this.deps.db, actor.kodeToko, input.idempotency_key),
      doc: (no) => this.doc(actor.kodeToko, no),
      save: () => this.simpanBaru(actor, input),
    });
  }

  /** Supervisor's validation: the pieces leave stock (`jual`) and the money is booked per method. */
  async validasi(actor: Actor, noFakturGroups: string[]): Promise<{ jumlah: number }> {
    const pointRules = await this.deps.members.pointRules(actor.kodeToko);
    return validateDocuments(this.deps.db, repository, actor, noFakturGroups, {
      refusal: (header) =>
        header.status_valid !== 'OPEN' || header.status !== 'OK'
          ? conflict(`Penjualan ${header.no_faktur_group} sudah divalidasi`)
          : undefined,
      apply: (tx, headers) => this.takeEffect(tx, actor, headers, pointRules),
      audit: { action: 'VALIDASI_PENJUALAN', entity: 'penjualan' },
    });
  }

  /**
   * Batal Penjualan: one validated line of today, with otorisasi. The piece returns to
   * its tray, `jual` is taken back and the money goes back by the methods the sale was
   * paid with (BATAL PENJUALAN).
   */
  async batal(actor: Actor, input: { no_faktur_jual: string; otorisasi: OtorisasiInput }) {
    const pointRules = await this.deps.members.pointRules(actor.kodeToko);
    const no = await cancelLine(
      this.deps,
      repository,
      actor,
      { lineNo: input.no_faktur_jual, otorisasi: input.otorisasi },
      {
        jenis: 'BATAL_PENJUALAN',
        barcodeOf: (line) => line.kode_barcode,
        undo: async (tx, { line, header, verified, otorisasiId }) => {
          if (header.no_faktur_beli_tukar)
            throw conflict(TEXTS.tukar.lewatBatalTukar(header.no_faktur_group));
          await this.deps.goods.returnSale(tx, actor, [movedPiece(line)]);
          await this.refundLine(tx, actor, header, line, verified);
          await this.keepStanding(tx, actor, header, line, pointRules);
          if (header.no_pesanan) {
            const collected = { noFakturGroup: header.no_faktur_group, otorisasiId };
            await this.deps.pesanan.cancelCollected(tx, actor, {
              noPesanan: header.no_pesanan,
              ...collected,
            });
          }
        },
        audit: { action: 'BATAL_PENJUALAN', entity: 'penjualan' },
      },
    );
    return this.doc(actor.kodeToko, no);
  }

  /**
   * The sale half of Batal Tukar, locked: it must have been paid by a trade-in, be
   * validated, of today and still standing.
   */
  async lockTraded(tx: DbOrTx, actor: Actor, noFakturGroup: string): Promise<PenjualanHeader> {
    const [header] = await repository.lockHeaders(tx, actor.kodeToko, [noFakturGroup]);
    if (!header) throw notFound(`Penjualan ${noFakturGroup} tidak ditemukan`);
    if (!header.no_faktur_beli_tukar) throw badRequest(TEXTS.tukar.bukanTukar(noFakturGroup));
    if (header.status === 'CANC') throw conflict(TEXTS.tukar.sudahBatal(noFakturGroup));
    if (header.status_valid !== 'DONE') throw badRequest(TEXTS.tukar.belumValid(noFakturGroup));
    if (header.tgl_system !== actor.tglSystem) throw badRequest(TEXTS.tukar.bukanHariIni);
    return header;
  }

  /**
   * Batal Tukar's sale half: every piece back to its tray, what was paid beyond the
   * traded gold refunded by the methods it came by, the member's points taken back.
   */
  async cancelTraded(
    tx: DbOrTx,
    actor: Actor,
    header: PenjualanHeader,
    verified: VerifiedOtorisasi,
    otorisasiId: number,
  ): Promise<void> {
    const lines = await repository.standingLines(tx, header.no_faktur_group);
    await this.deps.goods.returnSale(tx, actor, lines.map(movedPiece));
    await reverseCancelledMoney(this.deps.cash, tx, actor, verified, {
      kategori: 'BATAL PENJUALAN',
      deskripsi: header.no_faktur_group,
      parts: paidParts(header),
      alreadyReversed: 0,
      amount: header.total - header.tukar_rp,
      direction: 'out',
    });
    if (header.kode_member && header.poin !== 0) {
      await this.deps.members.record(tx, {
        kodeToko: actor.kodeToko,
        kodeMember: header.kode_member,
        tanggal: actor.tglSystem,
        kategori: 'BATAL PENJUALAN',
        noRef: header.no_faktur_group,
        poin: -header.poin,
        userId: actor.userId,
      });
    }
    for (const line of lines) await repository.cancelLine(tx, line.no_faktur_jual, otorisasiId);
    await repository.update(tx, [header.no_faktur_group], { status: 'CANC', poin: 0 });
  }

  /** Barcodes of the standing lines of the given documents (what a consent covers). */
  async barcodesOf(tx: DbOrTx, nos: readonly string[]): Promise<string[]> {
    const lines = await repository.lines(tx, nos);
    return lines.filter((line) => line.status !== 'CANC').map((line) => line.kode_barcode);
  }

  closingStep(): ClosingStep {
    return waitingDocumentsCheck(repository, {
      key: 'penjualan',
      standing: 'OK',
      message: SERVER_TEXTS.penjualan.belumValid,
      path: '/validasi-penjualan',
    });
  }

  private pembulatan(actor: Actor): number {
    return Number(actor.paraSystem.get('PEMBULATAN') ?? DEFAULT_PEMBULATAN);
  }

  private async simpanBaru(actor: Actor, input: PenjualanInput): Promise<PenjualanDoc> {
    const refs = await this.refsOf(actor, input);
    return inBusinessDay(this.deps.db, actor, (tx) => this.record(tx, actor, input, refs));
  }

  /**
   * Records a sale inside the caller's transaction and answers it as stored. A trade-in
   * (`tradeIn`) is priced and stored once the sale's number and total are known, and its
   * value is paid as TUKAR.
   */
  async record(
    tx: DbOrTx,
    actor: Actor,
    input: PenjualanInput,
    refs: SaleRefs,
    tradeIn?: TradeIn,
  ): Promise<PenjualanDoc> {
    if (input.kode_member) await this.deps.members.activeForSale(tx, input.kode_member);
    const sale = await this.priceUnderLock(tx, actor, input, refs);
    // The number's counter row stays locked until commit, and every other sale of the shop
    // waits for it: the statement that writes the sale takes it (decisions 031, 041). A
    // trade-in's purchase and a consent to a price below the system's name the sale before
    // it is written, so those take it just before.
    const no =
      tradeIn || sale.below.size > 0
        ? await nextReceiptNumber(tx, actor.kodeToko, 'FJ', actor.tglSystem)
        : undefined;
    const traded = tradeIn && no ? await tradeIn(tx, { noFakturGroup: no, total: sale.total }) : undefined;
    const doc = await this.store(tx, actor, input, refs, { ...sale, traded }, no);
    if (input.no_titip) await this.deps.titipan.collected(tx, input.no_titip, doc.no_faktur_group);
    if (input.no_pesanan) await this.deps.pesanan.collected(tx, input.no_pesanan, doc.no_faktur_group);
    return doc;
  }

  /** What a sale reads before its transaction: references, prices, and the consent for a price below the system. */
  async refsOf(actor: Actor, input: PenjualanInput): Promise<SaleRefs> {
    const { masterData, hargaEmas, cash } = this.deps;
    const fees = await checkCounterReferences(masterData, actor, input);
    await cash.checkCardSettlement(actor.kodeToko, input.bayar);
    const dayPrices = await hargaEmas.daySeen(actor);
    const hargaGram = new Map(dayPrices.map((row) => [row.kode_group, row.harga_jual]));
    const pembulatan = this.pembulatan(actor);
    const agreed = input.no_pesanan
      ? await this.deps.pesanan.agreedPrice(actor.kodeToko, input.no_pesanan)
      : undefined;
    // A collected deposit is sold at the price agreed when it was taken: no consent to ask.
    const verified = input.no_titip
      ? null
      : await this.consent(actor, input, { fees, hargaGram, pembulatan, verified: null, agreed });
    return { fees, hargaGram, pembulatan, verified, agreed };
  }

  /** Lines whose asked price is below the system price: they need the second user's consent. */
  private belowSystem(input: PenjualanInput, prices: { hargaSystem: number; hargaJual: number }[]) {
    return input.items.filter((item, index) => {
      const price = prices[index];
      return (
        price !== undefined && item.harga_jual !== undefined && isBelowSystemPrice(price, item.harga_jual)
      );
    });
  }

  private async consent(
    actor: Actor,
    input: PenjualanInput,
    refs: SaleRefs,
  ): Promise<VerifiedOtorisasi | null> {
    if (!input.items.some((item) => item.harga_jual !== undefined)) return null;
    // A first look without locks, only to know whether the password must be checked (slow) before the transaction.
    const barcodes = input.items.map((item) => item.kode_barcode);
    const rows = await this.deps.goods.piecesForPricing(actor.kodeToko, barcodes);
    const byBarcode = new Map(rows.map((row) => [row.kode_barcode, row]));
    const pieces = barcodes.map((barcode) => {
      const row = byBarcode.get(barcode);
      if (!row) throw badRequest(`Barang ${barcode} tidak ditemukan di toko ini`);
      return row;
    });
    const prices = priceSaleLines(pieces, refs.hargaGram, refs.pembulatan, refs.agreed);
    if (this.belowSystem(input, prices).length === 0) return null;
    if (!input.otorisasi) throw otorisasiNeeded(SERVER_TEXTS.penjualan.perluOtorisasi);
    return this.deps.otorisasi.verify(actor, input.otorisasi as OtorisasiInput);
  }

  /** Holds the pieces and prices them as they stand now; a deposit's pieces at the price agreed then. */
  private async priceUnderLock(
    tx: DbOrTx,
    actor: Actor,
    input: PenjualanInput,
    refs: SaleRefs,
  ): Promise<PricedSale> {
    const barcodes = input.items.map((item) => item.kode_barcode);
    const titip = input.no_titip
      ? await this.deps.titipan.collect(tx, actor.kodeToko, input.no_titip, barcodes)
      : undefined;
    const order = await this.collectOrder(tx, actor, input);
    const pieces = await this.deps.goods.holdForSale(
      tx,
      actor.kodeToko,
      input.items,
      titip ? { from: 'TITIP' } : { order: input.no_pesanan || undefined },
    );
    const prices = priceSaleLines(pieces, refs.hargaGram, refs.pembulatan, refs.agreed).map(
      (price, index) => {
        const agreed = titip?.prices.get(pieces[index]?.kode_barcode ?? '');
        return agreed === undefined ? price : { ...price, hargaSystem: agreed, hargaJual: agreed };
      },
    );
    const below = titip ? [] : this.belowSystem(input, prices);
    if (below.length > 0 && !refs.verified) throw otorisasiNeeded(SERVER_TEXTS.penjualan.perluOtorisasi);
    const hargaJual = input.items.map((item, index) =>
      titip ? (prices[index]?.hargaSystem ?? 0) : (item.harga_jual ?? prices[index]?.hargaSystem ?? 0),
    );
    const total = hargaJual.reduce((sum, value) => sum + value, 0);
    return {
      pieces,
      prices,
      hargaJual,
      below: new Set(below.map((item) => item.kode_barcode)),
      total,
      titip,
      order,
    };
  }

  /** An order collected by this sale: its made piece, priced as the order agreed, its DP credited. */
  private async collectOrder(tx: DbOrTx, actor: Actor, input: PenjualanInput) {
    if (!input.no_pesanan) return undefined;
    if (input.no_titip) throw badRequest(TEXTS.pesanan.bukanTitipan);
    const barcodes = input.items.map((item) => item.kode_barcode);
    return this.deps.pesanan.collect(tx, actor.kodeToko, input.no_pesanan, barcodes);
  }

  private async store(
    tx: DbOrTx,
    actor: Actor,
    input: PenjualanInput,
    refs: SaleRefs,
    sale: PricedSale,
    /** The sale's number when taken already; else its writing statement takes it. */
    no: string | undefined,
  ): Promise<PenjualanDoc> {
    const noFakturGroup = no ?? NUMBER_TO_TAKE;
    const { bayar } = input;
    const payment = settlePayment({
      ...bayar,
      total: sale.total,
      tukar: sale.traded?.value ?? 0,
      // A collected deposit's or order's DP is already in the till: it pays like money received.
      titipan: (sale.titip?.dp ?? 0) + (sale.order?.dp ?? 0),
      feeDebetPercent: refs.fees.feeDebet,
      feeCreditPercent: refs.fees.feeCredit,
    });
    if (payment.problem) throw badRequest(payment.problem);
    const otorisasiId =
      refs.verified && sale.below.size > 0
        ? await this.deps.otorisasi.record(tx, refs.verified, {
            jenis: 'HARGA_DI_BAWAH_SISTEM' satisfies OtorisasiJenis,
            noRef: noFakturGroup,
            tglSystem: actor.tglSystem,
            barcodes: [...sale.below],
          })
        : null;
    const header = {
      no_faktur_group: noFakturGroup,
      ...documentStamp(actor, input.idempotency_key),
      ...storedCustomer(input),
      kode_marketplace: input.kode_marketplace,
      total: sale.total,
      ...storedPayment(bayar, payment),
      no_titip: input.no_titip || null,
      titipan_rp: sale.titip?.dp ?? 0,
      no_pesanan: input.no_pesanan || null,
      pesanan_rp: sale.order?.dp ?? 0,
      tukar_rp: sale.traded?.value ?? 0,
      no_faktur_beli_tukar: sale.traded?.noFakturBeli ?? null,
      input_by: actor.userId,
    };
    const written = await repository.insert(
      tx,
      header,
      saleLines(noFakturGroup, sale, otorisasiId),
      {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'PENJUALAN',
        entity: 'penjualan',
        entityId: noFakturGroup,
        after: { total: sale.total, barcodes: sale.pieces.map((piece) => piece.kode_barcode) },
      },
      no ? undefined : { kodeToko: actor.kodeToko, type: 'FJ', tanggal: actor.tglSystem },
    );
    return this.withCekNota(actor.kodeToko, toDoc(written.header, written.lines));
  }

  /** Validated sales take effect: pieces out of stock, money into the books, points to members. */
  private async takeEffect(
    tx: DbOrTx,
    actor: Actor,
    headers: PenjualanHeader[],
    pointRules: readonly PointRule[],
  ) {
    const lines = await repository.lines(
      tx,
      headers.map((header) => header.no_faktur_group),
    );
    await this.deps.goods.completeSale(tx, actor, lines.map(movedPiece));
    const at = { kodeToko: actor.kodeToko, tanggal: actor.tglSystem };
    for (const header of headers) {
      await this.deps.cash.bookPayment(
        tx,
        at,
        {
          kategori: 'PENJUALAN',
          deskripsi: header.no_faktur_group,
          keterangan: header.nama_customer,
          input_by: header.input_by,
          valid_by: actor.userId,
        },
        header,
        'in',
      );
      if (!header.kode_member) continue;
      const own = lines.filter((line) => line.no_faktur_group === header.no_faktur_group);
      const poin = salePoints(own.map(pointLine), pointRules);
      await this.deps.members.record(tx, {
        kodeToko: actor.kodeToko,
        kodeMember: header.kode_member,
        tanggal: actor.tglSystem,
        kategori: 'PENJUALAN',
        noRef: header.no_faktur_group,
        poin,
        userId: actor.userId,
      });
      await repository.update(tx, [header.no_faktur_group], { poin });
    }
  }

  /**
   * The line's price goes back by the methods the sale was paid with, in the order the
   * cash book takes refunds (cash, transfer, debet, credit, then a collected deposit's
   * DP by the deposit's own methods); earlier cancelled lines of the sale took theirs first.
   */
  private async refundLine(
    tx: DbOrTx,
    actor: Actor,
    header: PenjualanHeader,
    line: PenjualanLine,
    verified: VerifiedOtorisasi,
  ) {
    const deposit = header.no_titip
      ? await this.deps.titipan.paymentOf(tx, actor.kodeToko, header.no_titip)
      : header.no_pesanan
        ? await this.deps.pesanan.paymentOf(tx, actor.kodeToko, header.no_pesanan)
        : null;
    await reverseCancelledMoney(this.deps.cash, tx, actor, verified, {
      kategori: 'BATAL PENJUALAN',
      deskripsi: line.no_faktur_jual,
      parts: [...paidParts(header), ...(deposit ? paidParts(deposit) : [])],
      alreadyReversed: await cancelledLinesTotal(tx, repository, header, (other) => other.harga_jual),
      amount: line.harga_jual,
      direction: 'out',
    });
  }

  /**
   * After a cancelled line the sale keeps what is left: points recomputed over the
   * standing lines (the difference taken back), CANC once nothing stands.
   */
  private async keepStanding(
    tx: DbOrTx,
    actor: Actor,
    header: PenjualanHeader,
    line: PenjualanLine,
    pointRules: readonly PointRule[],
  ) {
    const remaining = (await repository.standingLines(tx, header.no_faktur_group)).filter(
      (other) => other.no_faktur_jual !== line.no_faktur_jual,
    );
    const poin = header.kode_member ? salePoints(remaining.map(pointLine), pointRules) : 0;
    if (header.kode_member) {
      await this.deps.members.record(tx, {
        kodeToko: actor.kodeToko,
        kodeMember: header.kode_member,
        tanggal: actor.tglSystem,
        kategori: 'BATAL PENJUALAN',
        noRef: line.no_faktur_jual,
        poin: poin - header.poin,
        userId: actor.userId,
      });
    }
    await repository.update(tx, [header.no_faktur_group], {
      poin,
      status: remaining.length === 0 ? 'CANC' : 'OK',
    });
  }
}

export function createPenjualanService(deps: ConstructorParameters<typeof PenjualanService>[0]) {
  return new PenjualanService(deps);
}

/**
 * The shop's clock time of a document, as every counter document stamps it, and the
 * references (sales person, account, banks) every counter form names.
 */

/**
 * Rewrites the dashboard's daily roll-up of `from`..`to` from the lines, in the caller's
 * transaction: for the writers outside the counter that add or remove lines of closed days
 * (Import Data, Delete Data; decision 017).
 */
export function refreshPenjualanHarian(
  tx: DbOrTx,
  kodeToko: string,
  from: string,
  to: string,
): Promise<void> {
  return createPenjualanChart({ db: tx }).refreshDays(tx, kodeToko, from, to);
}
