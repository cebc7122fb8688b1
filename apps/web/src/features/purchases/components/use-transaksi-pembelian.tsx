import {
  type PembelianDoc,
  type PembelianInput,
  type PembelianNota,
  pembelianSchema,
  TEXTS,
} from '@toko/shared';
import { Alert, Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import {
  cartItems,
  notaCustomer,
  otorisasiText,
  type PembelianCartLine,
  type PricingRules,
  priceLine,
} from '../../../components/buyback/pembelian-cart';
import { usePembelianCart } from '../../../components/buyback/use-pembelian-cart';
import { usePricingRules } from '../../../components/buyback/use-pricing-rules';
import { useBusy, useIdempotencyKey } from '../../../components/counter/use-counter-form';
import {
  type CustomerState,
  type CustomerValues,
  customerBody,
  useCustomer,
} from '../../../components/customer/use-customer';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useOtorisasi, withConsent } from '../../../components/otorisasi/use-otorisasi';
import { bayarProblem, type PembayaranValues, sisaCash } from '../../../components/pembayaran/settle';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { useSimpanPembelian } from '../api/simpan-pembelian';

/** The Transaksi Pembelian form: the customer and how the shop pays them. */
export interface PembelianFields
  extends CustomerValues,
    Pick<PembayaranValues, 'cash' | 'transfer' | 'no_rekening'> {}

export const INITIAL: Partial<PembelianFields> = { jenis_customer: 'UMUM', cash: 0, transfer: 0 };

/**
 * Saving a buyback: the payment must be exactly the total and the server's rules hold;
 * lines that need otorisasi ask for it first, and a 422 asking for it (prices changed
 * meanwhile) asks then.
 */
function usePembelianSave(rules: PricingRules, onSaved: (doc: PembelianDoc) => void) {
  const simpan = useSimpanPembelian();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const { busy, during } = useBusy();
  const withOtorisasi = (body: PembelianInput, needing: readonly PembelianCartLine[]) =>
    requestOtorisasi({
      title: WEB_TEXTS.transaksiPembelian.otorisasiTitle,
      description: (
        <Alert
          type="warning"
          showIcon
          data-testid="otorisasi-pembelian-lines"
          title={otorisasiText(needing, rules)}
        />
      ),
      send: (otorisasi) => simpan.mutateAsync({ ...body, otorisasi }),
    });
  const save = (body: PembelianInput, lines: readonly PembelianCartLine[]) => {
    const needing = lines.filter((line) => priceLine(line, rules).otorisasi !== null);
    // Asked by the server alone, the consent covers every line.
    return withConsent(
      needing.length > 0,
      () => simpan.mutateAsync(body),
      () => withOtorisasi(body, needing.length > 0 ? needing : lines),
    );
  };
  const send = (
    body: PembelianInput,
    lines: readonly PembelianCartLine[],
    refused: (error: unknown) => void,
  ) =>
    during(async () => {
      try {
        const doc = await save(body, lines);
        if (doc) onSaved(doc);
      } catch (error) {
        refused(error);
      }
    });
  return { busy, send, otorisasiDialog };
}

/**
 * The first receipt scanned names the customer when the form has none yet: whoever
 * brings the piece back is usually who bought it. What the cashier typed or picked
 * stays, and every field remains editable.
 */
async function customerFromNota(
  form: FormInstance<PembelianFields>,
  customer: CustomerState,
  nota: PembelianNota,
) {
  if (form.getFieldValue('nama_customer')?.trim()) return;
  const fromNota = notaCustomer(nota);
  customer.fill(fromNota);
  customer.setMember(undefined);
  if (!fromNota.kode_member) return;
  try {
    // The member's record as it is today (phone, address, points) rather than the receipt's copy.
    const member = await customer.fetchMember(fromNota.kode_member);
    // The clerk may have changed the customer while it was read: what they typed stands.
    if (form.getFieldValue('kode_member') !== fromNota.kode_member) return;
    customer.setMember(member);
    const today = { nama_customer: member.nama_member, no_hp: member.no_hp, alamat_customer: member.alamat };
    const keys = Object.keys(today) as (keyof typeof today)[];
    customer.fill(
      Object.fromEntries(
        keys.filter((key) => form.getFieldValue(key) === fromNota[key]).map((key) => [key, today[key]]),
      ),
    );
  } catch (error) {
    // A member no longer found still names the customer: the buyback goes on as non-member.
    customer.fill({ jenis_customer: 'UMUM', kode_member: undefined });
    notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
  }
}

/** The buyback as it is sent, or why it cannot be: the payout must be exactly the total, the server's rules hold. */
function pembelianBody(
  values: PembelianFields,
  lines: readonly PembelianCartLine[],
  total: number,
  idempotencyKey: string,
): { body: PembelianInput } | { problem: string } {
  const cash = values.cash ?? 0;
  const transfer = values.transfer ?? 0;
  const payment = bayarProblem(total, cash, transfer);
  if (payment) return { problem: payment };
  const body: PembelianInput = {
    idempotency_key: idempotencyKey,
    ...customerBody(values),
    items: cartItems(lines),
    bayar: { cash, transfer, no_rekening: transfer > 0 ? (values.no_rekening ?? '') : '' },
  };
  // The server's own rules, told before the request.
  const checked = pembelianSchema.safeParse(body);
  return checked.success ? { body } : { problem: checked.error.issues[0]?.message ?? TEXTS.saveError };
}

/**
 * Transaksi Pembelian's state (DOMAIN.md §2): the pieces brought back and their prices,
 * the customer (the first receipt names them), the payout and the save.
 */
export function useTransaksiPembelian() {
  const rules = usePricingRules();
  const [form] = Form.useForm<PembelianFields>();
  const customer = useCustomer(form);
  const cart = usePembelianCart(rules);
  const key = useIdempotencyKey();
  const [saved, setSaved] = useState<PembelianDoc>();
  const [notaOf, setNotaOf] = useState<string>();
  const transfer = Form.useWatch('transfer', form) ?? 0;

  // Cash pays what the transfer leaves: typed over, it is filled again when the total or the transfer changes.
  useEffect(() => {
    form.setFieldValue('cash', sisaCash(cart.totals.total, transfer));
  }, [form, cart.totals.total, transfer]);

  const baru = () => {
    const kodeSales = form.getFieldValue('kode_sales');
    form.resetFields();
    form.setFieldsValue({ ...INITIAL, kode_sales: kodeSales });
    cart.clear();
    customer.setMember(undefined);
    key.renew();
  };

  const save = usePembelianSave(rules, (doc) => {
    notifySuccess(TEXTS.saved);
    setSaved(doc);
    baru();
    setNotaOf(doc.no_faktur_group);
  });

  const simpan = async (values: PembelianFields) => {
    if (cart.lines.length === 0) {
      cart.setProblem(TEXTS.pembelian.barangHarusDiisi);
      return;
    }
    const made = pembelianBody(values, cart.lines, cart.totals.total, key.current());
    if ('problem' in made) notifyInfo(made.problem);
    else await save.send(made.body, cart.lines, cart.refused);
  };

  return {
    rules,
    form,
    customer,
    cart,
    busy: save.busy,
    saved,
    closeSaved: () => setSaved(undefined),
    notaOf,
    setNotaOf,
    otorisasiDialog: save.otorisasiDialog,
    putDraft: (line: PembelianCartLine) => {
      if (cart.putDraft(line) && line.nota) void customerFromNota(form, customer, line.nota);
    },
    baru,
    simpan,
  };
}

export type TransaksiPembelian = ReturnType<typeof useTransaksiPembelian>;
