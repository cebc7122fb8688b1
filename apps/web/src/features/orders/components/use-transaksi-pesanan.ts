import { masterResource, type PesananDoc, pesananSchema, TEXTS } from '@toko/shared';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { useHargaEmasToday } from '../../../components/buyback/get-harga-emas-today';
import { useBusy, useIdempotencyKey } from '../../../components/counter/use-counter-form';
import { type CustomerValues, customerBody, useCustomer } from '../../../components/customer/use-customer';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { bayarBody, type PembayaranValues, settle, useBankFees } from '../../../components/pembayaran/settle';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSimpanPesanan } from '../api/pesanan-mutations';
import { dpPesananProblem, estimasiOf, hargaGramHariIni } from './pesanan-estimasi';

export interface PesananFields extends CustomerValues, PembayaranValues {
  kode_group?: string;
  kode_dept?: string;
  deskripsi?: string;
  /** Grams as typed ("5.125"), at most 3 decimals. */
  berat?: string;
  kadar?: string;
  harga_gram?: number | null;
  ongkos?: number | null;
  tgl_selesai?: string;
  /** The sample photo's key in the file store, once uploaded ('' without one). */
  foto?: string;
  dp?: number | null;
}

const groupMaster = masterResource('group');

export const INITIAL_PESANAN: Partial<PesananFields> = { jenis_customer: 'UMUM' };

/**
 * Transaksi Pesanan: the form, its customer, the day's price of the chosen kategori as
 * the price per gram, the estimate the fields add up to, and the save (DP checked against
 * the estimate and its payment before anything is sent); the saved order's slip opens at once.
 */
export function useTransaksiPesanan() {
  const [form] = Form.useForm<PesananFields>();
  const customer = useCustomer(form);
  const key = useIdempotencyKey();
  const fees = useBankFees();
  const hargaEmas = useHargaEmasToday();
  const groups = useMasterActive(groupMaster);
  const simpanPesanan = useSimpanPesanan();
  const { busy, during } = useBusy();
  const [saved, setSaved] = useState<PesananDoc>();
  const [nota, setNota] = useState<string>();
  const kodeGroup = Form.useWatch('kode_group', form);
  const berat = Form.useWatch('berat', form);
  const hargaGram = Form.useWatch('harga_gram', form);
  const ongkos = Form.useWatch('ongkos', form);
  const dp = Form.useWatch('dp', form) as number | null | undefined;
  const estimasi = estimasiOf(berat, hargaGram, ongkos);
  const hargaHariIni = hargaGramHariIni(hargaEmas.data ?? [], kodeGroup);

  // A kategori picked before the day's prices arrived gets its price once they do.
  useEffect(() => {
    if (hargaHariIni && !form.getFieldValue('harga_gram')) form.setFieldValue('harga_gram', hargaHariIni);
  }, [form, hargaHariIni]);

  /**
   * A kategori chosen: its jenis start over, its day's price becomes the price per gram
   * and its kadar the order's (both may be typed over).
   */
  const pickGroup = (next: string | undefined) => {
    const kadar = Number(groups.data?.find((row) => row.kode_group === next)?.kadar ?? 0);
    form.setFieldsValue({
      kode_dept: undefined,
      harga_gram: hargaGramHariIni(hargaEmas.data ?? [], next) ?? null,
      kadar: kadar > 0 ? String(kadar) : undefined,
    });
  };

  const baru = () => {
    form.resetFields();
    customer.pickMember(undefined);
    key.renew();
  };

  const simpan = async (values: PesananFields) => {
    const problem = dpPesananProblem(values.dp, estimasiOf(values.berat, values.harga_gram, values.ongkos));
    if (problem) {
      notifyInfo(problem);
      return;
    }
    const paid = settle(values.dp ?? 0, values, fees);
    if (paid.problem) {
      notifyInfo(paid.problem);
      return;
    }
    const body = {
      idempotency_key: key.current(),
      ...customerBody(values),
      kode_group: values.kode_group ?? '',
      kode_dept: values.kode_dept ?? '',
      deskripsi: values.deskripsi ?? '',
      berat: values.berat ?? '',
      kadar: values.kadar ?? '',
      // The price shown is the price agreed: the day's price of the kategori, or what the counter typed.
      harga_gram: values.harga_gram ?? 0,
      ongkos: values.ongkos ?? 0,
      tgl_selesai: values.tgl_selesai ?? '',
      foto: values.foto ?? '',
      dp: values.dp ?? 0,
      bayar: bayarBody(values),
    };
    const checked = pesananSchema.safeParse(body);
    if (!checked.success) {
      notifyInfo(checked.error.issues[0]?.message ?? TEXTS.saveError);
      return;
    }
    await during(async () => {
      try {
        const doc = await simpanPesanan.mutateAsync(body);
        notifySuccess(TEXTS.saved);
        setSaved(doc);
        setNota(doc.no_pesanan);
        form.resetFields();
        customer.pickMember(undefined);
        key.renew();
      } catch (error) {
        notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
      }
    });
  };

  return {
    form,
    customer,
    busy,
    hargaEmas,
    hargaHariIni,
    kodeGroup,
    berat,
    hargaGram,
    ongkos: ongkos ?? 0,
    estimasi,
    dp,
    saved,
    setSaved,
    nota,
    setNota,
    pickGroup,
    baru,
    simpan,
  };
}

export type TransaksiPesanan = ReturnType<typeof useTransaksiPesanan>;
