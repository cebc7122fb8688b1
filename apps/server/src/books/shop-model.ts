import { AKUN_KAS, type SaldoKas } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { toko } from '../db/schema/index.ts';
import type { ExpectedBooks } from './check-books.ts';

/** A piece as the model follows it; berat in milligrams, status as the items table spells it. */
export interface ModelPiece {
  kode_gudang: string;
  kode_baki: string;
  berat: number;
  stock: number;
  status: string;
  /** Made for an order: it leaves only by collecting that order. */
  pesanan?: string;
  /**
   * Sold: the business day of its sale, while that sale's receipt exists. A buyback scans the
   * receipt; Delete Data of that day's sales takes it away (decision 025).
   */
  soldOn?: string;
}

/** A sale line this model made, so it knows what a cancellation gives back and when it may. */
export interface ModelSale {
  no_faktur_jual: string;
  tanggal: string;
  harga_jual: number;
  kode_gudang: string;
  kode_baki: string;
  /** What was paid into the shop's accounts (transfer, cards; the rest in cash): a cancel gives it back there. */
  nonTunai?: AccountPart[];
}

/** Money into (or out of) one of the shop's bank accounts, by account number. */
export interface AccountPart {
  akun: string;
  jumlah: number;
}

/** What a sale put into the shop's accounts (transfer, cards): the rest of its price is the till's. */
export const paidIntoAccounts = (sale: ModelSale) =>
  (sale.nonTunai ?? []).reduce((sum, part) => sum + part.jumlah, 0);

/** Moves the shop's bank account `akun` by `amount` (a refund is negative). */
export function moveAccount(model: ShopModel, akun: string, amount: number): void {
  model.banks.set(akun, (model.banks.get(akun) ?? 0) + amount);
}

/** The piece left the shop by a sale of today: out of stock, its receipt there to scan. */
export function markSold(model: ShopModel, piece: ModelPiece): void {
  Object.assign(piece, { stock: 0, status: 'TERJUAL', soldOn: model.tanggal });
}

/**
 * What the shop should hold, in plain TypeScript: every piece with its place, weight and
 * state, the till, the business date. Starts from the database as a sequence finds it
 * and then changes only as the commands say the operations should change it.
 */
export interface ShopModel extends ExpectedBooks {
  kodeToko: string;
  tanggal: string;
  pieces: Map<string, ModelPiece>;
  /**
   * The pieces this sequence added: the only ones its commands act on, so a sequence (and the
   * shrunk counterexample of a failing one) means the same on a fresh database as on a used one.
   */
  own: Set<string>;
  sales: Map<string, ModelSale>;
  /** Validated deposits of this sequence still OPEN, by the barcode they hold. */
  deposits: Map<string, { no_titip: string; dp: number; kode_gudang: string; kode_baki: string }>;
  /**
   * Validated loans of this sequence still OPEN (pledged gold is not shop stock): the day
   * each was lent, its principal, and whether a renewal made it (only a renewal's cancel undoes that).
   */
  loans: Map<string, { tanggal: string; pokok: number; renewal: boolean }>;
  /** Validated repairs of this sequence not yet collected: what the customer still owes, the DP paid, the day taken in. */
  repairs: Map<string, { sisa: number; dp: number; tanggal: string }>;
  /**
   * Buybacks of this sequence (by the barcode bought back) that Batal Pembelian may undo: the
   * line, its day and price, where the piece stood sold, and the sale this model knew of it.
   */
  buybacks: Map<
    string,
    {
      no_faktur_beli: string;
      tanggal: string;
      harga: number;
      soldAt: { kode_gudang: string; kode_baki: string; soldOn?: string };
      sale?: ModelSale;
      /** Washed since (Cucian): no longer what the customer brought, so no longer cancellable. */
      washed?: boolean;
    }
  >;
  /** Validated orders of this sequence, with their DP and, once made, the made piece's barcode. */
  orders: Map<string, { dp: number; berat: number; tanggal: string; made?: string }>;
  kas: number;
  banks: Map<string, number>;
}

/** The trays of the showroom (gudang TOKO) in the demo masters: where added pieces go and move between. */
export const TOKO_TRAYS = ['CC01', 'LT17', 'KLDLM'] as const;

export async function businessDate(db: Db, kodeToko: string): Promise<string> {
  const [shop] = await db.select({ tgl: toko.tgl_system }).from(toko).where(eq(toko.kode_toko, kodeToko));
  if (!shop) throw new Error(`toko ${kodeToko} tidak ada`);
  return shop.tgl;
}

/** The model of the shop as the database holds it now (its till from the cash screen's balance). */
export async function loadModel(db: Db, kodeToko: string, saldo: SaldoKas[]): Promise<ShopModel> {
  const stored = await rowsOf<ModelPiece & { kode_barcode: string }>(
    db,
    sql`select kode_barcode, kode_gudang, kode_baki, berat, stock, status from barang where kode_toko = ${kodeToko}`,
  );
  return {
    kodeToko,
    tanggal: await businessDate(db, kodeToko),
    pieces: new Map(stored.map(({ kode_barcode, ...piece }) => [kode_barcode, piece])),
    own: new Set(),
    sales: new Map(),
    deposits: new Map(),
    loans: new Map(),
    repairs: new Map(),
    buybacks: new Map(),
    orders: new Map(),
    kas: saldo.find((balance) => balance.akun === AKUN_KAS)?.akhir ?? 0,
    banks: new Map(
      saldo.filter((balance) => balance.akun !== AKUN_KAS).map((balance) => [balance.akun, balance.akhir]),
    ),
  };
}

/** The barcodes of this sequence's pieces that pass `where`, in a stable order, so a command's pick names the same piece on replay. */
export function piecesWhere(
  model: ShopModel,
  where: (piece: ModelPiece, barcode: string) => boolean,
): string[] {
  return [...model.own]
    .filter((barcode) => {
      const piece = model.pieces.get(barcode);
      return piece !== undefined && where(piece, barcode);
    })
    .sort();
}

/**
 * Does the model's till hold `amount` to pay out? The till may not go below zero (decision
 * 033): a payout it cannot cover is refused, so a command paying one out runs only where it
 * can (its precondition), and a sequence that emptied the till (Kas Keluar of all of it) goes on.
 */
export const tillCovers = (model: Readonly<ShopModel>, amount: number) => model.kas >= amount;

/**
 * The most a buyback (or a tukar's trade-in) of a piece can pay out: never above twice the day's
 * gold price of the demo 750 (Rp 1,480 a milligram) on its weight.
 */
export const mostPaidFor = (piece: Pick<ModelPiece, 'berat'>) => piece.berat * 2 * 1_480;

export const inShowroom = (piece: ModelPiece) =>
  piece.status === 'READY' && piece.stock === 1 && piece.kode_gudang === 'TOKO' && !piece.pesanan;
