import { useQueryClient } from '@tanstack/react-query';
import { type Member, type MemberUpdateInput, memberFieldsSchema } from '@toko/shared';
import { Col, Form, Input, Modal, Row, Switch } from 'antd';
import { useEffect, useRef } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { DateInput } from '../../../components/form/date-input';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { NumericInput } from '../../../components/form/numeric-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { DocumentPhotoField } from '../../../components/image-upload/document-photo-field';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { createMember, membersKeys, updateMember } from '../api/members-api';

type Values = Required<Omit<MemberUpdateInput, 'tgl_lahir'>> & { tgl_lahir: string | null };

const EMPTY: Values = {
  nama_member: '',
  no_hp: '',
  alamat: '',
  kota: '',
  tgl_lahir: null,
  nik: '',
  foto: '',
  status_aktif: true,
};

/** The field's own rule, as the server checks it: one message, shown once the field is touched. */
const rule = (field: keyof typeof memberFieldsSchema.shape) => ({
  validator: async (_: unknown, value: unknown) => {
    const result = memberFieldsSchema.shape[field].safeParse(value ?? undefined);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

export interface MemberFormModalProps {
  /** The member being edited, 'new' to register one, undefined when closed. */
  editing: Member | 'new' | undefined;
  onClose: () => void;
  onSaved?: (member: Member) => void;
}

/** Registers a member at the user's shop or edits one of the chain (Data Member). */
export function MemberFormModal({ editing, onClose, onSaved }: MemberFormModalProps) {
  const [form] = Form.useForm<Values>();
  const key = useRef(newIdempotencyKey());
  const queryClient = useQueryClient();
  const isNew = editing === 'new';
  const member = editing && editing !== 'new' ? editing : undefined;

  useEffect(() => {
    if (!editing) return;
    key.current = newIdempotencyKey();
    form.setFieldsValue(member ? { ...EMPTY, ...member } : EMPTY);
  }, [editing, member, form]);

  const save = useSaveMutation({
    mutationFn: (values: Values) =>
      member
        ? updateMember(member.kode_member, values)
        : createMember({ ...values, idempotency_key: key.current }),
    invalidates: [membersKeys.all],
    onSuccess: (saved) => {
      queryClient.setQueryData(membersKeys.ringkasan(saved.kode_member), undefined);
      onSaved?.(saved);
      onClose();
    },
  });

  return (
    <Modal
      open={Boolean(editing)}
      title={isNew ? 'Tambah Member' : `Edit Member ${member?.kode_member ?? ''}`}
      okText="Simpan"
      cancelText="Batal"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'member-simpan' }}
      width={720}
      destroyOnHidden
      forceRender
    >
      <NoEnterForm<Values> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item name="nama_member" label="Nama Member" rules={[rule('nama_member')]}>
              <UpperCaseInput data-testid="member-nama" maxLength={100} />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="no_hp" label="No HP" rules={[rule('no_hp')]}>
                  <NumericInput mode="digits" data-testid="member-no-hp" maxLength={15} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="tgl_lahir" label="Tanggal Lahir" rules={[rule('tgl_lahir')]}>
                  <DateInput allowClear />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="kota" label="Kota" rules={[rule('kota')]}>
                  <UpperCaseInput data-testid="member-kota" maxLength={60} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="nik" label="NIK (opsional)" rules={[rule('nik')]}>
                  <NumericInput mode="digits" data-testid="member-nik" maxLength={16} />
                </Form.Item>
              </Col>
            </Row>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="foto" label="Foto (opsional)">
              <DocumentPhotoField
                folder="member"
                url={member?.foto_url}
                name="Foto Member"
                testId="member-foto"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="alamat" label="Alamat" rules={[rule('alamat')]}>
          <Input.TextArea
            data-testid="member-alamat"
            rows={2}
            maxLength={300}
            style={{ textTransform: 'uppercase' }}
          />
        </Form.Item>
        {member && (
          <Form.Item name="status_aktif" label="Status Aktif" valuePropName="checked">
            <Switch data-testid="member-aktif" checkedChildren="AKTIF" unCheckedChildren="TIDAK AKTIF" />
          </Form.Item>
        )}
      </NoEnterForm>
    </Modal>
  );
}
