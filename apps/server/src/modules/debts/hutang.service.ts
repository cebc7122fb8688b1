import {
  badRequest,
  conflict,
  formatRupiah,
  GUDANG_BELI,
  gramsToMilligrams,
  type HutangDoc,
  type hutangSchema,
  maksPinjaman,
  masterResource,
  milligramsToGrams,
  notFound,
  type otorisasiSchema,
  type PageResult,
  paidParts,
  priceOfWeight,
  TEXTS,
} from '@toko/shared';
import type { z } from 'zod';
import type { Actor } from '../../counter/actor.ts';
import { recordAudit } from '../../counter/audit.ts';
import { inBusinessDay, shopDayOf } from '../../counter/business-day.ts';
import { customerOf, storedCustomer, validityOf } from '../../counter/document-fields.ts';
import { validateDocuments } from '../../counter/document-flow.ts';
import { type DocumentQuery, mapPage } from '../../counter/document-repository.ts';
import { type VerifiedOtorisasi, withOtorisasi } from '../../counter/otorisasi.ts';
import { nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { saveOnce } from '../../counter/save-once.ts';
import { jamToko } from '../../counter/shop-clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { DocumentPhotoService } from '../images/document-photos.service.ts';
import type { CounterDeps } from './counter-deps.ts';
import {
  type HutangHeader,
  type HutangLine,
  type HutangPayment,
  hutangRepository,
} from './hutang.repository.ts';
import {
  bolehLelangPada,
  bungaPada,
  type HutangSettings,
  hutangSettings,
  jatuhTempo,
  kondisiPinjamanOf,
  tierFor,
} from './hutang-terms.ts';

type HutangInput = z.infer<typeof hutangSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;

const repository = hutangRepository;

/** The shop's business date and loan settings, for a loan's running interest. */
export interface ShopTerms {
  tglSystem: string;
  settings: HutangSettings;
}

export function toPaymentDoc(row: HutangPayment): HutangDoc['pembayaran'][number] {
  return {
    no_bayar: row.no_bayar,
    no_hutang: row.no_hutang,
    tgl_system: row.tgl_system,
    jam: row.jam,
    jenis: row.jenis as HutangDoc['pembayaran'][number]['jenis'],
    tgl_dari: row.tgl_dari,
    hari: row.hari,
    hari_dihitung: row.hari_dihitung,
    bunga: row.bunga,
    pokok: row.pokok,
    total: row.total,
    cash_rp: row.cash_rp,
    transfer_rp: row.transfer_rp,
    no_rekening: row.no_rekening,
    kembalian: row.kembalian,
    status: row.status as 'OK' | 'BATAL',
    status_valid: row.status_valid as 'OPEN' | 'DONE',
    input_by: row.input_by,
    valid_by: row.valid_by,
  };
}

function toDoc(
  header: HutangHeader,
  lines: HutangLine[],
  payments: HutangPayment[],
  terms: ShopTerms,
  photos: DocumentPhotoService,
): HutangDoc {
  return {
    no_hutang: header.no_hutang,
    tgl_system: header.tgl_system,
    jam: header.jam,
    ...customerOf(header),
    nik: header.nik,
    nilai_taksiran: header.nilai_taksiran,
    maks_persen: Number(header.maks_persen),
    maks_pinjaman: header.maks_pinjaman,
    pokok: header.pokok,
    kode_pinjaman: header.kode_pinjaman,
    bunga_persen: Number(header.bunga_persen),
    jangka_bulan: header.jangka_bulan,
    tgl_jatuh_tempo: header.tgl_jatuh_tempo,
    tgl_bunga: header.tgl_bunga,
    cash_rp: header.cash_rp,
    transfer_rp: header.transfer_rp,
    no_rekening: header.no_rekening,
    ...validityOf<HutangDoc['status'], HutangDoc['status_valid']>(header),
    tgl_tutup: header.tgl_tutup,
    no_hutang_lama: header.no_hutang_lama,
    no_hutang_baru: header.no_hutang_baru,
    lewat_tempo: header.lewat_tempo,
    nilai_lelang: header.nilai_lelang,
    kelebihan_lelang: header.kelebihan_lelang,
    items: lines.map((line) => ({
      id: line.id,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      nama_barang: line.nama_barang,
      berat: milligramsToGrams(line.berat),
      kadar: Number(line.kadar),
      jumlah: line.jumlah,
      harga_gram: line.harga_gram,
      nilai: line.nilai,
      foto: line.foto,
      foto_url: photos.url(line.foto),
      status: line.status,
      kode_barcode: line.kode_barcode,
    })),
    bunga_berjalan: header.status === 'OPEN' ? bungaPada(header, terms.tglSystem, terms.settings) : null,
    pembayaran: payments.filter((row) => row.no_hutang === header.no_hutang).map(toPaymentDoc),
  };
}

/**
 * Hutang (DOMAIN.md §9, docs/decisions/020-hutang.md): lending against pledged gold. The
 * loan is saved, then takes effect when a supervisor validates it (the payout reaches the
 * cash book as HUTANG); a same-day cancel with otorisasi takes it back (BATAL HUTANG).
 * Payments on it are HutangBayarService's.
 */
export class HutangService {
  constructor(private readonly deps: CounterDeps & { documentPhotos: DocumentPhotoService }) {}

  /** The shop's business date and settings, read fresh: a list shows interest as of today's business date. */
  async terms(kodeToko: string, tx: DbOrTx = this.deps.db): Promise<ShopTerms> {
    const shop = await shopDayOf(tx, kodeToko);
    return { tglSystem: shop.tglSystem, settings: hutangSettings((key) => shop.settings.get(key)) };
  }

  async doc(kodeToko: string, noHutang: string, tx: DbOrTx = this.deps.db): Promise<HutangDoc> {
    const { header, lines } = await repository.docOf(tx, kodeToko, noHutang);
    const [payments, terms] = await Promise.all([
      repository.payments(tx, [noHutang]),
      this.terms(kodeToko, tx),
    ]);
    const cek_nota = this.deps.notaSigner.link({ kodeToko, jenis: 'HUTANG', nomor: noHutang });
    return { ...toDoc(header, lines, payments, terms, this.deps.documentPhotos), cek_nota };
  }

  async page(
    kodeToko: string,
    query: DocumentQuery & { status?: HutangDoc['status'] | undefined },
  ): Promise<PageResult<HutangDoc>> {
    const page = await repository.page(this.deps.db, kodeToko, query);
    const [payments, terms] = await Promise.all([
      repository.payments(
        this.deps.db,
        page.headers.map((header) => header.no_hutang),
      ),
      this.terms(kodeToko),
    ]);
    return mapPage(page, (header, lines) => toDoc(header, lines, payments, terms, this.deps.documentPhotos));
  }

  /** Saves a loan once per idempotency key: a retry answers the loan already made. */
  simpan(actor: Actor, input: HutangInput): Promise<HutangDoc> {
    return saveOnce({
      noByKey: () => repository.noByKey(this.deps.db, actor.kodeToko, input.idempotency_key),
      doc: (no) => this.doc(actor.kodeToko, no),
      save: () => this.simpanBaru(actor, input),
    });
  }

  /** The supervisor's validation: the payout reaches the cash book (HUTANG, out) by the methods it left by. */
  validasi(actor: Actor, nos: string[]): Promise<{ jumlah: number }> {
    return validateDocuments(this.deps.db, repository, actor, nos, {
      refusal: (header) => {
        if (header.status === 'BATAL') return conflict(TEXTS.hutang.sudahBatal(header.no_hutang));
        if (header.status_valid !== 'OPEN') return conflict(TEXTS.hutang.sudahValid(header.no_hutang));
        return undefined;
      },
      apply: async (tx, headers) => {
        for (const header of headers) {
          await this.deps.cash.bookPayment(
            tx,
            { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
            {
              kategori: 'HUTANG',
              deskripsi: header.no_hutang,
              keterangan: header.nama_customer,
              input_by: header.input_by,
              valid_by: actor.userId,
            },
            header,
            'out',
          );
        }
      },
      audit: { action: 'VALIDASI_HUTANG', entity: 'hutang' },
    });
  }

  /**
   * Same-day cancel of a loan with no payment on it, with otorisasi. A validated one takes
   * its payout back by the methods it left by (BATAL HUTANG, in); the pieces go back.
   */
  async batal(actor: Actor, input: { no_hutang: string; otorisasi: OtorisasiInput }): Promise<HutangDoc> {
    const { db, otorisasi } = this.deps;
    await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
      const header = await this.lockOwn(tx, actor.kodeToko, input.no_hutang);
      if (header.status !== 'OPEN') throw conflict(TEXTS.hutang.bukanOpen(input.no_hutang));
      if (header.tgl_system !== actor.tglSystem) throw badRequest(TEXTS.hutang.bukanHariIni);
      if (header.no_hutang_lama) throw badRequest(TEXTS.hutang.hasilPerpanjangan(input.no_hutang));
      if (await repository.lastPayment(tx, input.no_hutang)) {
        throw conflict(TEXTS.hutang.adaPembayaran(input.no_hutang));
      }
      const otorisasiId = await otorisasi.record(tx, verified, {
        jenis: 'BATAL_HUTANG',
        noRef: input.no_hutang,
        tglSystem: actor.tglSystem,
        barcodes: [],
      });
      if (header.status_valid === 'DONE') await this.takePayoutBack(tx, actor, header, verified);
      await repository.update(tx, [input.no_hutang], {
        status: 'BATAL',
        tgl_tutup: actor.tglSystem,
        batal_by: actor.userId,
        batal_otorisasi_id: otorisasiId,
      });
      await repository.setLineStatus(tx, input.no_hutang, 'BATAL');
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'BATAL_HUTANG',
        entity: 'hutang',
        entityId: input.no_hutang,
        after: { otorisasi: verified.diotorisasiOleh, alasan: verified.alasan },
      });
    });
    return this.doc(actor.kodeToko, input.no_hutang);
  }

  /**
   * Lelang, with otorisasi: a validated loan past its due date and the grace days forfeits
   * its pieces. Each becomes a new piece of the shop in gudang BELI through the buyback
   * path (column `beli`), valued at today's buy price; what that value exceeds pokok +
   * bunga by is recorded as owed to the customer. No money moves: the loan's went out
   * when it was lent.
   */
  async lelang(actor: Actor, input: { no_hutang: string; otorisasi: OtorisasiInput }): Promise<HutangDoc> {
    const { db, otorisasi, goods } = this.deps;
    const settings = hutangSettings((key) => actor.paraSystem.get(key));
    const tray = await goods.firstActiveTray(actor.kodeToko, GUDANG_BELI);
    if (!tray) throw badRequest(SERVER_TEXTS.pembelian.tanpaBaki);
    const dayPrices = await this.deps.hargaEmas.daySeen(actor);
    await withOtorisasi(db, otorisasi, actor, input.otorisasi, async (tx, verified) => {
      const header = await this.lockOwn(tx, actor.kodeToko, input.no_hutang);
      if (header.status !== 'OPEN') throw conflict(TEXTS.hutang.bukanOpen(header.no_hutang));
      if (header.status_valid !== 'DONE') throw badRequest(TEXTS.hutang.belumDivalidasi(header.no_hutang));
      const boleh = bolehLelangPada(header, settings);
      if (actor.tglSystem < boleh) throw badRequest(TEXTS.hutang.belumLewatTempo(header.no_hutang, boleh));
      const { bunga } = bungaPada(header, actor.tglSystem, settings);
      const otorisasiId = await otorisasi.record(tx, verified, {
        jenis: 'LELANG_HUTANG',
        noRef: header.no_hutang,
        tglSystem: actor.tglSystem,
        barcodes: [],
      });
      let nilai = 0;
      for (const line of await repository.lines(tx, [header.no_hutang])) {
        const harga = dayPrices.find((row) => row.kode_group === line.kode_group)?.harga_beli ?? 0;
        if (harga <= 0) throw badRequest(TEXTS.hutang.tanpaHargaBeli(line.kode_group));
        nilai += priceOfWeight(line.berat, harga);
        const kodeBarcode = await goods.addBoughtPiece(
          tx,
          actor,
          {
            kodeGroup: line.kode_group,
            kodeDept: line.kode_dept,
            namaBarang: line.nama_barang,
            // 75 % is printed 750, 99.9 % 999: how a shop labels kadar.
            kadarCetak: String(Math.round(Number(line.kadar) * 10)),
            berat: line.berat,
          },
          { kodeGudang: GUDANG_BELI, kodeBaki: tray },
          header.no_hutang,
        );
        await repository.updateLine(tx, String(line.id), { status: 'LELANG', kode_barcode: kodeBarcode });
      }
      const kelebihan = Math.max(0, nilai - header.pokok - bunga);
      await repository.update(tx, [header.no_hutang], {
        status: 'LELANG',
        tgl_tutup: actor.tglSystem,
        nilai_lelang: nilai,
        bunga_lelang: bunga,
        kelebihan_lelang: kelebihan,
        lelang_otorisasi_id: otorisasiId,
      });
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'LELANG_HUTANG',
        entity: 'hutang',
        entityId: header.no_hutang,
        after: { nilai_lelang: nilai, bunga, kelebihan, otorisasi: verified.diotorisasiOleh },
      });
    });
    return this.doc(actor.kodeToko, input.no_hutang);
  }

  /** Locks a loan of the shop for a change of state. */
  async lockOwn(tx: DbOrTx, kodeToko: string, noHutang: string): Promise<HutangHeader> {
    const [header] = await repository.lockHeaders(tx, kodeToko, [noHutang]);
    if (!header) throw notFound(TEXTS.hutang.tidakDikenal(noHutang));
    return header;
  }

  private takePayoutBack(tx: DbOrTx, actor: Actor, header: HutangHeader, verified: VerifiedOtorisasi) {
    return this.deps.cash.reverse(
      tx,
      { kodeToko: actor.kodeToko, tanggal: actor.tglSystem },
      {
        kategori: 'BATAL HUTANG',
        deskripsi: header.no_hutang,
        keterangan: verified.alasan,
        input_by: actor.userId,
        valid_by: verified.diotorisasiOleh,
      },
      paidParts(header),
      0,
      header.pokok,
      'in',
    );
  }

  /**
   * The pieces valued at the day's buy price of their group, the jenis checked against
   * the group: what the loan's value and maximum stand on.
   */
  async valuePieces(actor: Actor, items: HutangInput['items']) {
    const active = (key: string) => this.deps.masterData.listActive(masterResource(key), actor.kodeToko);
    const [groups, jenises, dayPrices] = await Promise.all([
      active('group'),
      active('jenis'),
      this.deps.hargaEmas.daySeen(actor),
    ]);
    return items.map((item) => {
      if (!groups.some((row) => row.kode_group === item.kode_group)) {
        throw badRequest(`Group ${item.kode_group} tidak ditemukan atau tidak aktif`);
      }
      const jenis = jenises.find((row) => row.kode_dept === item.kode_dept);
      if (jenis?.kode_group !== item.kode_group) {
        throw badRequest(`Jenis ${item.kode_dept} bukan bagian dari Group ${item.kode_group}`);
      }
      const hargaGram = dayPrices.find((row) => row.kode_group === item.kode_group)?.harga_beli ?? 0;
      if (hargaGram <= 0) throw badRequest(TEXTS.hutang.tanpaHargaBeli(item.kode_group));
      const berat = gramsToMilligrams(item.berat.toFixed(3));
      return {
        kode_group: item.kode_group,
        kode_dept: item.kode_dept,
        nama_barang: item.nama_barang,
        berat,
        kadar: String(item.kadar),
        jumlah: item.jumlah,
        harga_gram: hargaGram,
        nilai: priceOfWeight(berat, hargaGram),
        foto: item.foto,
      };
    });
  }

  /** A transfer names an active account of the shop (the loan's payout and every payment on it). */
  async checkRekening(kodeToko: string, bayar: { transfer: number; no_rekening: string }): Promise<void> {
    if (bayar.transfer <= 0) return;
    const rekenings = await this.deps.masterData.listActive(masterResource('rekening'), kodeToko);
    if (!rekenings.some((row) => row.no_rekening === bayar.no_rekening)) {
      throw badRequest(TEXTS.hutang.rekeningHarusDiisi);
    }
  }

  /** The tiers of Master Kondisi Pinjaman the shop lends by. */
  async tiers(kodeToko: string) {
    return kondisiPinjamanOf(
      await this.deps.masterData.listActive(masterResource('kondisi-pinjaman'), kodeToko),
    );
  }

  /**
   * A new loan's terms from its pieces (valued today) and its pokok: the maximum, the tier
   * whose range holds the pokok and so its rate. Read outside the write transaction.
   */
  async quote(actor: Actor, items: HutangInput['items'], pokok: number) {
    const settings = hutangSettings((key) => actor.paraSystem.get(key));
    const lines = await this.valuePieces(actor, items);
    const nilaiTaksiran = lines.reduce((sum, line) => sum + line.nilai, 0);
    const maks = maksPinjaman(nilaiTaksiran, settings.maksPersen);
    const tier = tierFor(await this.tiers(actor.kodeToko), pokok);
    return { settings, lines, nilaiTaksiran, maks, tier, pokok };
  }

  /**
   * Writes a loan (its header and pieces) in the caller's transaction and answers its
   * number: a new loan, or the loan a renewal opens (`renews`, born validated: it pays
   * nothing out).
   */
  async openLoan(
    tx: DbOrTx,
    actor: Actor,
    loan: {
      quote: Awaited<ReturnType<HutangService['quote']>>;
      customer: ReturnType<typeof storedCustomer> & { nik: string };
      idempotencyKey: string;
      jangkaBulan: number;
      payout: { cash: number; transfer: number; no_rekening: string };
      otorisasiOf: (noHutang: string) => Promise<number | null>;
      renews?: { noHutangLama: string; validBy: string };
    },
  ): Promise<string> {
    const { quote } = loan;
    const noHutang = await nextReceiptNumber(tx, actor.kodeToko, 'HT', actor.tglSystem);
    await repository.insert(
      tx,
      {
        no_hutang: noHutang,
        kode_toko: actor.kodeToko,
        tgl_system: actor.tglSystem,
        jam: jamToko(actor.timeZone, actor.now),
        idempotency_key: loan.idempotencyKey,
        ...loan.customer,
        nilai_taksiran: quote.nilaiTaksiran,
        maks_persen: String(quote.settings.maksPersen),
        maks_pinjaman: quote.maks,
        pokok: quote.pokok,
        kode_pinjaman: quote.tier.kode_pinjaman,
        bunga_persen: String(quote.tier.bunga_persen),
        jangka_bulan: loan.jangkaBulan,
        tgl_jatuh_tempo: jatuhTempo(actor.tglSystem, loan.jangkaBulan),
        tgl_bunga: actor.tglSystem,
        cash_rp: loan.payout.cash,
        transfer_rp: loan.payout.transfer,
        no_rekening: loan.payout.transfer > 0 ? loan.payout.no_rekening : '',
        otorisasi_id: await loan.otorisasiOf(noHutang),
        no_hutang_lama: loan.renews?.noHutangLama ?? null,
        ...(loan.renews ? { status_valid: 'DONE', valid_by: loan.renews.validBy, valid_at: actor.now } : {}),
        input_by: actor.userId,
      },
      quote.lines.map((line) => ({ ...line, no_hutang: noHutang })),
      {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: loan.renews ? 'PERPANJANGAN_HUTANG' : 'HUTANG',
        entity: 'hutang',
        entityId: noHutang,
        after: {
          pokok: quote.pokok,
          nilai_taksiran: quote.nilaiTaksiran,
          maks_pinjaman: quote.maks,
          no_hutang_lama: loan.renews?.noHutangLama ?? null,
        },
      },
    );
    return noHutang;
  }

  private async simpanBaru(actor: Actor, input: HutangInput): Promise<HutangDoc> {
    const sales = await this.deps.masterData.listActive(masterResource('sales'), actor.kodeToko);
    if (!sales.some((row) => row.kode_sales === input.kode_sales)) {
      throw badRequest(`Sales ${input.kode_sales} tidak ditemukan atau tidak aktif`);
    }
    await this.checkRekening(actor.kodeToko, input.bayar);
    if (input.bayar.cash + input.bayar.transfer !== input.pokok) {
      throw badRequest(TEXTS.hutang.payoutTidakSama(formatRupiah(input.pokok)));
    }
    for (const item of input.items) await this.deps.documentPhotos.check(actor.kodeToko, 'hutang', item.foto);
    const quote = await this.quote(actor, input.items, input.pokok);
    const above = input.pokok > quote.maks;
    if (above && !input.otorisasi) throw badRequest(TEXTS.hutang.diAtasMaksimal(formatRupiah(quote.maks)));
    // The password is checked before any lock is taken (hashing is slow).
    const verified =
      above && input.otorisasi ? await this.deps.otorisasi.verify(actor, input.otorisasi) : null;
    const no = await inBusinessDay(this.deps.db, actor, async (tx) => {
      if (input.kode_member) await this.deps.members.activeForSale(tx, input.kode_member);
      return this.openLoan(tx, actor, {
        quote,
        customer: { ...storedCustomer(input), nik: input.nik },
        idempotencyKey: input.idempotency_key,
        jangkaBulan: input.jangka_bulan,
        payout: input.bayar,
        otorisasiOf: async (noHutang) =>
          verified
            ? this.deps.otorisasi.record(tx, verified, {
                jenis: 'PINJAMAN_DI_ATAS_MAKSIMAL',
                noRef: noHutang,
                tglSystem: actor.tglSystem,
                barcodes: [],
              })
            : null,
      });
    });
    return this.doc(actor.kodeToko, no);
  }
}

export function createHutangService(deps: ConstructorParameters<typeof HutangService>[0]) {
  return new HutangService(deps);
}
