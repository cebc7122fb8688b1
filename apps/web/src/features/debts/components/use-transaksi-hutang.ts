import {
  formatRupiah,
  type HutangDoc,
  type HutangInput,
  hutangSchema,
  JANGKA_BULAN,
  masterResource,
  TEXTS,
} from '@toko/shared';
import { Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useHargaEmasToday } from '../../../components/buyback/get-harga-emas-today';
import { useBusy, useIdempotencyKey } from '../../../components/counter/use-counter-form';
import { type CustomerValues, customerBody, useCustomer } from '../../../components/customer/use-customer';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { useOtorisasi, withConsent } from '../../../components/otorisasi/use-otorisasi';
import { type PembayaranValues, sisaCash } from '../../../components/pembayaran/settle';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useMaksPinjamanPersen } from '../api/get-hutang-settings';
import { useSimpanHutang } from '../api/simpan-hutang';
import {
  emptyHutangItem,
  type HutangItemRow,
  hutangItemsBody,
  jatuhTempoOf,
  kondisiFor,
  kondisiPinjamanOf,
  payoutProblem,
  perluOtorisasi,
  taksiranOf,
} from './hutang-taksiran';

export interface HutangFields extends CustomerValues, PembayaranValues {
  nik?: string;
  items?: HutangItemRow[];
  pokok?: number | null;
  jangka_bulan?: number;
}

export const INITIAL_HUTANG: Partial<HutangFields> = {
  jenis_customer: 'UMUM',
  items: [emptyHutangItem()],
  jangka_bulan: JANGKA_BULAN.default,
};

const kondisiMaster = masterResource('kondisi-pinjaman');

/** The loan as it is sent, or why it cannot be: the payout exactly the loan, the server's rules hold. */
export function hutangBody(
  values: HutangFields,
  idempotencyKey: string,
): { body: HutangInput } | { problem: string } {
  const pokok = values.pokok ?? 0;
  const cash = values.cash ?? 0;
  const transfer = values.transfer ?? 0;
  const payout = payoutProblem(pokok, cash, transfer);
  if (pokok > 0 && payout) return { problem: payout };
  const body: HutangInput = {
    idempotency_key: idempotencyKey,
    ...customerBody(values),
    nik: values.nik ?? '',
    items: hutangItemsBody(values.items),
    pokok,
    jangka_bulan: values.jangka_bulan ?? JANGKA_BULAN.default,
    bayar: { cash, transfer, no_rekening: transfer > 0 ? (values.no_rekening ?? '') : '' },
  };
  const checked = hutangSchema.safeParse(body);
  return checked.success ? { body } : { problem: checked.error.issues[0]?.message ?? TEXTS.saveError };
}

/**
 * Transaksi Hutang (decision 020): the customer and NIK, the pledged pieces valued live at
 * the day's buy price of their group, the maximum loan they allow, the loan (the maximum
 * unless typed), its tier and rate, term and due date, the payout, and the save; above the
 * maximum a second user's otorisasi goes with it. The loan's slip opens once saved.
 */
export function useTransaksiHutang() {
  const [form] = Form.useForm<HutangFields>();
  const session = useSession();
  const customer = useCustomer(form);
  const key = useIdempotencyKey();
  const hargaEmas = useHargaEmasToday();
  const maksPersen = useMaksPinjamanPersen();
  const kondisi = useMasterActive(kondisiMaster);
  const simpanHutang = useSimpanHutang();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const { busy, during } = useBusy();
  const [saved, setSaved] = useState<HutangDoc>();
  const [nota, setNota] = useState<string>();
  /** The loan follows the maximum until the counter types its own amount. */
  const pokokTyped = useRef(false);

  const items = Form.useWatch('items', form) as HutangItemRow[] | undefined;
  const pokok = (Form.useWatch('pokok', form) as number | null | undefined) ?? 0;
  const transfer = (Form.useWatch('transfer', form) as number | null | undefined) ?? 0;
  const jangkaBulan = (Form.useWatch('jangka_bulan', form) as number | undefined) ?? JANGKA_BULAN.default;
  const taksiran = taksiranOf(items, hargaEmas.data ?? [], maksPersen.data ?? 0);
  const tiers = kondisiPinjamanOf(kondisi.data);
  const tier = pokok > 0 ? kondisiFor(tiers, pokok) : undefined;
  const tglSystem = session?.user.tgl_system;
  const jatuhTempo = tglSystem ? jatuhTempoOf(tglSystem, jangkaBulan) : undefined;
  const diAtasMaksimal = pokok > 0 && perluOtorisasi(pokok, taksiran.maksPinjaman);

  useEffect(() => {
    if (!pokokTyped.current)
      form.setFieldValue('pokok', taksiran.maksPinjaman > 0 ? taksiran.maksPinjaman : null);
  }, [form, taksiran.maksPinjaman]);

  // Cash pays out what the transfer leaves: typed over, it is filled again when the loan or the transfer changes.
  useEffect(() => {
    form.setFieldValue('cash', sisaCash(pokok, transfer));
  }, [form, pokok, transfer]);

  const typePokok = () => {
    pokokTyped.current = true;
  };

  /** Back to the maximum the pieces allow. */
  const pakaiMaksimal = () => {
    pokokTyped.current = false;
    form.setFieldValue('pokok', taksiran.maksPinjaman > 0 ? taksiran.maksPinjaman : null);
  };

  const baru = () => {
    const kodeSales = form.getFieldValue('kode_sales');
    form.resetFields();
    form.setFieldsValue({ ...INITIAL_HUTANG, items: [emptyHutangItem()], kode_sales: kodeSales });
    customer.pickMember(undefined);
    pokokTyped.current = false;
    key.renew();
  };

  const simpan = async (values: HutangFields) => {
    if (taksiran.tanpaHarga.length > 0) {
      notifyInfo(TEXTS.hutang.tanpaHargaBeli(taksiran.tanpaHarga.join(', ')));
      return;
    }
    const made = hutangBody(values, key.current());
    if ('problem' in made) {
      notifyInfo(made.problem);
      return;
    }
    const { body } = made;
    await during(async () => {
      try {
        const doc = await withConsent(
          perluOtorisasi(body.pokok as number, taksiran.maksPinjaman),
          () => simpanHutang.mutateAsync(body),
          () =>
            requestOtorisasi({
              title: 'Otorisasi Pinjaman Di Atas Maksimal',
              description: `Pinjaman ${formatRupiah(Number(body.pokok))} melebihi maksimal ${formatRupiah(
                taksiran.maksPinjaman,
              )} (${maksPersen.data ?? 0}% dari nilai taksiran ${formatRupiah(taksiran.nilaiTaksiran)}).`,
              send: (otorisasi) => simpanHutang.mutateAsync({ ...body, otorisasi }),
            }),
        );
        if (!doc) return;
        notifySuccess(TEXTS.saved);
        setSaved(doc);
        baru();
        setNota(doc.no_hutang);
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
    maksPersen: maksPersen.data,
    taksiran,
    tiers,
    /** The tiers are known: a loan outside all of them is said so. */
    tiersLoaded: kondisi.isSuccess,
    tier,
    pokok,
    jangkaBulan,
    jatuhTempo,
    diAtasMaksimal,
    saved,
    setSaved,
    nota,
    setNota,
    typePokok,
    pakaiMaksimal,
    baru,
    simpan,
    otorisasiDialog,
  };
}

export type TransaksiHutang = ReturnType<typeof useTransaksiHutang>;
