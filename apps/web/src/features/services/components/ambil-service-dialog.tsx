import { jumlahBarang, type ServiceDoc, TEXTS } from '@toko/shared';
import { Alert, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
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
    <Modal
      open={Boolean(doc)}
      title={doc ? WEB_TEXTS.service.ambilTitle(doc.no_service) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Simpan Ambil"
      cancelText="Tutup"
      confirmLoading={ambil.isPending}
      okButtonProps={{ 'data-testid': 'ambil-ok' }}
      width={900}
      destroyOnHidden
      forceRender
    >
      {doc && (
        <Form form={form} layout="vertical" requiredMark={false} data-testid="ambil-form">
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`${doc.nama_customer}: ${formatNumber(jumlahBarang(doc.items))} barang, ongkos ${formatRupiah(
              doc.ongkos,
            )}, DP ${formatRupiah(doc.dp)} sudah dibayar, sisa ${formatRupiah(doc.sisa)}`}
          />
          <ServiceLinesTable items={doc.items} />
          <div style={{ marginTop: 16 }}>
            <PembayaranFields form={form} methods={METODE_JUAL} total={doc.sisa} totalLabel="Sisa Dibayar" />
          </div>
        </Form>
      )}
    </Modal>
  );
}
