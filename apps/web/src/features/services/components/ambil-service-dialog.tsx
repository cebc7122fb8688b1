import { jumlahBarang, type ServiceDoc, TEXTS } from '@toko/shared';
import { Form } from 'antd';
import { useEffect } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { DocumentStepDialog } from '../../../components/dialogs/document-step-dialog';
import { METODE_JUAL, PembayaranFields } from '../../../components/pembayaran/pembayaran-fields';
import { bayarBody, type PembayaranValues, settle, useBankFees } from '../../../components/pembayaran/settle';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { notifyInfo } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { useAmbilService } from '../api/service-mutations';
import { ServiceLinesTable } from './service-columns';

export interface AmbilServiceDialogProps {
  doc: ServiceDoc | undefined;
  onClose: () => void;
  onDone: (doc: ServiceDoc) => void;
}

/** Ambil: the customer collects the repaired pieces and pays what the DP left (SERVICE AMBIL in the cash book). */
export function AmbilServiceDialog({ doc, onClose, onDone }: AmbilServiceDialogProps) {
  const [form] = Form.useForm<PembayaranValues>();
  const ambil = useAmbilService();
  const fees = useBankFees();
  useEffect(() => {
    if (doc) form.resetFields();
  }, [doc, form]);

  const submit = async () => {
    if (!doc) return;
    const values = await form.validateFields();
    const { problem } = settle(doc.sisa, values, fees);
    if (problem) {
      notifyInfo(problem);
      return;
    }
    try {
      onDone(await ambil.mutateAsync({ no_service: doc.no_service, bayar: bayarBody(values) }));
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  };

  return (
    <DocumentStepDialog
      open={Boolean(doc)}
      title={doc ? WEB_TEXTS.service.ambilTitle(doc.no_service) : ''}
      okText="Simpan Ambil"
      name="ambil"
      width={900}
      form={form}
      pending={ambil.isPending}
      onSave={() => void submit()}
      onClose={onClose}
      summary={
        doc &&
        `${doc.nama_customer}: ${formatNumber(jumlahBarang(doc.items))} barang, ongkos ${formatRupiah(
          doc.ongkos,
        )}, DP ${formatRupiah(doc.dp)} sudah dibayar, sisa ${formatRupiah(doc.sisa)}`
      }
    >
      {doc && (
        <>
          <ServiceLinesTable items={doc.items} />
          <div style={{ marginTop: 16 }}>
            <PembayaranFields form={form} methods={METODE_JUAL} total={doc.sisa} totalLabel="Sisa Dibayar" />
          </div>
        </>
      )}
    </DocumentStepDialog>
  );
}
