import {
  badRequest,
  conflict,
  estimasiPesanan,
  gramsToMilligrams,
  masterResource,
  milligramsToGrams,
  notFound,
  type otorisasiSchema,
  type PageResult,
  type PesananBarang,
  type PesananDoc,
  type pesananSchema,
  TEXTS,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor, DayActor } from '../../counter/actor.ts';
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
import { validateDocuments } from '../../counter/document-flow.ts';
import { type DocumentQuery, mapPage } from '../../counter/document-repository.ts';
import { returnDeposit, settleAmount, takeDeposit } from '../../counter/money.ts';
import { type VerifiedOtorisasi, withOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { saveOnce } from '../../counter/save-once.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { DocumentPhotoService } from '../images/document-photos.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import { type PesananHeader, type PesananLine, pesananRepository } from './pesanan.repository.ts';

type PesananInput = z.infer<typeof pesananSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;

const repository = pesananRepository;

function toDoc(header: PesananHeader, lines: PesananLine[], photos: DocumentPhotoService): PesananDoc {
  const [line] = lines;
  return {
    no_pesanan: header.no_pesanan,
    tgl_system: header.tgl_system,
    jam: header.jam,
    ...customerOf(header),
    kode_group: line?.kode_group ?? '',
    kode_dept: line?.kode_dept ?? '',
    deskripsi: line?.deskripsi ?? '',
    berat: milligramsToGrams(line?.berat ?? 0),
    kadar: Number(line?.kadar ?? 0),
    harga_gram: line?.harga_gram ?? 0,
    ongkos: line?.ongkos ?? 0,
    total: header.total,
    dp: header.dp,
    sisa: header.total - header.dp,
    tgl_selesai: header.tgl_selesai,
    foto: header.foto,
    foto_url: photos.url(header.foto),
    ...paymentOf(header),
    ...validityOf<PesananDoc['status'], PesananDoc['status_valid']>(header),
    kode_barcode: line?.kode_barcode ?? null,
    no_faktur_group: header.no_faktur_group,
  };
}

/**
 * Pesanan (DOMAIN.md §4, docs/decisions/018-pesanan.md): a piece ordered to be made, a DP
 * taken. Validated, the DP reaches the cash book (DP PESANAN); the made piece added to
 * stock with the order's number makes it DONE; a sale collecting that piece makes it
 * FINISH; a same-day cancel with otorisasi makes it CLOSE and refunds a booked DP by the
 * methods it was paid with (BATAL PESANAN).
 */
export class PesananService {
  constructor(private readonly deps: CounterDeps & { documentPhotos: DocumentPhotoService }) {}

  async doc(kodeToko: string, noPesanan: string, tx: DbOrTx = this.deps.db): Promise<PesananDoc> {
    const { header, lines } = await repository.docOf(tx, kodeToko, noPesanan);
    return toDoc(header, lines, this.deps.documentPhotos);
  }

  /** The order as the goods clerk checks it: what is to be made, for whom, in which state; no money. */
  async forBarang(kodeToko: string, noPesanan: string): Promise<PesananBarang> {
    const doc = await this.doc(kodeToko, noPesanan);
    return {
      no_pesanan: doc.no_pesanan,
      tgl_system: doc.tgl_system,
      nama_customer: doc.nama_customer,
      kode_group: doc.kode_group,
      kode_dept: doc.kode_dept,
      deskripsi: doc.deskripsi,
      berat: doc.berat,
      kadar: doc.kadar,
      tgl_selesai: doc.tgl_selesai,
      status: doc.status,
      status_valid: doc.status_valid,
      kode_barcode: doc.kode_barcode,
    };
  }

  async page(
    kodeToko: string,
    query: DocumentQuery & { status?: PesananDoc['status'] | undefined },
  ): Promise<PageResult<PesananDoc>> {
    const page = await repository.page(this.deps.db, kodeToko, query);
    return mapPage(page, (header, lines) => toDoc(header, lines, this.deps.documentPhotos));
  }

  /** Saves an order once per idempotency key: a retry answers the order already taken. */
  simpan(actor: Actor, input: PesananInput): Promise<PesananDoc> {
    return saveOnce({
      noByKey: () => repository.noByKey(this.deps.db, actor.kodeToko, input.idempotency_key),
      doc: (no) => this.doc(actor.kodeToko, no),
      save: () => this.simpanBaru(actor, input),
    });
  }

  /** The supervisor's validation: the DP is booked (DP PESANAN) by the methods it was paid with. */
  validasi(actor: Actor, nos: string[]): Promise<{ jumlah: number }> {
    return validateDocuments(this.deps.db, repository, actor, nos, {
      refusal: (header) => {
        if (header.status === 'CLOSE') return conflict(TEXTS.pesanan.sudahBatal(header.no_pesanan));
        if (header.status_valid !== 'OPEN') return conflict(TEXTS.pesanan.sudahValid(header.no_pesanan));
        return undefined;
      },
      apply: async (tx, headers) => {
        for (const header of headers) await this.bookDp(tx, actor, header);
      },
      audit: { action: 'VALIDASI_PESANAN', entity: 'pesanan' },
    });
  }

  /**
   * Same-day cancel of an order not yet made, with otorisasi (CLOSE). A validated one
   * refunds its DP by the methods it was paid with (BATAL PESANAN); one not yet validated
   * booked nothing, so nothing goes back through the cash book.
   */
  async batal(actor: Actor, input: { no_pesanan: string; otorisasi: OtorisasiInput }): Promise<PesananDoc> {
    const { db, otorisasi } = this.deps;
    await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
      const header = await this.lockOwn(tx, actor.kodeToko, input.no_pesanan);
      if (header.status !== 'OPEN') throw conflict(TEXTS.pesanan.bukanOpen(input.no_pesanan));
      if (header.tgl_system !== actor.tglSystem) throw badRequest(TEXTS.pesanan.bukanHariIni);
      const otorisasiId = await otorisasi.record(tx, verified, {
        jenis: 'BATAL_PESANAN',
        noRef: input.no_pesanan,
        tglSystem: actor.tglSystem,
        barcodes: [],
      });
      if (header.status_valid === 'DONE') await this.refundDp(tx, actor, header, verified);
      await repository.update(tx, [input.no_pesanan], {
        status: 'CLOSE',
        batal_by: actor.userId,
        otorisasi_id: otorisasiId,
      });
      await repository.cancelLines(tx, input.no_pesanan);
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'BATAL_PESANAN',
        entity: 'pesanan',
        entityId: input.no_pesanan,
        after: { otorisasi: verified.diotorisasiOleh, alasan: verified.alasan },
      });
    });
    return this.doc(actor.kodeToko, input.no_pesanan);
  }

  /**
   * The made piece added to stock (Tambah Data Barang, Penerimaan) in the adding
   * transaction: the order must be the shop's, open and validated; it becomes DONE and
   * remembers the piece.
   */
  async pieceMade(tx: DbOrTx, actor: DayActor, piece: { noPesanan: string; kodeBarcode: string }) {
    const [header] = await repository.lockHeaders(tx, actor.kodeToko, [piece.noPesanan]);
    if (!header) throw notFound(TEXTS.pesanan.tidakDikenal(piece.noPesanan));
    if (header.status !== 'OPEN') throw conflict(TEXTS.pesanan.bukanOpen(piece.noPesanan));
    if (header.status_valid !== 'DONE') throw badRequest(TEXTS.pesanan.belumDivalidasi(piece.noPesanan));
    await repository.update(tx, [piece.noPesanan], { status: 'DONE' });
    await repository.setBarcode(tx, piece.noPesanan, piece.kodeBarcode);
    await recordAudit(tx, {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action: 'PESANAN_JADI',
      entity: 'pesanan',
      entityId: piece.noPesanan,
      after: { kode_barcode: piece.kodeBarcode },
    });
  }

  /**
   * A sale collecting the order, in the sale's transaction: the order must be made (DONE)
   * and the sale must take exactly its piece. Locks it and answers the DP to credit;
   * `collected` marks it FINISH once the sale has its number.
   */
  async collect(
    tx: DbOrTx,
    kodeToko: string,
    noPesanan: string,
    barcodes: readonly string[],
  ): Promise<{ dp: number }> {
    const header = await this.lockOwn(tx, kodeToko, noPesanan);
    if (header.status === 'OPEN') throw badRequest(TEXTS.pesanan.belumJadi(noPesanan));
    if (header.status !== 'DONE') throw conflict(TEXTS.pesanan.sudahDiambil(noPesanan));
    const [line] = await repository.lines(tx, [noPesanan]);
    if (barcodes.length !== 1 || barcodes[0] !== line?.kode_barcode) {
      throw badRequest(TEXTS.pesanan.barangBerbeda(noPesanan));
    }
    return { dp: header.dp };
  }

  async collected(tx: DbOrTx, noPesanan: string, noFakturGroup: string): Promise<void> {
    await repository.update(tx, [noPesanan], { status: 'FINISH', no_faktur_group: noFakturGroup });
  }

  /**
   * The sale that collected the order was cancelled (Batal Penjualan, with otorisasi): that
   * cancel refunded the whole price, the DP included, so the order ends CLOSE on the sale's
   * otorisasi and its piece, back in its tray, becomes ordinary stock of the shop
   * (decision 018). Reopening it as DONE would leave a made order whose DP is gone.
   */
  async cancelCollected(
    tx: DbOrTx,
    actor: Actor,
    collected: { noPesanan: string; noFakturGroup: string; otorisasiId: number },
  ): Promise<void> {
    const header = await this.lockOwn(tx, actor.kodeToko, collected.noPesanan);
    if (header.status !== 'FINISH' || header.no_faktur_group !== collected.noFakturGroup) {
      throw conflict(TEXTS.pesanan.bukanDiambilOleh(collected.noPesanan, collected.noFakturGroup));
    }
    const [line] = await repository.lines(tx, [collected.noPesanan]);
    await repository.update(tx, [collected.noPesanan], {
      status: 'CLOSE',
      batal_by: actor.userId,
      otorisasi_id: collected.otorisasiId,
    });
    await repository.cancelLines(tx, collected.noPesanan);
    if (line?.kode_barcode) await this.deps.goods.releaseOrderPiece(tx, actor, line.kode_barcode);
    await recordAudit(tx, {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action: 'BATAL_PESANAN',
      entity: 'pesanan',
      entityId: collected.noPesanan,
      after: { no_faktur_group: collected.noFakturGroup, kode_barcode: line?.kode_barcode ?? null },
    });
  }

  /**
   * What the order agreed for its piece (decision 018): the price per gram and ongkos it was
   * taken at; the collecting sale prices the piece's real weight by them.
   */
  async agreedPrice(kodeToko: string, noPesanan: string): Promise<{ hargaGram: number; ongkos: number }> {
    const { lines } = await repository.docOf(this.deps.db, kodeToko, noPesanan);
    const [line] = lines;
    if (!line) throw notFound(TEXTS.pesanan.tidakDikenal(noPesanan));
    return { hargaGram: line.harga_gram, ongkos: line.ongkos };
  }

  /** How the order's DP was paid: a cancelled sale that collected it gives the DP back the same way. */
  async paymentOf(tx: DbOrTx, kodeToko: string, noPesanan: string): Promise<PesananHeader> {
    return (await repository.docOf(tx, kodeToko, noPesanan)).header;
  }

  /** Tutup Toko is refused while an order still waits for validation, naming each. */
  closingStep(): ClosingStep {
    return {
      key: 'pesanan',
      label: 'pesanan',
      check: async (ctx) => {
        const waiting = await repository.waitingNumbers(ctx.tx, ctx.kodeToko);
        if (waiting.length === 0) return null;
        return { message: TEXTS.pesanan.belumValid(waiting), path: '/validasi-jual-beli?tab=pesanan' };
      },
    };
  }

  /** Locks an order of the shop for a change of state. */
  private async lockOwn(tx: DbOrTx, kodeToko: string, noPesanan: string): Promise<PesananHeader> {
    const [header] = await repository.lockHeaders(tx, kodeToko, [noPesanan]);
    if (!header) throw notFound(TEXTS.pesanan.tidakDikenal(noPesanan));
    return header;
  }

  /** The price per gram the order is estimated at: the counter's, or the day's price of its kategori. */
  private async hargaGram(actor: Actor, input: PesananInput): Promise<number> {
    if (input.harga_gram > 0) return input.harga_gram;
    const dayPrices = await this.deps.hargaEmas.daySeen(actor);
    const price = dayPrices.find((row) => row.kode_group === input.kode_group)?.harga_jual ?? 0;
    if (price <= 0) throw badRequest(TEXTS.pesanan.tanpaHargaEmas(input.kode_group));
    return price;
  }

  /** The order's masters: the counter's references, and an active kategori and jenis. */
  private async checkReferences(actor: Actor, input: PesananInput) {
    const fees = await checkCounterReferences(this.deps.masterData, actor, input);
    await this.deps.cash.checkCardSettlement(actor.kodeToko, input.bayar);
    const active = (key: string) => this.deps.masterData.listActive(masterResource(key), actor.kodeToko);
    const [groups, jenises] = await Promise.all([active('group'), active('jenis')]);
    if (!groups.some((row) => row.kode_group === input.kode_group)) {
      throw badRequest(`Kategori ${input.kode_group} tidak ditemukan atau tidak aktif`);
    }
    const jenis = jenises.find((row) => row.kode_dept === input.kode_dept);
    if (!jenis) throw badRequest(`Jenis ${input.kode_dept} tidak ditemukan atau tidak aktif`);
    if (jenis.kode_group !== input.kode_group) {
      throw badRequest(`Jenis ${input.kode_dept} bukan bagian dari Kategori ${input.kode_group}`);
    }
    return fees;
  }

  private async simpanBaru(actor: Actor, input: PesananInput): Promise<PesananDoc> {
    if (input.tgl_selesai < actor.tglSystem) throw badRequest(TEXTS.pesanan.tanggalSelesaiLewat);
    const fees = await this.checkReferences(actor, input);
    const hargaGram = await this.hargaGram(actor, input);
    const berat = gramsToMilligrams(input.berat.toFixed(3));
    const total = estimasiPesanan(berat, hargaGram, input.ongkos);
    if (input.dp > total) throw badRequest(TEXTS.pesanan.dpLebih);
    await this.deps.documentPhotos.check(actor.kodeToko, 'pesanan', input.foto);
    const payment = settleAmount(input.bayar, input.dp, fees);
    const no = await inBusinessDay(this.deps.db, actor, async (tx) => {
      if (input.kode_member) await this.deps.members.activeForSale(tx, input.kode_member);
      const noPesanan = await nextReceiptNumber(tx, actor.kodeToko, 'PS', actor.tglSystem);
      const header = {
        no_pesanan: noPesanan,
        ...documentStamp(actor, input.idempotency_key),
        ...storedCustomer(input),
        total,
        dp: input.dp,
        tgl_selesai: input.tgl_selesai,
        foto: input.foto,
        ...storedPayment(input.bayar, payment),
        input_by: actor.userId,
      };
      const line = {
        no_pesanan: noPesanan,
        kode_group: input.kode_group,
        kode_dept: input.kode_dept,
        deskripsi: input.deskripsi,
        berat,
        kadar: String(input.kadar),
        harga_gram: hargaGram,
        ongkos: input.ongkos,
        harga: total,
      };
      await repository.insert(tx, header, [line], {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'PESANAN',
        entity: 'pesanan',
        entityId: noPesanan,
        after: { total, dp: input.dp },
      });
      return noPesanan;
    });
    return this.doc(actor.kodeToko, no);
  }

  private bookDp(tx: DbOrTx, actor: Actor, header: PesananHeader) {
    return takeDeposit(this.deps.cash, tx, actor, 'DP PESANAN', {
      ...header,
      no: header.no_pesanan,
      payment: header,
    });
  }

  private refundDp(tx: DbOrTx, actor: Actor, header: PesananHeader, verified: VerifiedOtorisasi) {
    return returnDeposit(this.deps.cash, tx, actor, verified, 'BATAL PESANAN', {
      ...header,
      no: header.no_pesanan,
      payment: header,
    });
  }
}

export function createPesananService(deps: ConstructorParameters<typeof PesananService>[0]) {
  return new PesananService(deps);
}
