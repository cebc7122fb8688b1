import { formatRentangTanggal, type HutangDoc, jumlahBarang, TEXTS } from '@toko/shared';
import { Alert, Form } from 'antd';
import { useEffect, useRef } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { DocumentStepDialog } from '../../../components/dialogs/document-step-dialog';
import { METODE_BELI, PembayaranFields } from '../../../components/pembayaran/pembayaran-fields';
import { type PembayaranValues, settle } from '../../../components/pembayaran/settle';
import { formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyInfo } from '../../../lib/notify';
import { useBayarBunga, useLunasHutang } from '../api/hutang-mutations';
import { HutangLinesTable } from './hutang-columns';
import { bungaHariIniItems, HutangRincian } from './hutang-rincian';

/** BUNGA: the interest owed today only; LUNAS: pokok + interest, the pieces handed back. */
export type JenisBayar = 'BUNGA' | 'LUNAS';

export interface BayarHutangDialogProps {
  doc: HutangDoc | undefined;
  jenis: JenisBayar;
  onClose: () => void;
  /** The loan as the server answers it after the payment. */
  onDone: (doc: HutangDoc, jenis: JenisBayar) => void;
}

/** What the customer pays now: the interest, or pokok + interest. */
export function tagihan(doc: HutangDoc, jenis: JenisBayar): number {
  const berjalan = doc.bunga_berjalan;
  if (!berjalan) return 0;
  return jenis === 'BUNGA' ? berjalan.bunga : berjalan.total_lunas;
}

/**
 * Bayar Bunga and Lunas at the counter: the interest as of the business date (the days the
 * loan ran and the days charged, the first month charged whole), paid in cash (change
 * handed back) and/or by transfer to a shop account (at most what is due).
 */
export function BayarHutangDialog({ doc, jenis, onClose, onDone }: BayarHutangDialogProps) {
  const [form] = Form.useForm<PembayaranValues>();
  const bunga = useBayarBunga();
  const lunas = useLunasHutang();
  const mutation = jenis === 'BUNGA' ? bunga : lunas;
  // One key per opened dialog: a retry after a lost answer is the same payment.
  const key = useRef(newIdempotencyKey());
  useEffect(() => {
    if (doc) {
      form.resetFields();
      key.current = newIdempotencyKey();
    }
  }, [doc, form]);

  const total = doc ? tagihan(doc, jenis) : 0;
  const submit = async () => {
    if (!doc) return;
    const values = await form.validateFields();
    const { problem } = settle(total, values, new Map());
    if (problem) {
      notifyInfo(problem);
      return;
    }
    try {
      const result = await mutation.mutateAsync({
        idempotency_key: key.current,
        no_hutang: doc.no_hutang,
        bayar: {
          cash: values.cash ?? 0,
          transfer: values.transfer ?? 0,
          no_rekening: values.no_rekening ?? '',
        },
      });
      onDone(result, jenis);
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  };

  const berjalan = doc?.bunga_berjalan;
  const title = jenis === 'BUNGA' ? 'Bayar Bunga' : 'Lunas Hutang';
  return (
    <DocumentStepDialog
      open={Boolean(doc)}
      title={doc ? `${title} ${doc.no_hutang}` : ''}
      okText={jenis === 'BUNGA' ? 'Simpan Bayar Bunga' : 'Simpan Lunas'}
      name="bayar-hutang"
      width={900}
      form={form}
      pending={mutation.isPending}
      onSave={() => void submit()}
      onClose={onClose}
    >
      {doc && berjalan && (
        <>
          <HutangRincian
            doc={doc}
            data-testid="bayar-hutang-rincian"
            items={[
              { key: 'pokok', label: 'Pokok', children: formatRupiah(doc.pokok) },
              {
                key: 'bunga-persen',
                label: 'Bunga',
                children: `${doc.kode_pinjaman} · ${formatNumber(doc.bunga_persen)}% / bulan`,
              },
              {
                key: 'dari',
                // Interest paid ahead (the first month charged whole) leaves the clock after
                // today: the period already paid, still read from the earlier date.
                label: berjalan.tgl_dari > berjalan.tanggal ? 'Bunga Sudah Dibayar' : 'Bunga Dari',
                children: formatRentangTanggal(berjalan.tgl_dari, berjalan.tanggal, formatTanggal),
              },
              ...bungaHariIniItems(berjalan),
            ]}
          />
          {jenis === 'LUNAS' && (
            <>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                title={`Pokok ${formatRupiah(doc.pokok)} + bunga ${formatRupiah(berjalan.bunga)} = ${formatRupiah(
                  berjalan.total_lunas,
                )}; ${formatNumber(jumlahBarang(doc.items))} barang jaminan dikembalikan`}
              />
              <HutangLinesTable doc={doc} />
            </>
          )}
          <div style={{ marginTop: 16 }}>
            <PembayaranFields
              form={form}
              methods={METODE_BELI}
              total={total}
              totalLabel={jenis === 'BUNGA' ? 'Bunga Dibayar' : 'Total Lunas'}
            />
          </div>
        </>
      )}
    </DocumentStepDialog>
  );
}
