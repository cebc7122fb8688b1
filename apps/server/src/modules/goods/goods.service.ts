import {
  type Barang,
  type BarangQuery,
  badRequest,
  conflict,
  gramsToMilligrams,
  masterResource,
  milligramsToGrams,
  type PageResult,
  type pindahBarangSchema,
  type tambahBarangItemSchema,
} from '@toko/shared';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { barang, barangAtribut } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { nextBarcode, nextReceiptNumber } from '../numbering/numbering.service.ts';
import { assertBusinessDate } from '../store-closing/store-closing.service.ts';
import { recordMovement } from './stock-ledger.ts';

type NewItem = z.infer<typeof tambahBarangItemSchema>;
type Pindah = z.infer<typeof pindahBarangSchema>;
type BarangRow = typeof barang.$inferSelect;
type AtributRow = typeof barangAtribut.$inferSelect;

export interface GoodsActor {
  kodeToko: string;
  userId: string;
  tglSystem: string;
}

const mg = (grams: number) => gramsToMilligrams(grams.toFixed(3));

function toBarang(row: BarangRow, atribut: AtributRow[]): Barang {
  return {
    id: row.id,
    kode_barcode: row.kode_barcode,
    kode_barang: row.kode_barang,
    kode_group: row.kode_group,
    kode_dept: row.kode_dept,
    kode_gudang: row.kode_gudang,
    kode_baki: row.kode_baki,
    nama_barang: row.nama_barang,
    berat: milligramsToGrams(row.berat),
    berat_asli: milligramsToGrams(row.berat_asli),
    berat_plastik: milligramsToGrams(row.berat_plastik),
    kadar: Number(row.kadar),
    kadar_cetak: row.kadar_cetak,
    ongkos_type: row.ongkos_type,
    ongkos: row.ongkos,
    harga_beli: row.harga_beli,
    no_pesanan: row.no_pesanan,
    stock: row.stock,
    status: row.status,
    tgl_masuk: row.tgl_masuk,
    atribut: atribut
      .filter((item) => item.barang_id === row.id)
      .map((item) => ({
        nama_atribut: item.nama_atribut,
        berat_atribut: milligramsToGrams(item.berat_atribut),
        harga_atribut: item.harga_atribut,
      })),
  };
}

/**
 * Items of the shop: adding pieces to trays (each with a new barcode and a
 * `tambah` movement), and the server-paged list of Data Barang.
 */
export function createGoodsService(deps: { db: Db; masterData: MasterDataService }) {
  const { db, masterData } = deps;

  // Masters that items point at cannot be deleted while items carry them.
  for (const [key, column] of [
    ['group', barang.kode_group],
    ['jenis', barang.kode_dept],
    ['gudang', barang.kode_gudang],
    ['baki', barang.kode_baki],
  ] as const) {
    masterData.usages.register(key, {
      label: 'Data Barang',
      count: async (tx, kodeToko, code) => {
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(barang)
          .where(and(eq(barang.kode_toko, kodeToko), eq(column, code)));
        return row?.n ?? 0;
      },
    });
  }

  /** The places and classes items name must exist, be active and fit together. Masters are read once. */
  async function checkItems(kodeToko: string, items: NewItem[]) {
    const active = async (key: string) => {
      const entry = masterResource(key);
      const rows = await masterData.listActive(entry, kodeToko);
      return { entry, byCode: new Map(rows.map((row) => [String(row[entry.codeField]), row])) };
    };
    const [groups, jenises, gudangs, bakis] = await Promise.all([
      active('group'),
      active('jenis'),
      active('gudang'),
      active('baki'),
    ]);
    for (const [index, item] of items.entries()) {
      const line = items.length > 1 ? `Baris ${index + 1}: ` : '';
      const find = (list: typeof groups, code: string) => {
        const found = list.byCode.get(code);
        if (!found) throw badRequest(`${line}${list.entry.noun} ${code} tidak ditemukan atau tidak aktif`);
        return found;
      };
      const group = find(groups, item.kode_group);
      const jenis = find(jenises, item.kode_dept);
      find(gudangs, item.kode_gudang);
      const baki = find(bakis, item.kode_baki);
      if (jenis.kode_group !== item.kode_group) {
        throw badRequest(`${line}Jenis ${item.kode_dept} bukan bagian dari Group ${item.kode_group}`);
      }
      if (baki.kode_gudang !== item.kode_gudang) {
        throw badRequest(`${line}Baki ${item.kode_baki} tidak berada di Gudang ${item.kode_gudang}`);
      }
      if (item.jumlah > 1 && group.jenis_group === 'EMAS') {
        throw badRequest(
          `${line}Barang emas dicatat satu per barcode; jumlah lebih dari 1 hanya untuk aksesoris`,
        );
      }
    }
  }

  async function withAtribut(tx: DbOrTx, rows: BarangRow[]): Promise<Barang[]> {
    if (rows.length === 0) return [];
    const atribut = await tx
      .select()
      .from(barangAtribut)
      .where(
        inArray(
          barangAtribut.barang_id,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => toBarang(row, atribut));
  }

  return {
    async tambah(actor: GoodsActor, items: NewItem[]): Promise<{ no_ref: string; items: Barang[] }> {
      // Masters are read outside the write transaction: on PGlite, touching `db` inside one hangs it.
      await checkItems(actor.kodeToko, items);
      return db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const noRef = await nextReceiptNumber(tx, actor.kodeToko, 'TB', actor.tglSystem);
        const created: BarangRow[] = [];
        for (const item of items) {
          const kodeBarcode = await nextBarcode(tx);
          const [row] = await tx
            .insert(barang)
            .values({
              kode_toko: actor.kodeToko,
              kode_barcode: kodeBarcode,
              kode_barang: item.kode_barang,
              kode_group: item.kode_group,
              kode_dept: item.kode_dept,
              kode_gudang: item.kode_gudang,
              kode_baki: item.kode_baki,
              nama_barang: item.nama_barang,
              berat: mg(item.berat),
              berat_asli: mg(item.berat),
              berat_plastik: mg(item.berat_plastik),
              kadar: String(item.kadar),
              kadar_cetak: item.kadar_cetak,
              ongkos_type: item.ongkos_type,
              ongkos: item.ongkos,
              harga_beli: item.harga_beli,
              stock: item.jumlah,
              tgl_masuk: actor.tglSystem,
              created_by: actor.userId,
              updated_by: actor.userId,
            })
            .returning();
          if (!row) throw new Error('barang tidak tersimpan');
          if (item.atribut.length > 0) {
            await tx.insert(barangAtribut).values(
              item.atribut.map((atribut) => ({
                barang_id: row.id,
                nama_atribut: atribut.nama_atribut.toUpperCase(),
                berat_atribut: mg(atribut.berat_atribut),
                harga_atribut: atribut.harga_atribut,
              })),
            );
          }
          await recordMovement(tx, {
            kodeToko: actor.kodeToko,
            tanggal: actor.tglSystem,
            kodeBarcode,
            kodeGudang: item.kode_gudang,
            kodeBaki: item.kode_baki,
            kolom: 'tambah',
            stock: item.jumlah,
            berat: mg(item.berat),
            noRef,
            userId: actor.userId,
          });
          created.push(row);
        }
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'TAMBAH_BARANG',
          entity: 'barang',
          entityId: noRef,
          after: created.map((row) => row.kode_barcode),
        });
        return { no_ref: noRef, items: await withAtribut(tx, created) };
      });
    },

    /**
     * Moves pieces to another gudang and baki: `out` at the source, `in` at the
     * destination. The rows are locked, and each must still be where the screen saw
     * it: of two people moving the same piece at once, one wins and the other is told.
     */
    async pindah(
      actor: GoodsActor,
      input: Pindah,
    ): Promise<{ no_ref: string; jumlah: number; berat: number }> {
      const bakis = await masterData.listActive(masterResource('baki'), actor.kodeToko);
      const tujuan = bakis.find((row) => row.kode_baki === input.kode_baki_tujuan);
      if (!tujuan) throw badRequest(`Baki ${input.kode_baki_tujuan} tidak ditemukan atau tidak aktif`);
      if (tujuan.kode_gudang !== input.kode_gudang_tujuan) {
        throw badRequest(`Baki ${input.kode_baki_tujuan} tidak berada di Gudang ${input.kode_gudang_tujuan}`);
      }
      const barcodes = input.items.map((item) => item.kode_barcode);
      if (new Set(barcodes).size !== barcodes.length)
        throw badRequest('Ada barcode yang discan lebih dari sekali');
      return db.transaction(async (tx) => {
        await assertBusinessDate(tx, actor.kodeToko, actor.tglSystem);
        const rows = await tx
          .select()
          .from(barang)
          .where(and(eq(barang.kode_toko, actor.kodeToko), inArray(barang.kode_barcode, barcodes)))
          .for('update');
        const byBarcode = new Map(rows.map((row) => [row.kode_barcode, row]));
        const noRef = await nextReceiptNumber(tx, actor.kodeToko, 'PB', actor.tglSystem);
        let berat = 0;
        for (const item of input.items) {
          const row = byBarcode.get(item.kode_barcode);
          if (!row) throw badRequest(`Barang ${item.kode_barcode} tidak ditemukan di toko ini`);
          if (row.kode_gudang !== item.kode_gudang || row.kode_baki !== item.kode_baki) {
            throw conflict(
              `Barang ${item.kode_barcode} sudah dipindahkan oleh transaksi lain, silahkan scan ulang`,
            );
          }
          if (row.stock <= 0 || row.status !== 'READY') {
            throw badRequest(
              `Barang ${item.kode_barcode} tidak dapat dipindahkan (status ${row.status}, stock ${row.stock})`,
            );
          }
          if (row.kode_gudang === input.kode_gudang_tujuan && row.kode_baki === input.kode_baki_tujuan) {
            throw badRequest(`Barang ${item.kode_barcode} sudah berada di Baki ${input.kode_baki_tujuan}`);
          }
          const moved = { stock: row.stock, berat: row.berat };
          const common = {
            kodeToko: actor.kodeToko,
            tanggal: actor.tglSystem,
            kodeBarcode: row.kode_barcode,
            noRef,
            userId: actor.userId,
          };
          await recordMovement(tx, {
            ...common,
            kodeGudang: row.kode_gudang,
            kodeBaki: row.kode_baki,
            kolom: 'out',
            ...moved,
          });
          await recordMovement(tx, {
            ...common,
            kodeGudang: input.kode_gudang_tujuan,
            kodeBaki: input.kode_baki_tujuan,
            kolom: 'in',
            ...moved,
          });
          await tx
            .update(barang)
            .set({
              kode_gudang: input.kode_gudang_tujuan,
              kode_baki: input.kode_baki_tujuan,
              updated_by: actor.userId,
              updated_at: new Date(),
            })
            .where(eq(barang.id, row.id));
          berat += row.berat;
        }
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'PINDAH_BARANG',
          entity: 'barang',
          entityId: noRef,
          after: { barcodes, tujuan: `${input.kode_gudang_tujuan}/${input.kode_baki_tujuan}` },
        });
        return { no_ref: noRef, jumlah: input.items.length, berat: milligramsToGrams(berat) };
      });
    },

    async page(kodeToko: string, query: BarangQuery): Promise<PageResult<Barang>> {
      const filters: (SQL | undefined)[] = [eq(barang.kode_toko, kodeToko)];
      if (query.kode_group) filters.push(eq(barang.kode_group, query.kode_group.toUpperCase()));
      if (query.kode_dept) filters.push(eq(barang.kode_dept, query.kode_dept.toUpperCase()));
      if (query.kode_gudang) filters.push(eq(barang.kode_gudang, query.kode_gudang.toUpperCase()));
      if (query.kode_baki) filters.push(eq(barang.kode_baki, query.kode_baki.toUpperCase()));
      if (query.search) {
        const pattern = containsPattern(query.search);
        filters.push(
          or(
            ilike(barang.kode_barcode, pattern),
            ilike(barang.nama_barang, pattern),
            ilike(barang.kode_barang, pattern),
          ),
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(barang)
          .where(where)
          .orderBy(asc(barang.kode_barcode))
          .limit(query.limit)
          .offset(query.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(barang).where(where),
      ]);
      return { data: await withAtribut(db, rows), count: total?.n ?? 0 };
    },
  };
}

export type GoodsService = ReturnType<typeof createGoodsService>;
