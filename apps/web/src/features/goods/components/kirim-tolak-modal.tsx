import { TEXTS, tolakKirimSchema } from '@toko/shared';
import { Form, Modal, Typography } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseTextArea } from '../../../components/form/upper-case-text-area';

/** The shared rule; an untouched field counts as empty text, so it reads 'Alasan Harus Diisi'. */
const alasanRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const result = tolakKirimSchema.shape.alasan.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

export interface KirimTolakModalProps {
  /** The shipment being refused; closed without one. */
  noKirim: string | undefined;
  sending: boolean;
  onTolak: (alasan: string) => void;
  onCancel: () => void;
}

/** Asks why a shipment is refused: it is cancelled and the goods go back to the sender. */
export function KirimTolakModal({ noKirim, sending, onTolak, onCancel }: KirimTolakModalProps) {
  const [form] = Form.useForm<{ alasan?: string }>();
  return (
    <Modal
      open={Boolean(noKirim)}
      title={`Tolak Kiriman ${noKirim ?? ''}`}
      okText="Tolak"
      okButtonProps={{ danger: true, 'data-testid': 'tolak-submit' }}
      cancelText={TEXTS.cancel}
      confirmLoading={sending}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => onTolak(values.alasan ?? ''))
          .catch(() => undefined)
      }
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Kiriman dibatalkan (BATAL) dan barang kembali ke toko pengirim.
      </Typography.Paragraph>
      <NoEnterForm form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="alasan" label="Alasan" rules={[alasanRule]}>
          <UpperCaseTextArea rows={3} maxLength={300} data-testid="tolak-alasan" />
        </Form.Item>
      </NoEnterForm>
    </Modal>
  );
}
