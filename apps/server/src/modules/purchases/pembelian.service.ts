import {
  AppError,
  aturanPembelianOf,
  type BuybackOtorisasi,
  badRequest,
  buybackLinePrice,
  buybackOfferRange,
  buybackOtorisasi,
  conflict,
  formatRupiah,
  GUDANG_BELI,
  hargaNotaAtWeight,
  hargaNotaOf,
  hargaRataOf,
  kondisiPembelianOf,
  type MasterRecord,
  masterResource,
  milligramsToGrams,
  type NotaLine,
  notFound,
  otorisasiNeeded,
  type otorisasiSchema,
  type PageResult,
  type PembelianDoc,
  type PembelianNota,
  paidParts,
  type pembelianSchema,
  priceOfWeight,
  type RentangHarga,
  type RugiNota,
  type ShopRules,
  sumRupiah,
  TEXTS,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor } from '../../counter/actor.ts';
import { inBusinessDay } from '../../counter/business-day.ts';
import type { ClosingStep } from '../../counter/closing-pipeline.ts';
import { customerOf, documentStamp, storedCustomer, validityOf } from '../../counter/document-fields.ts';
import { cancelLine, validateDocuments, waitingDocumentsCheck } from '../../counter/document-flow.ts';
import { type DocumentQuery, mapPage } from '../../counter/document-repository.ts';
import { cancelledLinesTotal, reverseCancelledMoney } from '../../counter/money.ts';
import type { VerifiedOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { saveOnce } from '../../counter/save-once.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { PenjualanService } from '../sales/penjualan.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import { type PembelianHeader, type PembelianLine, pembelianRepository } from './pembelian.repository.ts';
import { createPembelianChart } from './pembelian-chart.repository.ts';

type PembelianInput = z.infer<typeof pembelianSchema>;
type PembelianItem = PembelianInput['items'][number];
type OtorisasiInput = z.infer<typeof otorisasiSchema>;

/** What a line is, before its price: from the receipt of a sale of ours, or described by the clerk. */
interface DescribedLine {
  kodeBarcode: string;
  noFakturJual: string | null;
  kodeGroup: string;
  kodeDept: string;
  namaBarang: string;
  kadarCetak: string;
  beratNota: number;
  hargaNota: number;
}

/** A line priced by the server, ready to store. */
interface PricedLine extends DescribedLine {
  berat: number;
  kondisi: MasterRecord;
  potongan: number;
  hargaSystem: number;
  harga: number;
  hargaRata: number;
  otorisasi: BuybackOtorisasi | null;
}

/** Masters and prices a buyback reads, once, outside its transaction (PGlite: never `db` inside one). */
export interface PurchaseRefs {
  kondisi: Map<string, MasterRecord>;
  groups: Map<string, MasterRecord>;
  jenis: Map<string, MasterRecord>;
  hargaBeli: Map<string, number>;
  pembulatan: number;
  roundDown: boolean;
  withOngkos: boolean;
  /** Master Parameter Rugi Nota by group: the bounds of a cut the clerk types. */
  rugiNota: Map<string, RugiNota>;
  /** On a trade-in: the share (%) of the cut taken from a piece with this shop's receipt. */
  cutShare?: number | undefined;
}

/** A buyback ready for its transaction: what it reads, and the consent if a line needs one. */
export interface PreparedBuyback {
  refs: PurchaseRefs;
  verified: VerifiedOtorisasi | null;
}

function toDoc(header: PembelianHeader, lines: PembelianLine[]): PembelianDoc {
  return {
    no_faktur_group: header.no_faktur_group,
    tgl_system: header.tgl_system,
    jam: header.jam,
    ...customerOf(header),
    total: header.total,
    cash_rp: header.cash_rp,
    transfer_rp: header.transfer_rp,
    no_rekening: header.no_rekening,
    tukar_rp: header.tukar_rp,
    no_faktur_jual_tukar: header.no_faktur_jual_tukar ?? '',
    ...validityOf<PembelianDoc['status'], PembelianDoc['status_valid']>(header),
    items: lines.map((line) => ({
      no_faktur_beli: line.no_faktur_beli,
      kode_barcode: line.kode_barcode,
      no_faktur_jual: line.no_faktur_jual ?? '',
      kode_gudang: line.kode_gudang,
      kode_baki: line.kode_baki,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      nama_barang: line.nama_barang,
      kadar_cetak: line.kadar_cetak,
      berat_nota: milligramsToGrams(line.berat_nota),
      berat: milligramsToGrams(line.berat),
      harga_nota: line.harga_nota,
      kode_kondisi: line.kode_kondisi,
      type_kondisi: line.type_kondisi,
      potongan: line.potongan,
      harga_system: line.harga_system,
      harga: line.harga,
      harga_rata: line.harga_rata,
      status: line.status as PembelianDoc['items'][number]['status'],
    })),
  };
}

function storedLines(
  noFakturGroup: string,
  lines: PricedLine[],
  otorisasiIds: Map<BuybackOtorisasi, number>,
) {
  return lines.map((line, index) => ({
    no_faktur_beli: `${noFakturGroup}-${index + 1}`,
    no_faktur_group: noFakturGroup,
    kode_barcode: line.kodeBarcode,
    no_faktur_jual: line.noFakturJual,
    kode_group: line.kodeGroup,
    kode_dept: line.kodeDept,
    nama_barang: line.namaBarang,
    kadar_cetak: line.kadarCetak,
    berat_nota: line.beratNota,
    berat: line.berat,
    harga_nota: line.hargaNota,
    kode_kondisi: String(line.kondisi.kode_kondisi),
    type_kondisi: String(line.kondisi.type_kondisi),
    potongan: line.potongan,
    harga_system: line.hargaSystem,
    harga: line.harga,
    harga_rata: line.hargaRata,
    otorisasi_id: line.otorisasi ? (otorisasiIds.get(line.otorisasi) ?? null) : null,
  }));
}

const mg = (grams: number) => Math.round(grams * 1000);
const repository = pembelianRepository;

/**
 * Transaksi Pembelian (DOMAIN.md §2): gold bought back from a customer — a piece this
 * shop sold, priced from its receipt, or gold from elsewhere at the day's buy price —
 * less the condition's cut. Saved OPEN; validation brings the pieces into gudang BELI
 * (`beli`) and pays the money out (PEMBELIAN); a validated line of the same day can be
 * cancelled with otorisasi, its money coming back the way it was paid.
 */
export class PembelianService {
  constructor(private readonly deps: CounterDeps & { penjualan: PenjualanService }) {}

  async doc(kodeToko: string, noFakturGroup: string, tx: DbOrTx = this.deps.db): Promise<PembelianDoc> {
    const { header, lines } = await repository.docOf(tx, kodeToko, noFakturGroup);
    return toDoc(header, lines);
  }

  async page(kodeToko: string, query: DocumentQuery): Promise<PageResult<PembelianDoc>> {
    return mapPage(await repository.page(this.deps.db, kodeToko, query), toDoc);
  }

  /** The buyback screen's scan of a barcode: the receipt it starts from. Saving checks it again under lock. */
  nota(actor: Actor, kodeBarcode: string): Promise<PembelianNota> {
    return this.notaOf(
      this.deps.db,
      actor,
      kodeBarcode,
      actor.modules.has('HARGA_NOTA_DENGAN_ONGKOS_MODULE'),
    );
  }

  /**
   * A receipt's QR code scanned where a barcode is (its link or its token): every piece of that
   * sale the shop can still buy back, each as its barcode's scan would start it. A QR of another
   * shop or of no sale is refused as such; a receipt whose pieces all came back or were
   * cancelled says so.
   */
  async notaDariQr(actor: Actor, token: string): Promise<PembelianNota[]> {
    const ref = this.deps.notaSigner.verify(token);
    const notOurs = () => notFound(TEXTS.cekNota.bukanNotaToko);
    if (ref?.jenis !== 'PENJUALAN' || ref.kodeToko !== actor.kodeToko) throw notOurs();
    const sale = await this.deps.penjualan.doc(actor.kodeToko, ref.nomor).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404 ? notOurs() : error;
    });
    const notas: PembelianNota[] = [];
    for (const line of sale.items.filter((item) => item.status === 'OK')) {
      const nota = await this.nota(actor, line.kode_barcode).catch((error: unknown) => {
        // Bought back already, or not yet validated: not offered. Anything else is a fault.
        if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 409)) return null;
        throw error;
      });
      // A piece sold again since on a newer receipt is bought back from that one.
      if (nota?.no_faktur_jual === line.no_faktur_jual) notas.push(nota);
    }
    if (notas.length === 0) throw conflict(TEXTS.cekNota.semuaSudahDibeli(ref.nomor));
    return notas;
  }

  /**
   * Cek Nota's estimate: what the counter would offer today for each piece of a sale of this
   * shop brought back whole with its receipt, lowest and highest over the shop's conditions.
   * Priced as priceItems prices a line (hargaNotaOf, then buybackLinePrice at the weight sold),
   * without a trade-in's smaller cut. Also which pieces the shop has bought back already.
   */
  async perkiraanBeliKembali(
    kodeToko: string,
    rules: ShopRules,
    lines: readonly (NotaLine & { no_faktur_jual: string; berat: number })[],
  ): Promise<{ perkiraan: (RentangHarga | null)[]; dibeliKembali: Set<string> }> {
    const [kondisiRows, taken] = await Promise.all([
      this.deps.masterData.listActive(masterResource('kondisi-pembelian'), kodeToko),
      repository.standingBuybacks(
        this.deps.db,
        lines.map((line) => line.no_faktur_jual),
      ),
    ]);
    const kondisi = kondisiRows.map(kondisiPembelianOf);
    const { withOngkos, ...aturan } = aturanPembelianOf(rules);
    return {
      perkiraan: lines.map((line) =>
        buybackOfferRange(hargaNotaOf(line, withOngkos), line.berat, kondisi, aturan),
      ),
      dibeliKembali: taken,
    };
  }

  /** Saves a buyback once per idempotency key: a retry answers the one already made. */
  simpan(actor: Actor, input: PembelianInput): Promise<PembelianDoc> {
    return saveOnce({
      noByKey: () => repository.noByKey(this.deps.db, actor.kodeToko, input.idempotency_key),
      doc: (no) => this.doc(actor.kodeToko, no),
      save: () => this.simpanBaru(actor, input),
      // Another counter took the receipt between the scan and the save.
      otherClash: () => conflict(SERVER_TEXTS.pembelian.direbut),
    });
  }

  /** Supervisor's validation: the pieces come into gudang BELI (`beli`) and the money leaves (PEMBELIAN). */
  async validasi(actor: Actor, noFakturGroups: string[]): Promise<{ jumlah: number }> {
    const place = { kodeGudang: GUDANG_BELI, kodeBaki: await this.beliTray(actor.kodeToko) };
    return validateDocuments(this.deps.db, repository, actor, noFakturGroups, {
      refusal: (header) =>
        header.status_valid !== 'OPEN' || header.status !== 'OK'
          ? conflict(`Pembelian ${header.no_faktur_group} sudah divalidasi`)
          : undefined,
      apply: async (tx, headers) => {
        const lines = await repository.lines(
          tx,
          headers.map((header) => header.no_faktur_group),
        );
        for (const line of lines) await this.receive(tx, actor, line, place);
        for (const header of headers) await this.payOut(tx, actor, header);
      },
      audit: { action: 'VALIDASI_PEMBELIAN', entity: 'pembelian' },
    });
  }

  /**
   * Batal Pembelian: one validated line of today, with otorisasi, while the piece still
   * waits in gudang BELI. The piece goes back to how it was, `beli` is taken back, and
   * the money paid comes back the way it was paid out (BATAL PEMBELIAN).
   */
  async batal(actor: Actor, input: { no_faktur_beli: string; otorisasi: OtorisasiInput }) {
    const no = await cancelLine(
      this.deps,
      repository,
      actor,
      { lineNo: input.no_faktur_beli, otorisasi: input.otorisasi },
      {
        jenis: 'BATAL_PEMBELIAN',
        barcodeOf: (line) => line.kode_barcode,
        undo: async (tx, { line, header, verified }) => {
          if (header.no_faktur_jual_tukar)
            throw conflict(TEXTS.tukar.lewatBatalTukar(header.no_faktur_group));
          await this.undoPiece(tx, actor, line);
          await this.refundLine(tx, actor, header, line, verified);
          const standing = await repository.standingLines(tx, header.no_faktur_group);
          // The line being cancelled is still standing here: the buyback ends when it was the last.
          if (standing.length === 1)
            await repository.update(tx, [header.no_faktur_group], { status: 'CANC' });
        },
        audit: { action: 'BATAL_PEMBELIAN', entity: 'pembelian' },
      },
    );
    return this.doc(actor.kodeToko, no);
  }

  /** The buyback half of Batal Tukar, locked: validated, of today, still standing. */
  async lockTraded(tx: DbOrTx, actor: Actor, noFakturBeli: string): Promise<PembelianHeader> {
    const [header] = await repository.lockHeaders(tx, actor.kodeToko, [noFakturBeli]);
    if (!header?.no_faktur_jual_tukar) throw notFound(`Pembelian ${noFakturBeli} tidak ditemukan`);
    if (header.status === 'CANC') throw conflict(TEXTS.tukar.sudahBatal(header.no_faktur_jual_tukar));
    if (header.status_valid !== 'DONE') throw badRequest(TEXTS.tukar.belumValid(header.no_faktur_jual_tukar));
    return header;
  }

  /**
   * Batal Tukar's buyback half: the traded-in pieces go back to the customer as they
   * were, and the TUKAR KURANG paid out comes back to the till.
   */
  async cancelTraded(
    tx: DbOrTx,
    actor: Actor,
    header: PembelianHeader,
    verified: VerifiedOtorisasi,
    otorisasiId: number,
  ): Promise<void> {
    const lines = await repository.standingLines(tx, header.no_faktur_group);
    for (const line of lines) await this.undoPiece(tx, actor, line);
    await reverseCancelledMoney(this.deps.cash, tx, actor, verified, {
      kategori: 'BATAL PEMBELIAN',
      deskripsi: header.no_faktur_group,
      parts: paidParts({ ...header, kembalian: 0 }),
      alreadyReversed: 0,
      amount: header.total - header.tukar_rp,
      direction: 'in',
    });
    for (const line of lines) await repository.cancelLine(tx, line.no_faktur_beli, otorisasiId);
    await repository.update(tx, [header.no_faktur_group], { status: 'CANC' });
  }

  /** Barcodes of the standing lines of the given documents (what a consent covers). */
  async barcodesOf(tx: DbOrTx, nos: readonly string[]): Promise<string[]> {
    const lines = await repository.lines(tx, nos);
    return lines.filter((line) => line.status !== 'CANC').map((line) => line.kode_barcode);
  }

  closingStep(): ClosingStep {
    return waitingDocumentsCheck(repository, {
      key: 'pembelian',
      standing: 'OK',
      message: SERVER_TEXTS.pembelian.belumValid,
      // Validasi Jual Beli opens on its Pembelian tab.
      path: '/validasi-jual-beli?tab=pembelian',
    });
  }

  private async loadRefs(actor: Actor): Promise<PurchaseRefs> {
    const active = async (key: string) => {
      const entry = masterResource(key);
      const rows = await this.deps.masterData.listActive(entry, actor.kodeToko);
      return new Map(rows.map((row) => [String(row[entry.codeField]), row]));
    };
    const [kondisi, groups, jenis, rugi, dayPrices] = await Promise.all([
      active('kondisi-pembelian'),
      active('group'),
      active('jenis'),
      this.deps.masterData.listActive(masterResource('parameter-rugi-nota'), actor.kodeToko),
      this.deps.hargaEmas.daySeen(actor),
    ]);
    // One parameter a group; should a shop keep two, the first by code holds.
    const rugiNota = new Map<string, RugiNota>();
    for (const row of [...rugi].sort((a, b) => String(a.kode_rugi).localeCompare(String(b.kode_rugi)))) {
      const group = String(row.kode_group);
      if (!rugiNota.has(group)) {
        rugiNota.set(group, {
          potongan_min: Number(row.potongan_min),
          potongan_max: Number(row.potongan_max),
        });
      }
    }
    return {
      kondisi,
      groups,
      jenis,
      rugiNota,
      hargaBeli: new Map(dayPrices.map((row) => [row.kode_group, row.harga_beli])),
      ...aturanPembelianOf(actor),
    };
  }

  /** The receipt of a barcode this shop sold and has not bought back yet. */
  private async notaOf(
    tx: DbOrTx,
    actor: Actor,
    kodeBarcode: string,
    withOngkos: boolean,
    options: { lock?: boolean } = {},
  ): Promise<PembelianNota> {
    const found = await this.deps.penjualan.soldLine(tx, actor.kodeToko, kodeBarcode, options);
    if (!found) {
      // Only the first look explains further: inside the write transaction `db` must not be touched.
      if (!options.lock) {
        const piece = await this.deps.goods.byBarcode(actor.kodeToko, kodeBarcode).catch(() => undefined);
        if (piece && piece.stock > 0) throw conflict(TEXTS.pembelian.masihDiToko(kodeBarcode));
      }
      throw notFound(TEXTS.pembelian.notaTidakDitemukan(kodeBarcode));
    }
    const { line } = found;
    const taken = await repository.standingBuyback(tx, line.no_faktur_jual);
    if (taken) throw conflict(TEXTS.pembelian.sudahDibeli(kodeBarcode, taken));
    return {
      kode_barcode: line.kode_barcode,
      no_faktur_jual: line.no_faktur_jual,
      tgl_jual: found.tgl_system,
      // The customer brings back what they bought: the buyback starts from who they were on the sale.
      kode_member: found.kode_member ?? '',
      nama_customer: found.nama_customer,
      no_hp: found.no_hp,
      alamat_customer: found.alamat_customer,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      nama_barang: line.nama_barang,
      kadar_cetak: line.kadar_cetak,
      berat_nota: milligramsToGrams(line.berat),
      harga_jual: line.harga_jual,
      ongkos: line.ongkos,
      harga_nota: hargaNotaOf({ harga_jual: line.harga_jual, ongkos: line.ongkos }, withOngkos),
    };
  }

  /** A line brought with its receipt: described by the sale line, priced from the receipt at its weight. */
  private async describeFromNota(
    tx: DbOrTx,
    actor: Actor,
    item: PembelianItem,
    refs: PurchaseRefs,
    options: { lock?: boolean },
  ): Promise<{ described: DescribedLine; base: number }> {
    const nota = await this.notaOf(tx, actor, item.kode_barcode, refs.withOngkos, options);
    const beratNota = mg(nota.berat_nota);
    const described = {
      kodeBarcode: nota.kode_barcode,
      noFakturJual: nota.no_faktur_jual,
      kodeGroup: nota.kode_group,
      kodeDept: nota.kode_dept,
      namaBarang: nota.nama_barang,
      kadarCetak: nota.kadar_cetak,
      beratNota,
      hargaNota: nota.harga_nota,
    };
    return { described, base: hargaNotaAtWeight(nota.harga_nota, beratNota, mg(item.berat)) };
  }

  /** Gold from elsewhere: described by the clerk, priced at the group's buy price of the day. */
  private describeFree(item: PembelianItem, refs: PurchaseRefs): { described: DescribedLine; base: number } {
    const group = refs.groups.get(item.kode_group);
    if (!group) throw badRequest(`Group ${item.kode_group} tidak ditemukan atau tidak aktif`);
    const jenis = refs.jenis.get(item.kode_dept);
    if (!jenis || jenis.kode_group !== item.kode_group) {
      throw badRequest(`Jenis ${item.kode_dept} tidak ditemukan di Group ${item.kode_group}`);
    }
    const described = {
      kodeBarcode: '',
      noFakturJual: null,
      kodeGroup: item.kode_group,
      kodeDept: item.kode_dept,
      namaBarang: item.nama_barang,
      kadarCetak: String(group.kode_group),
      beratNota: 0,
      hargaNota: 0,
    };
    return { described, base: priceOfWeight(mg(item.berat), refs.hargaBeli.get(item.kode_group) ?? 0) };
  }

  /** Prices every line as the server sees it now; `lock` inside the write transaction. */
  private async priceItems(
    tx: DbOrTx,
    actor: Actor,
    items: readonly PembelianItem[],
    refs: PurchaseRefs,
    options: { lock?: boolean } = {},
  ): Promise<PricedLine[]> {
    const seen = new Set<string>();
    const lines: PricedLine[] = [];
    for (const item of items) {
      const kondisi = refs.kondisi.get(item.kode_kondisi);
      if (!kondisi) throw badRequest(`Kondisi ${item.kode_kondisi} tidak ditemukan atau tidak aktif`);
      if (item.kode_barcode && seen.has(item.kode_barcode)) {
        throw badRequest(TEXTS.pembelian.barcodeGanda(item.kode_barcode));
      }
      if (item.kode_barcode) seen.add(item.kode_barcode);
      const { described, base } = item.kode_barcode
        ? await this.describeFromNota(tx, actor, item, refs, options)
        : this.describeFree(item, refs);
      const berat = mg(item.berat);
      const price = buybackLinePrice({
        base,
        berat,
        kondisi: kondisiPembelianOf(kondisi),
        pembulatan: refs.pembulatan,
        roundDown: refs.roundDown,
        // The smaller trade-in cut is for gold the shop sold itself, known by its receipt.
        cutShare: described.noFakturJual ? refs.cutShare : undefined,
      });
      const harga = item.harga ?? price.harga;
      const otorisasi = buybackOtorisasi({
        withNota: Boolean(described.noFakturJual),
        berat,
        beratNota: described.beratNota,
        hargaSystem: price.harga,
        harga,
        manual:
          item.harga === undefined
            ? undefined
            : { hargaNota: base, rugiNota: refs.rugiNota.get(described.kodeGroup) },
      });
      const hargaRata = hargaRataOf(harga, berat);
      lines.push({
        ...described,
        berat,
        kondisi,
        potongan: price.potongan,
        hargaSystem: price.harga,
        harga,
        hargaRata,
        otorisasi,
      });
    }
    return lines;
  }

  /** Where bought gold waits for sorting: the first active tray of gudang BELI. */
  private async beliTray(kodeToko: string): Promise<string> {
    const tray = await this.deps.goods.firstActiveTray(kodeToko, GUDANG_BELI);
    if (!tray) throw badRequest(SERVER_TEXTS.pembelian.tanpaBaki);
    return tray;
  }

  /** The sales person and transfer account a buyback names must be active. */
  private async checkReferences(actor: Actor, input: PembelianInput) {
    const { masterData } = this.deps;
    const [sales, rekenings] = await Promise.all([
      masterData.listActive(masterResource('sales'), actor.kodeToko),
      masterData.listActive(masterResource('rekening'), actor.kodeToko),
    ]);
    if (!sales.some((row) => row.kode_sales === input.kode_sales)) {
      throw badRequest(`Sales ${input.kode_sales} tidak ditemukan atau tidak aktif`);
    }
    const { bayar } = input;
    if (bayar.transfer > 0 && !rekenings.some((row) => row.no_rekening === bayar.no_rekening)) {
      throw badRequest(TEXTS.pembelian.rekening);
    }
  }

  private async simpanBaru(actor: Actor, input: PembelianInput): Promise<PembelianDoc> {
    const prepared = await this.prepare(actor, input);
    const noFakturGroup = await inBusinessDay(this.deps.db, actor, async (tx) => {
      const { no } = await this.record(tx, actor, input, prepared);
      return no;
    });
    return this.doc(actor.kodeToko, noFakturGroup);
  }

  /**
   * What a buyback reads before its transaction: references, masters and prices, and the
   * second user's consent when a line needs it (the password is checked, slowly, before
   * any lock is held). A trade-in may cut a piece with this shop's receipt less.
   */
  async prepare(
    actor: Actor,
    input: PembelianInput,
    options: { tukar?: boolean } = {},
  ): Promise<PreparedBuyback> {
    const [loaded] = await Promise.all([this.loadRefs(actor), this.checkReferences(actor, input)]);
    const cutShare = options.tukar ? Number(actor.paraSystem.get('POTONGAN_TUKAR_PERSEN') ?? 100) : undefined;
    const refs = { ...loaded, cutShare };
    const firstLook = await this.priceItems(this.deps.db, actor, input.items, refs);
    if (!firstLook.some((line) => line.otorisasi)) return { refs, verified: null };
    if (!input.otorisasi) throw otorisasiNeeded(TEXTS.pembelian.perluOtorisasi);
    return { refs, verified: await this.deps.otorisasi.verify(actor, input.otorisasi as OtorisasiInput) };
  }

  /**
   * Records a buyback inside the caller's transaction. As a trade-in (`tukar`) its value
   * pays the sale up to the sale's total; the rest is TUKAR KURANG, paid out in cash.
   * Otherwise the customer is paid by `bayar`, which must match the total.
   */
  async record(
    tx: DbOrTx,
    actor: Actor,
    input: PembelianInput,
    prepared: PreparedBuyback,
    tukar?: { noFakturJual: string; saleTotal: number },
  ): Promise<{ no: string; total: number; tukarRp: number }> {
    if (input.kode_member) await this.deps.members.activeForSale(tx, input.kode_member);
    const lines = await this.priceItems(tx, actor, input.items, prepared.refs, { lock: true });
    if (lines.some((line) => line.otorisasi) && !prepared.verified) {
      throw otorisasiNeeded(TEXTS.pembelian.perluOtorisasi);
    }
    const total = sumRupiah(lines.map((line) => line.harga));
    const tukarRp = tukar ? Math.min(total, tukar.saleTotal) : 0;
    const bayar = tukar ? { cash: total - tukarRp, transfer: 0, no_rekening: '' } : input.bayar;
    const dibayar = sumRupiah([bayar.cash, bayar.transfer, tukarRp]);
    if (dibayar !== total) {
      throw badRequest(TEXTS.pembelian.bayarTidakSama(formatRupiah(total), formatRupiah(dibayar)));
    }
    const no = await this.store(tx, actor, { ...input, bayar }, lines, prepared.verified, {
      tukar_rp: tukarRp,
      no_faktur_jual_tukar: tukar?.noFakturJual ?? null,
    });
    return { no, total, tukarRp };
  }

  private async store(
    tx: DbOrTx,
    actor: Actor,
    input: PembelianInput,
    lines: PricedLine[],
    verified: VerifiedOtorisasi | null,
    tukar: { tukar_rp: number; no_faktur_jual_tukar: string | null },
  ): Promise<string> {
    const noFakturGroup = await nextReceiptNumber(tx, actor.kodeToko, 'FB', actor.tglSystem);
    const otorisasiIds = await this.recordConsent(tx, actor, noFakturGroup, lines, verified);
    const total = sumRupiah(lines.map((line) => line.harga));
    const { bayar } = input;
    const header = {
      no_faktur_group: noFakturGroup,
      ...documentStamp(actor, input.idempotency_key),
      ...storedCustomer(input),
      total,
      cash_rp: bayar.cash,
      transfer_rp: bayar.transfer,
      no_rekening: bayar.transfer > 0 ? bayar.no_rekening : '',
      ...tukar,
      input_by: actor.userId,
    };
    await repository.insert(tx, header, storedLines(noFakturGroup, lines, otorisasiIds), {
      kodeToko: actor.kodeToko,
      userId: actor.userId,
      action: 'PEMBELIAN',
      entity: 'pembelian',
      entityId: noFakturGroup,
      after: { total, barcodes: lines.map((line) => line.kodeBarcode || line.namaBarang) },
    });
    return noFakturGroup;
  }

  /** One consent covers the request; it is stored once per reason, for the barcodes it covers. */
  private async recordConsent(
    tx: DbOrTx,
    actor: Actor,
    noFakturGroup: string,
    lines: PricedLine[],
    verified: VerifiedOtorisasi | null,
  ): Promise<Map<BuybackOtorisasi, number>> {
    const ids = new Map<BuybackOtorisasi, number>();
    if (!verified) return ids;
    for (const jenis of new Set(lines.flatMap((line) => (line.otorisasi ? [line.otorisasi] : [])))) {
      const barcodes = lines.filter((line) => line.otorisasi === jenis).map((line) => line.kodeBarcode);
      ids.set(
        jenis,
        await this.deps.otorisasi.record(tx, verified, {
          jenis,
          noRef: noFakturGroup,
          tglSystem: actor.tglSystem,
          barcodes,
        }),
      );
    }
    return ids;
  }

  /** A validated line's piece enters gudang BELI: the sold piece itself, or a new one for gold from elsewhere. */
  private async receive(
    tx: DbOrTx,
    actor: Actor,
    line: PembelianLine,
    place: { kodeGudang: string; kodeBaki: string },
  ) {
    const { goods } = this.deps;
    const kodeBarcode = line.kode_barcode
      ? line.kode_barcode
      : await goods.addBoughtPiece(
          tx,
          actor,
          {
            kodeGroup: line.kode_group,
            kodeDept: line.kode_dept,
            namaBarang: line.nama_barang,
            kadarCetak: line.kadar_cetak,
            berat: line.berat,
          },
          place,
          line.no_faktur_beli,
        );
    if (line.kode_barcode) {
      await goods.receiveSoldPiece(tx, actor, { kodeBarcode, berat: line.berat }, place, line.no_faktur_beli);
    }
    await repository.updateLine(tx, line.no_faktur_beli, {
      kode_barcode: kodeBarcode,
      kode_gudang: place.kodeGudang,
      kode_baki: place.kodeBaki,
    });
  }

  private payOut(tx: DbOrTx, actor: Actor, header: PembelianHeader) {
    return this.deps.cash.bookPayment(
      tx,
      { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
      {
        // A trade-in pays out in cash only what the gold is worth beyond the sale.
        kategori: header.no_faktur_jual_tukar ? 'TUKAR KURANG' : 'PEMBELIAN',
        deskripsi: header.no_faktur_group,
        keterangan: header.nama_customer,
        input_by: header.input_by,
        valid_by: actor.userId,
      },
      { ...header, kembalian: 0 },
      'out',
    );
  }

  /**
   * The cancelled line's piece goes back: a sold one to how the sale left it, one from elsewhere
   * out of stock. A sold one whose sale Delete Data has since removed has nothing to go back to
   * (its place and sold weight were the sale line's): refused, with the reason.
   */
  private async undoPiece(tx: DbOrTx, actor: Actor, line: PembelianLine) {
    const sold = line.no_faktur_jual
      ? await this.deps.penjualan.lineByNo(tx, actor.kodeToko, line.no_faktur_jual)
      : null;
    if (line.no_faktur_jual && !sold) {
      throw conflict(TEXTS.pembelian.notaJualDihapus(line.kode_barcode, line.no_faktur_jual));
    }
    await this.deps.goods.undoBoughtPiece(
      tx,
      actor,
      line.kode_barcode,
      { sold: sold ? { kodeGudang: sold.kode_gudang, kodeBaki: sold.kode_baki, berat: sold.berat } : null },
      line.no_faktur_beli,
    );
  }

  /** The money paid for the line comes back the way it went out; earlier cancelled lines took theirs first. */
  private async refundLine(
    tx: DbOrTx,
    actor: Actor,
    header: PembelianHeader,
    line: PembelianLine,
    verified: VerifiedOtorisasi,
  ) {
    await reverseCancelledMoney(this.deps.cash, tx, actor, verified, {
      kategori: 'BATAL PEMBELIAN',
      deskripsi: line.no_faktur_beli,
      parts: paidParts({ ...header, kembalian: 0 }),
      alreadyReversed: await cancelledLinesTotal(tx, repository, header, (other) => other.harga),
      amount: line.harga,
      direction: 'in',
    });
  }
}

export function createPembelianService(deps: ConstructorParameters<typeof PembelianService>[0]) {
  return new PembelianService(deps);
}

/**
 * Rewrites the dashboard's daily roll-up of `from`..`to` from the lines, in the caller's
 * transaction: for the writers outside the counter that add or remove lines of closed days
 * (Import Data, Delete Data; decision 017).
 */
export function refreshPembelianHarian(
  tx: DbOrTx,
  kodeToko: string,
  from: string,
  to: string,
): Promise<void> {
  return createPembelianChart({ db: tx }).refreshDays(tx, kodeToko, from, to);
}
