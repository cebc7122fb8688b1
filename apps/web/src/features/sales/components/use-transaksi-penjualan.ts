import { type PesananDoc, TEXTS, TITIPAN_MENU, type TitipanDoc } from '@toko/shared';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../components/counter/use-counter-form';
import { type CustomerState, useCustomer } from '../../../components/customer/use-customer';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useCanUseMenu } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { pesananTotals } from './pesanan-ambil';
import { titipanTotals } from './titipan-cart';
import { type PenjualanCartState, usePenjualanCart } from './use-penjualan-cart';
import { type PenjualanFields, type Saved, usePenjualanSave } from './use-penjualan-save';
import { useTukar } from './use-tukar';

/** The counter sells (a plain sale, or collecting a deposit) or takes a deposit. */
export type Mode = 'PENJUALAN' | 'TITIPAN';

/** The receipt the counter shows: a sale's or a deposit's. */
export type NotaOf = { kind: Saved['kind']; no: string };

export const INITIAL: Partial<PenjualanFields> = { jenis_customer: 'UMUM' };

export function notaOfSaved(saved: Saved): NotaOf {
  if (saved.kind === 'titipan') return { kind: 'titipan', no: saved.doc.no_titip };
  if (saved.kind === 'tukar') return { kind: 'tukar', no: saved.doc.penjualan.no_faktur_group };
  return { kind: 'penjualan', no: saved.doc.no_faktur_group };
}

/** The document a sale collects names its customer: the member read as they are today. */
async function takeCustomerOf(
  form: FormInstance<PenjualanFields>,
  customer: CustomerState,
  picked: Pick<TitipanDoc, 'kode_sales' | 'kode_member' | 'nama_customer' | 'no_hp' | 'alamat_customer'>,
) {
  customer.fill({
    kode_sales: form.getFieldValue('kode_sales') || picked.kode_sales,
    jenis_customer: picked.kode_member ? 'MEMBER' : 'UMUM',
    kode_member: picked.kode_member || undefined,
    nama_customer: picked.nama_customer,
    no_hp: picked.no_hp,
    alamat_customer: picked.alamat_customer,
  });
  customer.setMember(undefined);
  if (!picked.kode_member) return;
  try {
    customer.setMember(await customer.fetchMember(picked.kode_member));
  } catch (error) {
    notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
  }
}

/** Back from collecting a deposit or an order to an empty sale: the customer was the document's. */
function releaseCustomer(customer: CustomerState) {
  customer.pickMember(undefined);
  customer.fill({ jenis_customer: 'UMUM', kode_member: undefined });
}

/**
 * The deposit a sale collects (Ambil Titipan): chosen from the validated open ones, it
 * names the customer and the pieces.
 */
function useAmbilTitipan(form: FormInstance<PenjualanFields>, customer: CustomerState, renewKey: () => void) {
  const [doc, setDoc] = useState<TitipanDoc>();
  const [chooser, setChooser] = useState(false);

  const pick = async (picked: TitipanDoc) => {
    setChooser(false);
    setDoc(picked);
    renewKey();
    await takeCustomerOf(form, customer, picked);
  };

  const lepas = () => {
    setDoc(undefined);
    releaseCustomer(customer);
    renewKey();
  };

  return {
    doc,
    totals: doc ? titipanTotals(doc) : undefined,
    chooser,
    openChooser: () => setChooser(true),
    closeChooser: () => setChooser(false),
    pick,
    lepas,
    forget: () => setDoc(undefined),
  };
}

/**
 * The order a sale collects (Ambil Pesanan): chosen from the made ones (DONE), it names
 * the customer, and its made piece comes onto the sale priced by its real weight at
 * today's price; the order's DP counts as paid.
 */
function useAmbilPesanan(
  form: FormInstance<PenjualanFields>,
  customer: CustomerState,
  cart: PenjualanCartState,
  renewKey: () => void,
) {
  const [doc, setDoc] = useState<PesananDoc>();
  const [chooser, setChooser] = useState(false);

  const pick = async (picked: PesananDoc) => {
    setChooser(false);
    setDoc(picked);
    renewKey();
    await Promise.all([
      takeCustomerOf(form, customer, picked),
      cart.takeOrderPiece(picked.kode_barcode ?? '', picked.no_pesanan),
    ]);
  };

  const lepas = () => {
    setDoc(undefined);
    cart.clear();
    releaseCustomer(customer);
    renewKey();
  };

  return {
    doc,
    totals: doc ? pesananTotals(doc, cart.lines) : undefined,
    chooser,
    openChooser: () => setChooser(true),
    closeChooser: () => setChooser(false),
    pick,
    lepas,
    forget: () => setDoc(undefined),
  };
}

export type AmbilPesananState = ReturnType<typeof useAmbilPesanan>;

export type AmbilTitipanState = ReturnType<typeof useAmbilTitipan>;

/**
 * Transaksi Penjualan's state: the cart, the customer, the payment and the save, in three
 * modes: a sale (paid with money, or partly or wholly with gold traded in: Tukar), a
 * deposit taken (Titipan: the pieces held at today's price for a DP), a deposit collected
 * (Ambil Titipan: exactly its pieces, its DP counted as paid), an order collected (Ambil
 * Pesanan: its made piece by its real weight at today's price, its DP counted as paid).
 */
export function useTransaksiPenjualan() {
  const [form] = Form.useForm<PenjualanFields>();
  const customer = useCustomer(form);
  const cart = usePenjualanCart();
  const key = useIdempotencyKey();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const ambil = useAmbilTitipan(form, customer, key.renew);
  const pesanan = useAmbilPesanan(form, customer, cart, key.renew);
  const tukar = useTukar();
  const [mode, setMode] = useState<Mode>('PENJUALAN');
  const [saved, setSaved] = useState<Saved>();
  const [notaOf, setNotaOf] = useState<NotaOf>();
  const dp = Form.useWatch('dp', form);
  // Deposits belong to Lihat Titipan: without it the counter only sells.
  const mayDeposit = useCanUseMenu([TITIPAN_MENU]);
  // Orders likewise belong to Lihat Pesanan: the server refuses collecting one without it.
  const mayCollectOrder = useCanUseMenu(['lihat-pesanan']);

  const baru = () => {
    const kodeSales = form.getFieldValue('kode_sales');
    form.resetFields();
    form.setFieldsValue({ ...INITIAL, kode_sales: kodeSales });
    cart.clear();
    customer.setMember(undefined);
    ambil.forget();
    pesanan.forget();
    tukar.lepas();
    key.renew();
  };

  const save = usePenjualanSave({
    cart,
    idempotencyKey: key.current,
    requestOtorisasi,
    onSaved: (next) => {
      notifySuccess(TEXTS.saved);
      setSaved(next);
      baru();
      setNotaOf(notaOfSaved(next));
    },
  });

  const switchMode = (next: Mode) => {
    if (ambil.doc) ambil.lepas();
    if (pesanan.doc) pesanan.lepas();
    tukar.lepas();
    setMode(next);
    cart.setProblem(undefined);
    if (next === 'TITIPAN') cart.atSystemPrice();
    key.renew();
  };

  const simpan = async (values: PenjualanFields) => {
    if (ambil.doc) await save.ambilTitipan(values, ambil.doc);
    else if (pesanan.doc) await save.ambilPesanan(values, pesanan.doc);
    else if (cart.lines.length === 0) cart.setProblem(WEB_TEXTS.transaksiPenjualan.belumDiscan);
    else if (mode === 'TITIPAN') await save.titipanBaru(values);
    else if (tukar.cart.lines.length > 0) await save.tukar(values, tukar);
    else await save.jual(values);
  };

  const pickTitipan = (doc: TitipanDoc) => {
    cart.clear();
    // Collecting a deposit is its own sale: gold is not traded against it, no order is collected with it.
    tukar.lepas();
    pesanan.forget();
    void ambil.pick(doc);
  };

  const pickPesanan = (doc: PesananDoc) => {
    // Collecting an order is its own sale too: its piece alone, no gold traded, no deposit.
    tukar.lepas();
    ambil.forget();
    void pesanan.pick(doc);
  };

  return {
    form,
    customer,
    cart,
    ambil: { ...ambil, pick: pickTitipan },
    pesanan: { ...pesanan, pick: pickPesanan },
    tukar,
    mode,
    titipan: mode === 'TITIPAN',
    mayDeposit,
    mayCollectOrder,
    dp,
    busy: save.busy,
    saved,
    notaOf,
    setNotaOf,
    otorisasiDialog,
    baru,
    switchMode,
    simpan,
  };
}

export type TransaksiPenjualan = ReturnType<typeof useTransaksiPenjualan>;
