import { type ServiceDoc, serviceSchema, TEXTS } from '@toko/shared';
import { Form } from 'antd';
import { useState } from 'react';
import { useBusy, useIdempotencyKey } from '../../../components/counter/use-counter-form';
import { type CustomerValues, customerBody, useCustomer } from '../../../components/customer/use-customer';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { bayarBody, type PembayaranValues, settle, useBankFees } from '../../../components/pembayaran/settle';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSimpanService } from '../api/service-mutations';
import {
  dpServiceProblem,
  emptyServiceItem,
  type ServiceItemRow,
  serviceItemsBody,
  totalOngkos,
} from './service-items';
import type { ServiceNotaOf } from './service-nota-dialog';

export interface ServiceFields extends CustomerValues, PembayaranValues {
  kode_tukang?: string;
  tgl_selesai_estimasi?: string;
  keterangan?: string;
  items?: ServiceItemRow[];
  dp?: number | null;
}

export const INITIAL_SERVICE: Partial<ServiceFields> = {
  jenis_customer: 'UMUM',
  items: [emptyServiceItem()],
};

/**
 * Transaksi Service: the form, its customer, the ongkos the rows add up to, and the save
 * (DP checked against the ongkos and its payment before anything is sent); the saved
 * service's slip opens at once.
 */
export function useTransaksiService() {
  const [form] = Form.useForm<ServiceFields>();
  const customer = useCustomer(form);
  const key = useIdempotencyKey();
  const fees = useBankFees();
  const simpanService = useSimpanService();
  const { busy, during } = useBusy();
  const [saved, setSaved] = useState<ServiceDoc>();
  const [notaOf, setNotaOf] = useState<ServiceNotaOf>();
  const items = (Form.useWatch('items', form) ?? []) as ServiceItemRow[];
  const dp = Form.useWatch('dp', form) as number | null | undefined;
  const ongkos = totalOngkos(items);

  const baru = () => {
    form.resetFields();
    customer.pickMember(undefined);
    key.renew();
  };

  const simpan = async (values: ServiceFields) => {
    const dpProblem = dpServiceProblem(values.dp, ongkos);
    if (dpProblem) {
      notifyInfo(dpProblem);
      return;
    }
    const { problem } = settle(values.dp ?? 0, values, fees);
    if (problem) {
      notifyInfo(problem);
      return;
    }
    const body = {
      idempotency_key: key.current(),
      ...customerBody(values),
      kode_tukang: values.kode_tukang ?? '',
      tgl_selesai_estimasi: values.tgl_selesai_estimasi ?? '',
      keterangan: values.keterangan ?? '',
      items: serviceItemsBody(values.items),
      dp: values.dp ?? 0,
      bayar: bayarBody(values),
    };
    const checked = serviceSchema.safeParse(body);
    if (!checked.success) {
      notifyInfo(checked.error.issues[0]?.message ?? TEXTS.saveError);
      return;
    }
    await during(async () => {
      try {
        const doc = await simpanService.mutateAsync(body);
        notifySuccess(TEXTS.saved);
        setSaved(doc);
        setNotaOf({ no: doc.no_service, slip: 'SERVICE' });
        form.resetFields();
        customer.pickMember(undefined);
        key.renew();
      } catch (error) {
        notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
      }
    });
  };

  return { form, customer, busy, ongkos, dp, saved, setSaved, notaOf, setNotaOf, baru, simpan };
}

export type TransaksiService = ReturnType<typeof useTransaksiService>;
