import type { ServiceDoc } from '@toko/shared';
import { TEXTS } from '@toko/shared';
import { Form, Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { DocumentStepDialog } from '../../../components/dialogs/document-step-dialog';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { beratInput, formatBerat, formatRupiah } from '../../../lib/format';
import { notifyInfo } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { useSelesaiService } from '../api/service-mutations';

interface SelesaiFields {
  biaya_tukang?: number | null;
  berat?: Record<string, string>;
}

export interface SelesaiServiceDialogProps {
  doc: ServiceDoc | undefined;
  onClose: () => void;
  onDone: (doc: ServiceDoc) => void;
}

/**
 * Selesai: the tukang brought the pieces back. The counter records what the tukang
 * charges the shop and weighs each piece again (a repair may add or take off gold).
 */
export function SelesaiServiceDialog({ doc, onClose, onDone }: SelesaiServiceDialogProps) {
  const [form] = Form.useForm<SelesaiFields>();
  const selesai = useSelesaiService();
  useEffect(() => {
    if (doc)
      form.setFieldsValue({
        biaya_tukang: undefined,
        berat: Object.fromEntries(doc.items.map((line) => [String(line.id), beratInput(line.berat)])),
      });
  }, [doc, form]);

  const submit = async () => {
    if (!doc) return;
    const values = await form.validateFields();
    try {
      const saved = await selesai.mutateAsync({
        no_service: doc.no_service,
        biaya_tukang: values.biaya_tukang ?? 0,
        items: doc.items.map((line) => ({
          id: line.id,
          berat_selesai: Number(values.berat?.[String(line.id)]),
        })),
      });
      onDone(saved);
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    }
  };

  const columns: TableColumnsType<ServiceDoc['items'][number]> = [
    { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
    { key: 'kerusakan', title: 'Kerusakan', dataIndex: 'kerusakan' },
    { key: 'berat', title: 'Berat Awal (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
    {
      key: 'berat_selesai',
      title: 'Berat Selesai (gr)',
      width: 150,
      render: (_v, line) => (
        <Form.Item
          name={['berat', String(line.id)]}
          style={{ margin: 0 }}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (!(Number(value) > 0)) throw new Error(WEB_TEXTS.service.beratSelesaiHarusDiisi);
              },
            },
          ]}
        >
          <NumericInput mode="decimal" maxDecimals={3} data-testid={`selesai-berat-${line.id}`} />
        </Form.Item>
      ),
    },
  ];

  return (
    <DocumentStepDialog
      open={Boolean(doc)}
      title={doc ? WEB_TEXTS.service.selesaiTitle(doc.no_service) : ''}
      okText="Simpan Selesai"
      name="selesai"
      width={760}
      form={form}
      pending={selesai.isPending}
      onSave={() => void submit()}
      onClose={onClose}
      summary={
        doc &&
        `${doc.nama_customer} · Tukang ${doc.kode_tukang} · Ongkos customer ${formatRupiah(doc.ongkos)}`
      }
    >
      {doc && (
        <>
          <Form.Item
            name="biaya_tukang"
            label="Biaya Tukang"
            rules={[
              {
                validator: async (_rule, value: number | null | undefined) => {
                  if (value === null || value === undefined)
                    throw new Error(WEB_TEXTS.service.biayaTukangHarusDiisi);
                },
              },
            ]}
          >
            <RupiahInput data-testid="selesai-biaya-tukang" />
          </Form.Item>
          <Table size="small" rowKey="id" pagination={false} columns={columns} dataSource={doc.items} />
        </>
      )}
    </DocumentStepDialog>
  );
}
