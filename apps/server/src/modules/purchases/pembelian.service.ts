import {
  type BuybackOtorisasi,
  badRequest,
  buybackLinePrice,
  buybackOtorisasi,
  conflict,
  DEFAULT_PEMBULATAN,
  formatRupiah,
  GUDANG_BELI,
  hargaNotaAtWeight,
  hargaNotaOf,
  hargaRataOf,
  type KondisiPembelian,
  type MasterRecord,
  masterResource,
  milligramsToGrams,
  notFound,
  type otorisasiSchema,
  type PageResult,
  PEMBELIAN_TEXTS,
  type PembelianDoc,
  type PembelianNota,
  type pembelianSchema,
  priceOfWeight,
  sumRupiah,
  unprocessable,
} from '@toko/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { keuangan, pembelian, pembelianDetail } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import type { OtorisasiService, VerifiedOtorisasi } from '../access/otorisasi.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { pgErrorCode } from '../master-data/master-data.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { nextReceiptNumber } from '../numbering/numbering.service.ts';
import type { PenjualanService, SalesActor } from '../sales/penjualan.service.ts';
import { jamToko } from '../sales/penjualan.service.ts';
import {
  assertBusinessDate,
  type ClosingStep,
  unvalidatedCheck,
} from '../store-closing/store-closing.service.ts';

type PembelianInput = z.infer<typeof pembelianSchema>;
type OtorisasiInput = z.infer<typeof otorisasiSchema>;
type Header = typeof pembelian.$inferSelect;
type Line = typeof pembelianDetail.$inferSelect;

export interface PurchaseActor extends SalesActor {
  modules: ReadonlySet<string>;
}

export const PEMBELIAN_SERVICE_TEXTS = {
  tanpaBaki: 'Belum ada baki aktif di gudang BELI: tambahkan di Master Baki',
  belumValid: (jumlah: number) => `masih ada ${jumlah} pembelian yang belum divalidasi`,
  direbut: 'Barang sudah dibeli kembali oleh transaksi lain, silahkan scan ulang',
} as const;

/** A line priced by the server, ready to store. */
interface PricedLine {
  kodeBarcode: string;
  noFakturJual: string | null;
  kodeGroup: string;
  kodeDept: string;
  namaBarang: string;
  kadarCetak: string;
  beratNota: number;
  berat: number;
  hargaNota: number;
  kondisi: MasterRecord;
  potongan: number;
  hargaSystem: number;
  harga: number;
  hargaRata: number;
  otorisasi: BuybackOtorisasi | null;
}

/** Masters and prices a buyback reads, once, outside its transaction (PGlite: never `db` inside one). */
interface PurchaseRefs {
  kondisi: Map<string, MasterRecord>;
  groups: Map<string, MasterRecord>;
  jenis: Map<string, MasterRecord>;
  hargaBeli: Map<string, number>;
  pembulatan: number;
  roundDown: boolean;
  withOngkos: boolean;
}

function kondisiOf(row: MasterRecord): KondisiPembelian {
  return {
    type_kondisi: row.type_kondisi === 'RP' ? 'RP' : 'PERSENTASE',
    persentase: Number(row.persentase ?? 0),
    rupiah_per_gram: Number(row.rupiah_per_gram ?? 0),
  };
}

function toDoc(header: Header, lines: Line[]): PembelianDoc {
  return {
    no_faktur_group: header.no_faktur_group,
    tgl_system: header.tgl_system,
    jam: header.jam,
    kode_sales: header.kode_sales,
    kode_member: header.kode_member ?? '',
    nama_customer: header.nama_customer,
    no_hp: header.no_hp,
    alamat_customer: header.alamat_customer,
    total: header.total,
    cash_rp: header.cash_rp,
    transfer_rp: header.transfer_rp,
    no_rekening: header.no_rekening,
    status_valid: header.status_valid as PembelianDoc['status_valid'],
    status: header.status as PembelianDoc['status'],
    input_by: header.input_by,
    valid_by: header.valid_by,
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

const mg = (grams: number) => Math.round(grams * 1000);

/**
 * Transaksi Pembelian (DOMAIN.md §2): gold bought back from a customer — a piece this
 * shop sold, priced from its receipt, or gold from elsewhere at the day's buy price —
 * less the condition's cut. Saved OPEN; validation brings the pieces into gudang BELI
 * (`beli`) and pays the money out (PEMBELIAN); a validated line of the same day can be
 * cancelled with otorisasi.
 */
export function createPembelianService(deps: {
  db: Db;
  masterData: MasterDataService;
  goods: GoodsService;
  hargaEmas: HargaEmasService;
  otorisasi: OtorisasiService;
  members: MembersService;
  penjualan: PenjualanService;
}) {
  const { db, masterData, goods, penjualan } = deps;

  async function doc(tx: DbOrTx, kodeToko: string, noFakturGroup: string): Promise<PembelianDoc> {
    const [header] = await tx
      .select()
      .from(pembelian)
      .where(and(eq(pembelian.kode_toko, kodeToko), eq(pembelian.no_faktur_group, noFakturGroup)));
    if (!header) throw notFound(`Pembelian ${noFakturGroup} tidak ditemukan`);
    const lines = await tx
      .select()
      .from(pembelianDetail)
      .where(eq(pembelianDetail.no_faktur_group, noFakturGroup))
      .orderBy(asc(pembelianDetail.no_faktur_beli));
    return toDoc(header, lines);
  }

  async function byKey(kodeToko: string, key: string): Promise<PembelianDoc | undefined> {
    const [found] = await db
      .select({ no: pembelian.no_faktur_group })
      .from(pembelian)
      .where(and(eq(pembelian.kode_toko, kodeToko), eq(pembelian.idempotency_key, key)));
    return found ? doc(db, kodeToko, found.no) : undefined;
  }

  async function loadRefs(actor: PurchaseActor): Promise<PurchaseRefs> {
    const active = async (key: string) => {
      const entry = masterResource(key);
      const rows = await masterData.listActive(entry, actor.kodeToko);
      return new Map(rows.map((row) => [String(row[entry.codeField]), row]));
    };
    const [kondisi, groups, jenis, dayPrices] = await Promise.all([
      active('kondisi-pembelian'),
      active('group'),
      active('jenis'),
      deps.hargaEmas.dayPrices(actor.kodeToko, actor.tglSystem),
    ]);
    return {
      kondisi,
      groups,
      jenis,
      hargaBeli: new Map(dayPrices.map((row) => [row.kode_group, row.harga_beli])),
      pembulatan: Number(actor.paraSystem.get('PEMBULATAN') ?? DEFAULT_PEMBULATAN),
      roundDown: actor.modules.has('PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE'),
      withOngkos: actor.modules.has('HARGA_NOTA_DENGAN_ONGKOS_MODULE'),
    };
  }

  /** The receipt of a barcode this shop sold and has not bought back yet. */
  async function notaOf(
    tx: DbOrTx,
    actor: PurchaseActor,
    kodeBarcode: string,
    withOngkos: boolean,
    options: { lock?: boolean } = {},
  ): Promise<PembelianNota> {
    const found = await penjualan.soldLine(tx, actor.kodeToko, kodeBarcode, options);
    if (!found) {
      // Only the first look explains further: inside the write transaction `db` must not be touched.
      if (!options.lock) {
        const piece = await goods.byBarcode(actor.kodeToko, kodeBarcode).catch(() => undefined);
        if (piece && piece.stock > 0) throw conflict(PEMBELIAN_TEXTS.masihDiToko(kodeBarcode));
      }
      throw notFound(PEMBELIAN_TEXTS.notaTidakDitemukan(kodeBarcode));
    }
    const { line } = found;
    const [taken] = await tx
      .select({ no: pembelianDetail.no_faktur_beli })
      .from(pembelianDetail)
      .where(and(eq(pembelianDetail.no_faktur_jual, line.no_faktur_jual), eq(pembelianDetail.status, 'OK')));
    if (taken) throw conflict(PEMBELIAN_TEXTS.sudahDibeli(kodeBarcode, taken.no));
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

  /** Prices every line as the server sees it now; `lock` inside the write transaction. */
  async function priceItems(
    tx: DbOrTx,
    actor: PurchaseActor,
    input: PembelianInput,
    refs: PurchaseRefs,
    options: { lock?: boolean } = {},
  ): Promise<PricedLine[]> {
    const seen = new Set<string>();
    const lines: PricedLine[] = [];
    for (const item of input.items) {
      const kondisi = refs.kondisi.get(item.kode_kondisi);
      if (!kondisi) throw badRequest(`Kondisi ${item.kode_kondisi} tidak ditemukan atau tidak aktif`);
      const berat = mg(item.berat);
      let base: number;
      let described: Pick<
        PricedLine,
        'kodeBarcode' | 'noFakturJual' | 'kodeGroup' | 'kodeDept' | 'namaBarang' | 'kadarCetak' | 'beratNota'
      > & { hargaNota: number };
      if (item.kode_barcode) {
        if (seen.has(item.kode_barcode)) throw badRequest(PEMBELIAN_TEXTS.barcodeGanda(item.kode_barcode));
        seen.add(item.kode_barcode);
        const nota = await notaOf(tx, actor, item.kode_barcode, refs.withOngkos, options);
        const beratNota = mg(nota.berat_nota);
        described = {
          kodeBarcode: nota.kode_barcode,
          noFakturJual: nota.no_faktur_jual,
          kodeGroup: nota.kode_group,
          kodeDept: nota.kode_dept,
          namaBarang: nota.nama_barang,
          kadarCetak: nota.kadar_cetak,
          beratNota,
          hargaNota: nota.harga_nota,
        };
        base = hargaNotaAtWeight(nota.harga_nota, beratNota, berat);
      } else {
        const group = refs.groups.get(item.kode_group);
        if (!group) throw badRequest(`Group ${item.kode_group} tidak ditemukan atau tidak aktif`);
        const jenis = refs.jenis.get(item.kode_dept);
        if (!jenis || jenis.kode_group !== item.kode_group) {
          throw badRequest(`Jenis ${item.kode_dept} tidak ditemukan di Group ${item.kode_group}`);
        }
        described = {
          kodeBarcode: '',
          noFakturJual: null,
          kodeGroup: item.kode_group,
          kodeDept: item.kode_dept,
          namaBarang: item.nama_barang,
          kadarCetak: String(group.kode_group),
          beratNota: 0,
          hargaNota: 0,
        };
        base = priceOfWeight(berat, refs.hargaBeli.get(item.kode_group) ?? 0);
      }
      const price = buybackLinePrice({
        base,
        berat,
        kondisi: kondisiOf(kondisi),
        pembulatan: refs.pembulatan,
        roundDown: refs.roundDown,
      });
      const harga = item.harga ?? price.harga;
      lines.push({
        ...described,
        berat,
        kondisi,
        potongan: price.potongan,
        hargaSystem: price.harga,
        harga,
        hargaRata: hargaRataOf(harga, berat),
        otorisasi: buybackOtorisasi({
          withNota: Boolean(described.noFakturJual),
          berat,
          beratNota: described.beratNota,
          hargaSystem: price.harga,
          harga,
        }),
      });
    }
    return lines;
  }

  /** Where bought gold waits for sorting: the first active tray of gudang BELI. */
  async function beliTray(kodeToko: string): Promise<string> {
    const tray = await goods.firstActiveTray(kodeToko, GUDANG_BELI);
    if (!tray) throw badRequest(PEMBELIAN_SERVICE_TEXTS.tanpaBaki);
    return tray;
  }

  async function simpanBaru(actor: PurchaseActor, input: PembelianInput): Promise<PembelianDoc> {
    const [refs, sales, rekenings] = await Promise.all([
      loadRefs(actor),
      masterData.listActive(masterResource('sales'), actor.kodeToko),
      masterData.listActive(masterResource('rekening'), actor.kodeToko),
    ]);
    if (!sales.some((row) => row.kode_sales === input.kode_sales)) {
      throw badRequest(`Sales ${input.kode_sales} tidak ditemukan atau tidak aktif`);
    }
    const { bayar } = input;
    if (bayar.transfer > 0 && !rekenings.some((row) => row.no_rekening === bayar.no_rekening)) {
      throw badRequest(PEMBELIAN_TEXTS.rekening);
    }
    // A first look without locks: the password of the second user is checked (slow) before any lock is held.
    const firstLook = await priceItems(db, actor, input, refs);
    let verified: VerifiedOtorisasi | null = null;
    if (firstLook.some((line) => line.otorisasi)) {
      if (!input.otorisasi) throw unprocessable(PEMBELIAN_TEXTS.perluOtorisasi);
      verified = await deps.otorisasi.verify(actor, input.otorisasi as OtorisasiInput);
    }

    const noFakturGroup = await db.transaction(async (tx) => {
      await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
      if (input.kode_member) await deps.members.activeForSale(tx, input.kode_member);
      const lines = await priceItems(tx, actor, input, refs, { lock: true });
      if (lines.some((line) => line.otorisasi) && !verified)
        throw unprocessable(PEMBELIAN_TEXTS.perluOtorisasi);
      const total = sumRupiah(lines.map((line) => line.harga));
      const dibayar = sumRupiah([bayar.cash, bayar.transfer]);
      if (dibayar !== total) {
        throw badRequest(PEMBELIAN_TEXTS.bayarTidakSama(formatRupiah(total), formatRupiah(dibayar)));
      }
      const noFakturGroup = await nextReceiptNumber(tx, actor.kodeToko, 'FB', actor.tglSystem);
      const otorisasiIds = new Map<BuybackOtorisasi, number>();
      if (verified) {
        for (const jenis of new Set(lines.flatMap((line) => (line.otorisasi ? [line.otorisasi] : [])))) {
          otorisasiIds.set(
            jenis,
            await deps.otorisasi.record(tx, verified, {
              jenis,
              noRef: noFakturGroup,
              tglSystem: actor.tglSystem,
              barcodes: lines.filter((line) => line.otorisasi === jenis).map((line) => line.kodeBarcode),
            }),
          );
        }
      }
      await tx.insert(pembelian).values({
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
        total,
        cash_rp: bayar.cash,
        transfer_rp: bayar.transfer,
        no_rekening: bayar.transfer > 0 ? bayar.no_rekening : '',
        input_by: actor.userId,
      });
      await tx.insert(pembelianDetail).values(
        lines.map((line, index) => ({
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
        })),
      );
      await recordAudit(tx, {
        kodeToko: actor.kodeToko,
        userId: actor.userId,
        action: 'PEMBELIAN',
        entity: 'pembelian',
        entityId: noFakturGroup,
        after: { total, barcodes: lines.map((line) => line.kodeBarcode || line.namaBarang) },
      });
      return noFakturGroup;
    });
    return doc(db, actor.kodeToko, noFakturGroup);
  }

  return {
    doc: (kodeToko: string, noFakturGroup: string) => doc(db, kodeToko, noFakturGroup),

    /** The buyback screen's scan of a barcode: the receipt it starts from. Saving checks it again under lock. */
    nota: (actor: PurchaseActor, kodeBarcode: string) =>
      notaOf(db, actor, kodeBarcode, actor.modules.has('HARGA_NOTA_DENGAN_ONGKOS_MODULE')),

    /** Saves a buyback once per idempotency key: a retry answers the one already made. */
    async simpan(actor: PurchaseActor, input: PembelianInput): Promise<PembelianDoc> {
      const existing = await byKey(actor.kodeToko, input.idempotency_key);
      if (existing) return existing;
      try {
        return await simpanBaru(actor, input);
      } catch (error) {
        if (pgErrorCode(error) === '23505') {
          // The same key raced itself (answer the first save), or another counter took the receipt.
          const raced = await byKey(actor.kodeToko, input.idempotency_key);
          if (raced) return raced;
          throw conflict(PEMBELIAN_SERVICE_TEXTS.direbut);
        }
        throw error;
      }
    },

    /** Supervisor's validation: the pieces come into gudang BELI (`beli`) and the money leaves (PEMBELIAN). */
    async validasi(actor: PurchaseActor, noFakturGroups: string[]): Promise<{ jumlah: number }> {
      const place = { kodeGudang: GUDANG_BELI, kodeBaki: await beliTray(actor.kodeToko) };
      await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const headers = await tx
          .select()
          .from(pembelian)
          .where(
            and(eq(pembelian.kode_toko, actor.kodeToko), inArray(pembelian.no_faktur_group, noFakturGroups)),
          )
          .orderBy(asc(pembelian.no_faktur_group))
          .for('update');
        for (const no of noFakturGroups) {
          const header = headers.find((row) => row.no_faktur_group === no);
          if (!header) throw notFound(`Pembelian ${no} tidak ditemukan`);
          if (header.status_valid !== 'OPEN' || header.status !== 'OK') {
            throw conflict(`Pembelian ${no} sudah divalidasi`);
          }
        }
        const lines = await tx
          .select()
          .from(pembelianDetail)
          .where(inArray(pembelianDetail.no_faktur_group, noFakturGroups))
          .orderBy(asc(pembelianDetail.no_faktur_beli));
        for (const line of lines) {
          let kodeBarcode = line.kode_barcode;
          if (kodeBarcode) {
            await goods.receiveSoldPiece(
              tx,
              actor,
              { kodeBarcode, berat: line.berat },
              place,
              line.no_faktur_beli,
            );
          } else {
            kodeBarcode = await goods.addBoughtPiece(
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
          }
          await tx
            .update(pembelianDetail)
            .set({ kode_barcode: kodeBarcode, kode_gudang: place.kodeGudang, kode_baki: place.kodeBaki })
            .where(eq(pembelianDetail.no_faktur_beli, line.no_faktur_beli));
        }
        for (const header of headers) {
          const common = {
            kode_toko: actor.kodeToko,
            tanggal: actor.tglSystem,
            kategori: 'PEMBELIAN',
            deskripsi: header.no_faktur_group,
            keterangan: header.nama_customer,
            input_by: header.input_by,
            valid_by: actor.userId,
          };
          const rows = [
            { ...common, jenis: 'CASH', jumlah_out: header.cash_rp },
            { ...common, jenis: 'TRANSFER', no_rekening: header.no_rekening, jumlah_out: header.transfer_rp },
          ].filter((row) => row.jumlah_out > 0);
          if (rows.length > 0) await tx.insert(keuangan).values(rows);
        }
        await tx
          .update(pembelian)
          .set({ status_valid: 'DONE', valid_by: actor.userId, valid_at: new Date() })
          .where(inArray(pembelian.no_faktur_group, noFakturGroups));
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'VALIDASI_PEMBELIAN',
          entity: 'pembelian',
          entityId: noFakturGroups.join(','),
        });
      });
      return { jumlah: noFakturGroups.length };
    },

    /**
     * Batal Pembelian: one validated line of today, with otorisasi, while the piece still
     * waits in gudang BELI. The piece goes back to how it was, `beli` is taken back, and
     * the money paid returns to the till (BATAL PEMBELIAN).
     */
    async batal(actor: PurchaseActor, input: { no_faktur_beli: string; otorisasi: OtorisasiInput }) {
      const verified = await deps.otorisasi.verify(actor, input.otorisasi);
      const noFakturGroup = await db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const [line] = await tx
          .select()
          .from(pembelianDetail)
          .where(eq(pembelianDetail.no_faktur_beli, input.no_faktur_beli))
          .for('update');
        const [header] = line
          ? await tx
              .select()
              .from(pembelian)
              .where(
                and(
                  eq(pembelian.no_faktur_group, line.no_faktur_group),
                  eq(pembelian.kode_toko, actor.kodeToko),
                ),
              )
              .for('update')
          : [];
        if (!line || !header) throw notFound(`Pembelian ${input.no_faktur_beli} tidak ditemukan`);
        if (line.status === 'CANC') throw conflict(`Pembelian ${input.no_faktur_beli} sudah dibatalkan`);
        if (header.status_valid !== 'DONE')
          throw badRequest('Hanya pembelian yang sudah divalidasi yang dapat dibatalkan');
        if (header.tgl_system !== actor.tglSystem) {
          throw badRequest('Hanya pembelian hari ini yang dapat dibatalkan');
        }
        const otorisasiId = await deps.otorisasi.record(tx, verified, {
          jenis: 'BATAL_PEMBELIAN',
          noRef: line.no_faktur_beli,
          tglSystem: actor.tglSystem,
          barcodes: [line.kode_barcode],
        });
        const sold = line.no_faktur_jual
          ? await penjualan.lineByNo(tx, actor.kodeToko, line.no_faktur_jual)
          : null;
        await goods.undoBoughtPiece(
          tx,
          actor,
          line.kode_barcode,
          {
            sold: sold ? { kodeGudang: sold.kode_gudang, kodeBaki: sold.kode_baki, berat: sold.berat } : null,
          },
          line.no_faktur_beli,
        );
        await tx.insert(keuangan).values({
          kode_toko: actor.kodeToko,
          tanggal: actor.tglSystem,
          kategori: 'BATAL PEMBELIAN',
          jenis: 'CASH',
          deskripsi: line.no_faktur_beli,
          keterangan: verified.alasan,
          jumlah_in: line.harga,
          input_by: actor.userId,
          valid_by: verified.diotorisasiOleh,
        });
        await tx
          .update(pembelianDetail)
          .set({ status: 'CANC', otorisasi_id: otorisasiId })
          .where(eq(pembelianDetail.no_faktur_beli, line.no_faktur_beli));
        const [standing] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(pembelianDetail)
          .where(
            and(
              eq(pembelianDetail.no_faktur_group, header.no_faktur_group),
              eq(pembelianDetail.status, 'OK'),
            ),
          );
        if ((standing?.n ?? 0) === 0) {
          await tx
            .update(pembelian)
            .set({ status: 'CANC' })
            .where(eq(pembelian.no_faktur_group, header.no_faktur_group));
        }
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'BATAL_PEMBELIAN',
          entity: 'pembelian',
          entityId: line.no_faktur_beli,
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
    ): Promise<PageResult<PembelianDoc>> {
      const filters: (SQL | undefined)[] = [eq(pembelian.kode_toko, kodeToko)];
      if (query.status_valid) filters.push(eq(pembelian.status_valid, query.status_valid));
      if (query.dari) filters.push(sql`${pembelian.tgl_system} >= ${query.dari}`);
      if (query.sampai) filters.push(sql`${pembelian.tgl_system} <= ${query.sampai}`);
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          sql`${pembelian.no_faktur_group} in (
            select ${pembelian.no_faktur_group} from ${pembelian}
              where ${pembelian.no_faktur_group} ilike ${pattern} or ${pembelian.nama_customer} ilike ${pattern}
            union
            select ${pembelianDetail.no_faktur_group} from ${pembelianDetail}
              where ${pembelianDetail.kode_barcode} ilike ${pattern} or ${pembelianDetail.nama_barang} ilike ${pattern})`,
        );
      }
      const where = and(...filters);
      const [headers, [total]] = await Promise.all([
        db
          .select()
          .from(pembelian)
          .where(where)
          .orderBy(desc(pembelian.tgl_system), desc(pembelian.no_faktur_group))
          .limit(query.limit)
          .offset(query.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(pembelian).where(where),
      ]);
      const lines =
        headers.length === 0
          ? []
          : await db
              .select()
              .from(pembelianDetail)
              .where(
                inArray(
                  pembelianDetail.no_faktur_group,
                  headers.map((header) => header.no_faktur_group),
                ),
              )
              .orderBy(asc(pembelianDetail.no_faktur_beli));
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
        key: 'pembelian',
        table: pembelian,
        waiting: (kodeToko) =>
          and(
            eq(pembelian.kode_toko, kodeToko),
            eq(pembelian.status_valid, 'OPEN'),
            eq(pembelian.status, 'OK'),
          ),
        message: PEMBELIAN_SERVICE_TEXTS.belumValid,
        // Validasi Jual Beli opens on its Pembelian tab.
        path: '/validasi-jual-beli?tab=pembelian',
      });
    },
  };
}

export type PembelianService = ReturnType<typeof createPembelianService>;
