import { TEXTS, TITIPAN_MENU, type TitipanDoc } from '@toko/shared';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../components/counter/use-counter-form';
import { type CustomerState, useCustomer } from '../../../components/customer/use-customer';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useCanUseMenu } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { titipanTotals } from './titipan-cart';
import { usePenjualanCart } from './use-penjualan-cart';
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

/**
 * The deposit a sale collects (Ambil Titipan): chosen from the validated open ones, it
 * names the customer (the member read as they are today) and the pieces.
 */
function useAmbilTitipan(form: FormInstance<PenjualanFields>, customer: CustomerState, renewKey: () => void) {
  const [doc, setDoc] = useState<TitipanDoc>();
  const [chooser, setChooser] = useState(false);

  const pick = async (picked: TitipanDoc) => {
    setChooser(false);
    setDoc(picked);
    customer.fill({
      kode_sales: form.getFieldValue('kode_sales') || picked.kode_sales,
      jenis_customer: picked.kode_member ? 'MEMBER' : 'UMUM',
      kode_member: picked.kode_member || undefined,
      nama_customer: picked.nama_customer,
      no_hp: picked.no_hp,
      alamat_customer: picked.alamat_customer,
    });
    renewKey();
    customer.setMember(undefined);
    if (!picked.kode_member) return;
    try {
      customer.setMember(await customer.fetchMember(picked.kode_member));
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
    }
  };

  /** Back from collecting a deposit to an empty sale: the customer was the deposit's. */
  const lepas = () => {
    setDoc(undefined);
    customer.pickMember(undefined);
    customer.fill({ jenis_customer: 'UMUM', kode_member: undefined });
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

export type AmbilTitipanState = ReturnType<typeof useAmbilTitipan>;

/**
 * Transaksi Penjualan's state: the cart, the customer, the payment and the save, in three
 * modes: a sale (paid with money, or partly or wholly with gold traded in: Tukar), a
 * deposit taken (Titipan: the pieces held at today's price for a DP), a deposit collected
 * (Ambil Titipan: exactly its pieces, its DP counted as paid).
 */
export function useTransaksiPenjualan() {
  const [form] = Form.useForm<PenjualanFields>();
  const customer = useCustomer(form);
  const cart = usePenjualanCart();
  const key = useIdempotencyKey();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const ambil = useAmbilTitipan(form, customer, key.renew);
  const tukar = useTukar();
  const [mode, setMode] = useState<Mode>('PENJUALAN');
  const [saved, setSaved] = useState<Saved>();
  const [notaOf, setNotaOf] = useState<NotaOf>();
  const dp = Form.useWatch('dp', form);
  // Deposits belong to Lihat Titipan: without it the counter only sells.
  const mayDeposit = useCanUseMenu([TITIPAN_MENU]);

  const baru = () => {
    const kodeSales = form.getFieldValue('kode_sales');
    form.resetFields();
    form.setFieldsValue({ ...INITIAL, kode_sales: kodeSales });
    cart.clear();
    customer.setMember(undefined);
    ambil.forget();
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
    tukar.lepas();
    setMode(next);
    cart.setProblem(undefined);
    if (next === 'TITIPAN') cart.atSystemPrice();
    key.renew();
  };

  const simpan = async (values: PenjualanFields) => {
    if (ambil.doc) await save.ambilTitipan(values, ambil.doc);
    else if (cart.lines.length === 0) cart.setProblem(WEB_TEXTS.transaksiPenjualan.belumDiscan);
    else if (mode === 'TITIPAN') await save.titipanBaru(values);
    else if (tukar.cart.lines.length > 0) await save.tukar(values, tukar);
    else await save.jual(values);
  };

  const pickTitipan = (doc: TitipanDoc) => {
    cart.clear();
    // Collecting a deposit is its own sale: gold is not traded against it.
    tukar.lepas();
    void ambil.pick(doc);
  };

  return {
    form,
    customer,
    cart,
    ambil: { ...ambil, pick: pickTitipan },
    tukar,
    mode,
    titipan: mode === 'TITIPAN',
    mayDeposit,
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
