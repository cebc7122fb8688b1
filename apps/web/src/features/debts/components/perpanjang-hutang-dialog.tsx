import { type HutangDoc, JANGKA_BULAN, TEXTS } from '@toko/shared';
import { Alert, Form } from 'antd';
import { useEffect, useRef } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { DocumentStepDialog } from '../../../components/dialogs/document-step-dialog';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { METODE_BELI, PembayaranFields } from '../../../components/pembayaran/pembayaran-fields';
import { type PembayaranValues, settle } from '../../../components/pembayaran/settle';
import { formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyInfo } from '../../../lib/notify';
import { usePerpanjangHutang } from '../api/hutang-mutations';
import { bayarPerpanjang } from './hutang-actions';
import { bungaHariIniItems, HutangRincian } from './hutang-rincian';
import { PerpanjangPinjamanFields } from './perpanjang-pinjaman-fields';

interface PerpanjangValues extends PembayaranValues {
  pokok_baru?: number | null;
  jangka_bulan?: number | null;
}

export interface PerpanjangHutangDialogProps {
  doc: HutangDoc | undefined;
  onClose: () => void;
  /** The new loan the renewal made. */
  onDone: (baru: HutangDoc, lama: HutangDoc) => void;
}

/**
 * Perpanjang: the interest owed today is paid, with the part of the principal the new loan
 * no longer carries; the same pieces stand for a new loan of `pokok baru` (at most the old
 * pokok) for a new term. Always with a second user's otorisasi.
 */
export function PerpanjangHutangDialog({ doc, onClose, onDone }: PerpanjangHutangDialogProps) {
  const [form] = Form.useForm<PerpanjangValues>();
  const perpanjang = usePerpanjangHutang();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    if (doc) {
      form.resetFields();
      form.setFieldsValue({ pokok_baru: doc.pokok, jangka_bulan: doc.jangka_bulan });
      key.current = newIdempotencyKey();
    }
  }, [doc, form]);

  const pokokBaru = Form.useWatch('pokok_baru', form) ?? 0;
  const bunga = doc?.bunga_berjalan?.bunga ?? 0;
  const total = doc ? bayarPerpanjang(bunga, doc.pokok, pokokBaru) : 0;

  const submit = async () => {
    if (!doc) return;
    const values = await form.validateFields();
    const { problem } = settle(total, values, new Map());
    if (problem) {
      notifyInfo(problem);
      return;
    }
    const body = {
      idempotency_key: key.current,
      no_hutang: doc.no_hutang,
      pokok_baru: values.pokok_baru ?? 0,
      jangka_bulan: values.jangka_bulan ?? JANGKA_BULAN.default,
      bayar: {
        cash: values.cash ?? 0,
        transfer: values.transfer ?? 0,
        no_rekening: values.no_rekening ?? '',
      },
    };
    try {
      const baru = await requestOtorisasi({
        title: 'Otorisasi Perpanjang Hutang',
        description: (
          <Alert
            type="warning"
            showIcon
            title={`Perpanjang ${doc.no_hutang} (${doc.nama_customer}): pokok baru ${formatRupiah(
              body.pokok_baru,
            )}, ${formatNumber(body.jangka_bulan)} bulan; dibayar ${formatRupiah(total)}`}
          />
        ),
        send: (otorisasi) => perpanjang.mutateAsync({ ...body, otorisasi }),
      });
      if (baru) onDone(baru, doc);
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  };

  return (
    <DocumentStepDialog
      open={Boolean(doc)}
      title={doc ? `Perpanjang Hutang ${doc.no_hutang}` : ''}
      okText="Simpan Perpanjang"
      name="perpanjang"
      width={900}
      form={form}
      pending={perpanjang.isPending}
      onSave={() => void submit()}
      onClose={onClose}
      overlay={otorisasiDialog}
    >
      {doc?.bunga_berjalan && (
        <>
          <HutangRincian
            doc={doc}
            data-testid="perpanjang-rincian"
            items={[
              { key: 'pokok', label: 'Pokok Lama', children: formatRupiah(doc.pokok) },
              { key: 'tempo', label: 'Jatuh Tempo', children: formatTanggal(doc.tgl_jatuh_tempo) },
              ...bungaHariIniItems(doc.bunga_berjalan),
              {
                key: 'bayar',
                label: 'Dibayar Customer',
                children: <span data-testid="perpanjang-total">{formatRupiah(total)}</span>,
              },
            ]}
          />
          <PerpanjangPinjamanFields pokokLama={doc.pokok} />
          <PembayaranFields form={form} methods={METODE_BELI} total={total} totalLabel="Dibayar Customer" />
        </>
      )}
    </DocumentStepDialog>
  );
}
