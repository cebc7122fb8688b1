import fc from 'fast-check';
import { scanned } from '../../test/goods-fixtures.ts';
import {
  type BooksCommand,
  type BooksReal,
  CONSENT,
  expectRefused,
  ok,
  pick,
  pickPiece,
} from './book-steps.ts';
import { checkBooks } from './check-books.ts';
import {
  businessDate,
  inShowroom,
  type ModelPiece,
  piecesWhere,
  type ShopModel,
  TOKO_TRAYS,
} from './shop-model.ts';

/** Bought back and waiting in gudang BELI, as a buyback or an auction leaves a piece. */
const waitingInBeli = (piece: ModelPiece) =>
  piece.status === 'BELI' && piece.stock === 1 && piece.kode_gudang === 'BELI';

/**
 * Sortir Pembelian: a piece waiting in gudang BELI goes back on sale in a showroom tray
 * (JUAL); sent back to gudang BELI it must be refused, writing nothing.
 */
class SortBought implements BooksCommand {
  constructor(
    readonly piece: number,
    readonly tray: number | 'BELI',
  ) {}
  check = (model: Readonly<ShopModel>) => piecesWhere(model as ShopModel, waitingInBeli).length > 0;
  async run(model: ShopModel, real: BooksReal) {
    const [barcode, piece] = pickPiece(model, piecesWhere(model, waitingInBeli), this.piece);
    const items = [scanned({ ...piece, kode_barcode: barcode })];
    if (this.tray === 'BELI') {
      await expectRefused(real, 'pindah-sortir', {
        idempotency_key: real.key(),
        tujuan_sortir: 'JUAL',
        kode_gudang_tujuan: 'BELI',
        kode_baki_tujuan: piece.kode_baki,
        keterangan: '',
        items,
      });
    } else {
      const kode_baki = pick(TOKO_TRAYS, this.tray);
      await ok(real, 'POST', 'sortir-pembelian', {
        items,
        kode_gudang_tujuan: 'TOKO',
        kode_baki_tujuan: kode_baki,
        tujuan_sortir: 'JUAL',
      });
      Object.assign(piece, { kode_gudang: 'TOKO', kode_baki, status: 'READY' });
    }
    await real.verify(model);
  }
  toString = () =>
    `Sortir(#${this.piece}, ${this.tray === 'BELI' ? 'ke gudang BELI' : `baki #${this.tray}`})`;
}

/**
 * Cucian: a piece waiting in gudang BELI washed, losing `loss` mg (a susut movement). Up to
 * the 0.050 g tolerance on its own; above it with a supervisor's consent, or refused without.
 */
class WashBought implements BooksCommand {
  constructor(
    readonly piece: number,
    readonly loss: number,
    readonly consent: boolean,
  ) {}
  check = (model: Readonly<ShopModel>) => piecesWhere(model as ShopModel, waitingInBeli).length > 0;
  async run(model: ShopModel, real: BooksReal) {
    const [barcode, piece] = pickPiece(model, piecesWhere(model, waitingInBeli), this.piece);
    // Never the whole piece: washing leaves gold.
    const loss = Math.min(this.loss, piece.berat - 1);
    const body = {
      idempotency_key: real.key(),
      keterangan: 'CUCI UJI BUKU',
      items: [
        {
          ...scanned({ ...piece, kode_barcode: barcode }),
          berat_sebelum: piece.berat / 1000,
          berat_sesudah: (piece.berat - loss) / 1000,
        },
      ],
    };
    if (loss > 50 && !this.consent) {
      await expectRefused(real, 'cucian', body);
    } else {
      await ok(real, 'POST', 'cucian', { ...body, ...(loss > 50 && { otorisasi: CONSENT }) });
      piece.berat -= loss;
      const buyback = model.buybacks.get(barcode);
      if (buyback) buyback.washed = true;
    }
    await real.verify(model);
  }
  toString = () => `Cucian(#${this.piece}, susut ${this.loss} mg${this.consent ? '' : ', tanpa otorisasi'})`;
}

/**
 * Kirim Barang to branch T2, then T2 takes the pieces in (they leave this shop's books) or
 * refuses them (they come back where they were). Refused, writing nothing, once the two shops'
 * business dates differ (a closing of this shop moves only its own). T2's own books must
 * balance after it took them.
 */
class SendToBranch implements BooksCommand {
  constructor(
    readonly piece: number,
    readonly how: 'terima' | 'tolak',
  ) {}
  check = (model: Readonly<ShopModel>) => piecesWhere(model as ShopModel, inShowroom).length > 0;
  async run(model: ShopModel, real: BooksReal) {
    const [barcode, piece] = pickPiece(model, piecesWhere(model, inShowroom), this.piece);
    const body = {
      kode_toko_tujuan: 'T2',
      keterangan: 'Stok cabang',
      items: [scanned({ ...piece, kode_barcode: barcode })],
    };
    const t2Day = await businessDate(real.t.database.db, 'T2');
    if (t2Day !== model.tanggal) {
      await expectRefused(real, 'kirim-barang', body);
      await real.verify(model);
      return;
    }
    const doc = await ok<{ no_kirim: string }>(real, 'POST', 'kirim-barang', body);
    const branch = await real.t.login('T2', 'OWNER');
    const answer =
      this.how === 'terima'
        ? await real.t.call('POST', 'terima-barang', branch, {
            no_kirim: doc.no_kirim,
            kode_gudang: 'TOKO',
            kode_baki: 'CC01',
            barcodes: [barcode],
          })
        : await real.t.call('POST', 'terima-barang/tolak', branch, {
            no_kirim: doc.no_kirim,
            alasan: 'Uji buku',
          });
    if (answer.statusCode !== 200)
      throw new Error(`${this.how} ${doc.no_kirim}: ${answer.statusCode} ${answer.body}`);
    if (this.how === 'terima') {
      model.pieces.delete(barcode);
      model.own.delete(barcode);
      const found = await checkBooks({
        db: real.t.database.db,
        call: (method, path, payload) => real.t.call(method, path, branch, payload),
        kodeToko: 'T2',
        tanggal: t2Day,
      });
      if (found.length > 0) throw new Error(`Pembukuan T2 tidak seimbang:\n  - ${found.join('\n  - ')}`);
    }
    await real.verify(model);
  }
  toString = () => `KirimKeT2(#${this.piece}, ${this.how})`;
}

const index = fc.nat({ max: 1_000 });

/** Goods moving beyond the showroom: sorting and washing what was bought back, and branches. */
export const GOODS_COMMANDS: fc.Arbitrary<BooksCommand>[] = [
  fc
    .tuple(index, fc.oneof(index, fc.constant('BELI' as const)))
    .map(([piece, tray]) => new SortBought(piece, tray)),
  fc
    .tuple(index, fc.integer({ min: 1, max: 200 }), fc.boolean())
    .map(([piece, loss, consent]) => new WashBought(piece, loss, consent)),
  fc
    .tuple(index, fc.constantFrom('terima' as const, 'tolak' as const))
    .map(([piece, how]) => new SendToBranch(piece, how)),
];
