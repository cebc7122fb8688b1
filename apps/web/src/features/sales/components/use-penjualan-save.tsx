import type {
  OtorisasiInput,
  PenjualanDoc,
  PesananDoc,
  TitipanDoc,
  TukarDoc,
  TukarInput,
} from '@toko/shared';
import { TEXTS, titipanSchema, tukarSchema } from '@toko/shared';
import { Alert } from 'antd';
import {
  cartItems as buybackItems,
  otorisasiText,
  priceLine,
} from '../../../components/buyback/pembelian-cart';
import { useBusy } from '../../../components/counter/use-counter-form';
import { type CustomerValues, customerBody } from '../../../components/customer/use-customer';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { type OtorisasiRequest, withConsent } from '../../../components/otorisasi/use-otorisasi';
import { bayarBody, type PembayaranValues, settle, useBankFees } from '../../../components/pembayaran/settle';
import { formatRupiah } from '../../../lib/format';
import { notifyInfo } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { useSimpanPenjualan } from '../api/simpan-penjualan';
import { useSimpanTitipan } from '../api/simpan-titipan';
import { useSimpanTukar } from '../api/simpan-tukar';
import { type CartLine, cartItems, isBelowSystem } from './penjualan-cart';
import { ambilItems, titipanTotals } from './titipan-cart';
import type { PenjualanCartState } from './use-penjualan-cart';
import type { TukarState } from './use-tukar';

/** The Transaksi Penjualan form: customer, a sale's marketplace, a deposit's DP, the payment. */
export interface PenjualanFields extends CustomerValues, PembayaranValues {
  kode_marketplace?: string;
  /** Titipan only. */
  dp?: number | null;
  keterangan?: string;
}

/** What the counter saved last. */
export type Saved =
  | { kind: 'penjualan'; doc: PenjualanDoc }
  | { kind: 'titipan'; doc: TitipanDoc }
  | { kind: 'tukar'; doc: TukarDoc };

export const OTORISASI_HARGA_TITLE = 'Otorisasi Harga Di Bawah Harga Sistem';

/** The pieces sold below the system price, as the authorising user reads them. */
export function belowSystemText(lines: readonly CartLine[]): string {
  return lines
    .map(
      (line) =>
        `${line.barang.kode_barcode} ${line.barang.nama_barang}: ${formatRupiah(line.harga_jual)} (sistem ${formatRupiah(
          line.harga_system,
        )})`,
    )
    .join('; ');
}

export interface PenjualanSaveDeps {
  cart: PenjualanCartState;
  idempotencyKey: () => string;
  requestOtorisasi: <T>(request: OtorisasiRequest<T>) => Promise<T | undefined>;
  onSaved: (saved: Saved) => void;
}

/** What the three saves share: the cart, the mutations, the payment check, the busy flag. */
interface SaveContext extends PenjualanSaveDeps {
  penjualan: ReturnType<typeof useSimpanPenjualan>;
  titipan: ReturnType<typeof useSimpanTitipan>;
  tukar: ReturnType<typeof useSimpanTukar>;
  /** Says what the payment lacks; true when it may be sent. */
  paid: (total: number, values: PembayaranValues, dp?: number, tukar?: number) => boolean;
  during: (work: () => Promise<void>) => Promise<void>;
}

const header = (ctx: SaveContext, values: PenjualanFields) => ({
  idempotency_key: ctx.idempotencyKey(),
  ...customerBody(values),
});

/** A deposit: the pieces held at the system price, the DP paid now. */
async function saveTitipan(ctx: SaveContext, values: PenjualanFields) {
  if (!ctx.paid(values.dp ?? 0, values)) return;
  const body = {
    ...header(ctx, values),
    keterangan: values.keterangan ?? '',
    items: cartItems(ctx.cart.lines).map(({ kode_barcode, kode_gudang, kode_baki }) => ({
      kode_barcode,
      kode_gudang,
      kode_baki,
    })),
    dp: values.dp ?? 0,
    bayar: bayarBody(values),
  };
  // The server's own rules (at most 20 pieces...), told before the request.
  const checked = titipanSchema.safeParse(body);
  if (!checked.success) {
    notifyInfo(checked.error.issues[0]?.message ?? TEXTS.saveError);
    return;
  }
  await ctx.during(async () => {
    try {
      ctx.onSaved({ kind: 'titipan', doc: await ctx.titipan.mutateAsync(body) });
    } catch (error) {
      ctx.cart.refused(error);
    }
  });
}

/** The sale collecting a deposit: exactly its pieces, its DP counted as paid. */
async function saveAmbil(ctx: SaveContext, values: PenjualanFields, doc: TitipanDoc) {
  if (!ctx.paid(titipanTotals(doc).total, values, doc.dp)) return;
  const body = {
    ...header(ctx, values),
    kode_marketplace: values.kode_marketplace ?? '',
    no_titip: doc.no_titip,
    items: ambilItems(doc),
    bayar: bayarBody(values),
  };
  await ctx.during(async () => {
    try {
      ctx.onSaved({ kind: 'penjualan', doc: await ctx.penjualan.mutateAsync(body) });
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  });
}

/**
 * The sale collecting an order: its made piece at the system price of its real weight,
 * the order's DP counted as paid; the server marks the order FINISH with the sale.
 */
async function saveAmbilPesanan(ctx: SaveContext, values: PenjualanFields, doc: PesananDoc) {
  const { cart } = ctx;
  if (cart.lines.length === 0) {
    cart.setProblem(cart.problem ?? WEB_TEXTS.transaksiPenjualan.belumDiscan);
    return;
  }
  if (!ctx.paid(cart.totals.total, values, doc.dp)) return;
  const body = {
    ...header(ctx, values),
    kode_marketplace: values.kode_marketplace ?? '',
    no_pesanan: doc.no_pesanan,
    items: cartItems(cart.lines),
    bayar: bayarBody(values),
  };
  await ctx.during(async () => {
    try {
      ctx.onSaved({ kind: 'penjualan', doc: await ctx.penjualan.mutateAsync(body) });
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  });
}

/** A sale of the scanned pieces; a price below the system's needs a second user's otorisasi. */
async function saveJual(ctx: SaveContext, values: PenjualanFields) {
  const { cart } = ctx;
  if (!ctx.paid(cart.totals.total, values)) return;
  const body = {
    ...header(ctx, values),
    kode_marketplace: values.kode_marketplace ?? '',
    items: cartItems(cart.lines),
    bayar: bayarBody(values),
  };
  const below = cart.lines.filter(isBelowSystem);
  const send = (otorisasi?: OtorisasiInput) =>
    ctx.penjualan.mutateAsync(otorisasi ? { ...body, otorisasi } : body);
  await ctx.during(async () => {
    try {
      const doc = await withConsent(below.length > 0, send, () =>
        ctx.requestOtorisasi({
          title: OTORISASI_HARGA_TITLE,
          description: (
            <Alert type="warning" showIcon title={belowSystemText(below) || OTORISASI_HARGA_TITLE} />
          ),
          send,
        }),
      );
      if (doc) ctx.onSaved({ kind: 'penjualan', doc });
    } catch (error) {
      cart.refused(error);
    }
  });
}

/** The consent a trade-in asks for: prices below the system's, traded-in lines that need it. */
function tukarOtorisasiText(ctx: SaveContext, tukar: TukarState): string {
  const below = ctx.cart.lines.filter(isBelowSystem);
  const needing = tukar.cart.lines.filter((line) => priceLine(line, tukar.rules).otorisasi !== null);
  return [
    ...(below.length > 0 ? [belowSystemText(below)] : []),
    ...(needing.length > 0 ? [otorisasiText(needing, tukar.rules)] : []),
  ].join('; ');
}

/**
 * A sale paid partly or wholly with gold traded in, saved with the buyback of that gold
 * in one request. One consent covers both halves: the server takes it where it is needed.
 */
async function saveTukar(ctx: SaveContext, values: PenjualanFields, tukar: TukarState) {
  const { cart } = ctx;
  if (!ctx.paid(cart.totals.total, values, 0, tukar.nilai)) return;
  const body: TukarInput = {
    ...header(ctx, values),
    kode_marketplace: values.kode_marketplace ?? '',
    items: cartItems(cart.lines),
    bayar: bayarBody(values),
    tukar: { items: buybackItems(tukar.cart.lines) },
  };
  // The server's own rules (at most 20 pieces...), told before the request.
  const checked = tukarSchema.safeParse(body);
  if (!checked.success) {
    notifyInfo(checked.error.issues[0]?.message ?? TEXTS.saveError);
    return;
  }
  const send = (otorisasi?: OtorisasiInput) =>
    ctx.tukar.mutateAsync(otorisasi ? { ...body, otorisasi, tukar: { ...body.tukar, otorisasi } } : body);
  const withOtorisasi = () =>
    ctx.requestOtorisasi({
      title: WEB_TEXTS.tukar.otorisasiTitle,
      description: <Alert type="warning" showIcon title={tukarOtorisasiText(ctx, tukar)} />,
      send,
    });
  const needed = cart.lines.some(isBelowSystem) || tukar.cart.totals.perluOtorisasi;
  await ctx.during(async () => {
    try {
      const doc = await withConsent(needed, send, withOtorisasi);
      if (doc) ctx.onSaved({ kind: 'tukar', doc });
    } catch (error) {
      cart.refused(error);
      tukar.cart.refused(error);
    }
  });
}

/**
 * Saving at the sales counter: a sale (with otorisasi when a price is below the system's),
 * a deposit (its DP paid now), the sale collecting a deposit or an order, or a sale paid with gold
 * traded in (Tukar). The payment and the server's own rules are checked before anything
 * is sent.
 */
export function usePenjualanSave(deps: PenjualanSaveDeps) {
  const penjualan = useSimpanPenjualan();
  const titipan = useSimpanTitipan();
  const tukar = useSimpanTukar();
  const fees = useBankFees();
  const { busy, during } = useBusy();
  const paid = (total: number, values: PembayaranValues, dp = 0, nilaiTukar = 0) => {
    const { problem } = settle(total, values, fees, dp, nilaiTukar);
    if (problem) notifyInfo(problem);
    return !problem;
  };
  const ctx: SaveContext = { ...deps, penjualan, titipan, tukar, paid, during };
  return {
    busy,
    titipanBaru: (values: PenjualanFields) => saveTitipan(ctx, values),
    ambilTitipan: (values: PenjualanFields, doc: TitipanDoc) => saveAmbil(ctx, values, doc),
    ambilPesanan: (values: PenjualanFields, doc: PesananDoc) => saveAmbilPesanan(ctx, values, doc),
    jual: (values: PenjualanFields) => saveJual(ctx, values),
    tukar: (values: PenjualanFields, state: TukarState) => saveTukar(ctx, values, state),
  };
}
