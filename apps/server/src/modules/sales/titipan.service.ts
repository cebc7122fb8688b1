import {
  badRequest,
  conflict,
  DEFAULT_PEMBULATAN,
  GUDANG_TITIP,
  milligramsToGrams,
  notFound,
  type otorisasiSchema,
  type PageResult,
  TEXTS,
  type TitipanDoc,
  type titipanSchema,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
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
import { validateDocuments, waitingDocumentsCheck } from '../../counter/document-flow.ts';
import { type DocumentQuery, mapPage } from '../../counter/document-repository.ts';
import { returnDeposit, settleAmount, takeDeposit } from '../../counter/money.ts';
import { type VerifiedOtorisasi, withOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { saveOnce } from '../../counter/save-once.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import { priceLines } from './sale-counter.ts';
import { type TitipanHeader, type TitipanLine, titipanRepository } from './titipan.repository.ts';

type TitipanInput = z.infer<typeof titipanSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;

/** Where each piece is now, by barcode. */
type Places = ReadonlyMap<string, { kode_gudang: string; kode_baki: string }>;

function toDoc(header: TitipanHeader, lines: TitipanLine[], places: Places): TitipanDoc {
  return {
    no_titip: header.no_titip,
    tgl_system: header.tgl_system,
    jam: header.jam,
    ...customerOf(header),
    keterangan: header.keterangan,
    total: header.total,
    dp: header.dp,
    sisa: header.total - header.dp,
    ...paymentOf(header),
    ...validityOf<TitipanDoc['status'], TitipanDoc['status_valid']>(header),
    no_faktur_group: header.no_faktur_group,
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

/** The deposit's lines: each piece as it was held, at today's price. */
function depositLines(
  noTitip: string,
  pieces: Awaited<ReturnType<GoodsService['holdForSale']>>,
  prices: ReturnType<typeof priceLines>,
) {
  return pieces.map((piece, index) => ({
    no_titip: noTitip,
    kode_barcode: piece.kode_barcode,
    kode_gudang: piece.kode_gudang,
    kode_baki: piece.kode_baki,
    kode_group: piece.kode_group,
    kode_dept: piece.kode_dept,
    nama_barang: piece.nama_barang,
    kadar_cetak: piece.kadar_cetak,
    stock: piece.stock,
    berat: piece.berat,
    harga_gram: prices[index]?.hargaGram ?? 0,
    ongkos: prices[index]?.ongkosRp ?? 0,
    harga_atribut: piece.harga_atribut,
    harga_jual: prices[index]?.hargaSystem ?? 0,
  }));
}

const repository = titipanRepository;

/**
 * Titipan (DOMAIN.md §4): the customer pays a DP for pieces priced at today's gold
 * price. Saved, the pieces are held (nobody else may sell them); validated, they move to
 * gudang TITIP and the DP reaches the cash book (TITIPAN). A sale collects them with the
 * DP credited (FINISH); a cancellation refunds the DP (BATAL TITIP) by the methods it was
 * paid with and returns the pieces (CLOSE).
 */
export class TitipanService {
  constructor(private readonly deps: CounterDeps) {}

  async doc(kodeToko: string, noTitip: string, tx: DbOrTx = this.deps.db): Promise<TitipanDoc> {
    const { header, lines } = await repository.docOf(tx, kodeToko, noTitip);
    return toDoc(header, lines, await this.placesOf(tx, kodeToko, lines));
  }

  async page(
    kodeToko: string,
    query: DocumentQuery & { status?: TitipanDoc['status'] | undefined },
  ): Promise<PageResult<TitipanDoc>> {
    const { db } = this.deps;
    const page = await repository.page(db, kodeToko, query);
    const places = await this.placesOf(db, kodeToko, page.headers.flatMap(page.linesOf));
    return mapPage(page, (header, lines) => toDoc(header, lines, places));
  }

  /** Saves a deposit once per idempotency key: a retry answers the deposit already made. */
  simpan(actor: Actor, input: TitipanInput): Promise<TitipanDoc> {
    return saveOnce({
      noByKey: () => repository.noByKey(this.deps.db, actor.kodeToko, input.idempotency_key),
      doc: (no) => this.doc(actor.kodeToko, no),
      save: () => this.simpanBaru(actor, input),
    });
  }

  /** The supervisor's validation: the pieces are put aside in gudang TITIP, the DP is booked. */
  async validasi(actor: Actor, noTitips: string[]): Promise<{ jumlah: number }> {
    const bakiTitip = await this.titipTray(actor.kodeToko);
    return validateDocuments(this.deps.db, repository, actor, noTitips, {
      refusal: (header) => {
        if (header.status !== 'OPEN') return conflict(SERVER_TEXTS.titipan.bukanOpen(header.no_titip));
        if (header.status_valid !== 'OPEN') return conflict(SERVER_TEXTS.titipan.sudahValid(header.no_titip));
        return undefined;
      },
      apply: async (tx, headers) => {
        for (const header of headers) await this.putAside(tx, actor, header, bakiTitip);
      },
      audit: { action: 'VALIDASI_TITIPAN', entity: 'titipan' },
    });
  }

  /**
   * Cancels an open deposit with otorisasi. A validated one refunds the DP by the methods
   * it was paid with (BATAL TITIP) and returns its pieces to the trays they came from; one
   * not yet validated only lets its pieces go, since nothing of it was booked.
   */
  async batal(actor: Actor, input: { no_titip: string; otorisasi: OtorisasiInput }): Promise<TitipanDoc> {
    const { db, otorisasi, goods } = this.deps;
    await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
      const header = await this.lockOwn(tx, actor.kodeToko, input.no_titip);
      if (header.status !== 'OPEN') throw conflict(SERVER_TEXTS.titipan.bukanOpen(input.no_titip));
      const lines = await repository.lines(tx, [input.no_titip]);
      const barcodes = lines.map((line) => line.kode_barcode);
      const otorisasiId = await otorisasi.record(tx, verified, {
        jenis: 'BATAL_TITIPAN',
        noRef: input.no_titip,
        tglSystem: actor.tglSystem,
        barcodes,
      });
      if (header.status_valid === 'DONE') await this.giveBack(tx, actor, header, lines, verified);
      else await goods.releaseHeld(tx, actor.kodeToko, barcodes);
      await repository.update(tx, [input.no_titip], {
        status: 'CLOSE',
        batal_by: actor.userId,
        otorisasi_id: otorisasiId,
      });
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'BATAL_TITIPAN',
        entity: 'titipan',
        entityId: input.no_titip,
        after: { otorisasi: verified.diotorisasiOleh, alasan: verified.alasan },
      });
    });
    return this.doc(actor.kodeToko, input.no_titip);
  }

  /**
   * A sale collecting a deposit, inside the sale's transaction: the deposit must be
   * open and validated, and the sale must take exactly its pieces. Locks it; `collected`
   * marks it FINISH once the sale has its number.
   */
  async collect(tx: DbOrTx, kodeToko: string, noTitip: string, barcodes: readonly string[]) {
    const header = await this.lockOwn(tx, kodeToko, noTitip);
    if (header.status !== 'OPEN') throw conflict(SERVER_TEXTS.titipan.bukanOpen(noTitip));
    if (header.status_valid !== 'DONE') throw badRequest(SERVER_TEXTS.titipan.belumDivalidasi(noTitip));
    const lines = await repository.lines(tx, [noTitip]);
    const own = new Set(lines.map((line) => line.kode_barcode));
    if (own.size !== barcodes.length || !barcodes.every((barcode) => own.has(barcode))) {
      throw badRequest(SERVER_TEXTS.titipan.barangBerbeda(noTitip));
    }
    return { dp: header.dp, prices: new Map(lines.map((line) => [line.kode_barcode, line.harga_jual])) };
  }

  /** The collected deposit is FINISH, naming the sale's number (taken after `collect` locked it). */
  async collected(tx: DbOrTx, noTitip: string, noFakturGroup: string): Promise<void> {
    await repository.update(tx, [noTitip], { status: 'FINISH', no_faktur_group: noFakturGroup });
  }

  /** How a deposit's DP was paid: a cancelled sale that collected it gives the DP back the same way. */
  async paymentOf(tx: DbOrTx, kodeToko: string, noTitip: string) {
    return (await repository.docOf(tx, kodeToko, noTitip)).header;
  }

  closingStep(): ClosingStep {
    return waitingDocumentsCheck(repository, {
      key: 'titipan',
      standing: 'OPEN',
      message: SERVER_TEXTS.titipan.belumValid,
      path: '/validasi-titipan',
    });
  }

  private placesOf(tx: DbOrTx, kodeToko: string, lines: TitipanLine[]): Promise<Places> {
    return this.deps.goods.placesOf(
      tx,
      kodeToko,
      lines.map((line) => line.kode_barcode),
    );
  }

  /** Locks a deposit of the shop for a change of state. */
  private async lockOwn(tx: DbOrTx, kodeToko: string, noTitip: string): Promise<TitipanHeader> {
    const [header] = await repository.lockHeaders(tx, kodeToko, [noTitip]);
    if (!header) throw notFound(`Titipan ${noTitip} tidak ditemukan`);
    return header;
  }

  /** The tray of gudang TITIP deposited pieces wait in: the shop's first active one. */
  private async titipTray(kodeToko: string): Promise<string> {
    const tray = await this.deps.goods.firstActiveTray(kodeToko, GUDANG_TITIP);
    if (!tray) throw badRequest(SERVER_TEXTS.titipan.tanpaBaki);
    return tray;
  }

  private async simpanBaru(actor: Actor, input: TitipanInput): Promise<TitipanDoc> {
    const { masterData, hargaEmas, cash } = this.deps;
    const fees = await checkCounterReferences(masterData, actor, input);
    await cash.checkCardSettlement(actor.kodeToko, input.bayar);
    const pembulatan = Number(actor.paraSystem.get('PEMBULATAN') ?? DEFAULT_PEMBULATAN);
    const dayPrices = await hargaEmas.daySeen(actor);
    const hargaGram = new Map(dayPrices.map((row) => [row.kode_group, row.harga_jual]));
    const noTitip = await inBusinessDay(this.deps.db, actor, async (tx) => {
      if (input.kode_member) await this.deps.members.activeForSale(tx, input.kode_member);
      const pieces = await this.deps.goods.holdForSale(tx, actor.kodeToko, input.items, { hold: 'TITIP' });
      const prices = priceLines(pieces, hargaGram, pembulatan);
      const total = prices.reduce((sum, price) => sum + price.hargaSystem, 0);
      if (input.dp > total) throw badRequest(TEXTS.titipan.dpLebih);
      const payment = settleAmount(input.bayar, input.dp, fees);
      const no = await nextReceiptNumber(tx, actor.kodeToko, 'TP', actor.tglSystem);
      const header = {
        no_titip: no,
        ...documentStamp(actor, input.idempotency_key),
        ...storedCustomer(input),
        keterangan: input.keterangan,
        total,
        dp: input.dp,
        ...storedPayment(input.bayar, payment),
        input_by: actor.userId,
      };
      const lines = depositLines(no, pieces, prices);
      await repository.insert(tx, header, lines, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'TITIPAN',
        entity: 'titipan',
        entityId: no,
        after: { total, dp: input.dp, barcodes: pieces.map((piece) => piece.kode_barcode) },
      });
      return no;
    });
    return this.doc(actor.kodeToko, noTitip);
  }

  /** A validated deposit takes effect: its pieces wait in gudang TITIP, its DP is booked. */
  private async putAside(tx: DbOrTx, actor: Actor, header: TitipanHeader, bakiTitip: string) {
    const lines = await repository.lines(tx, [header.no_titip]);
    await this.deps.goods.moveHeld(
      tx,
      actor,
      lines.map((line) => line.kode_barcode),
      { kodeGudang: GUDANG_TITIP, kodeBaki: bakiTitip, status: 'TITIP' },
      header.no_titip,
    );
    await takeDeposit(this.deps.cash, tx, actor, 'TITIPAN', {
      ...header,
      no: header.no_titip,
      payment: header,
    });
  }

  /** A validated deposit cancelled: pieces back to their trays, the DP back the way it came. */
  private async giveBack(
    tx: DbOrTx,
    actor: Actor,
    header: TitipanHeader,
    lines: TitipanLine[],
    verified: VerifiedOtorisasi,
  ) {
    for (const line of lines) {
      await this.deps.goods.moveHeld(
        tx,
        actor,
        [line.kode_barcode],
        { kodeGudang: line.kode_gudang, kodeBaki: line.kode_baki, status: 'READY' },
        header.no_titip,
      );
    }
    await returnDeposit(this.deps.cash, tx, actor, verified, 'BATAL TITIP', {
      ...header,
      no: header.no_titip,
      payment: header,
    });
  }
}

export function createTitipanService(deps: ConstructorParameters<typeof TitipanService>[0]) {
  return new TitipanService(deps);
}
