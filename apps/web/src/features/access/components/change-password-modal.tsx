import { changePasswordRequestSchema, TEXTS } from '@toko/shared';
import { Alert, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { markPasswordChanged } from '../../../lib/storage';
import { useChangePassword } from '../api/change-password';
import { confirmLogout } from '../confirm-logout';

interface ChangePasswordFields {
  password: string;
  new_password: string;
  confirm_password: string;
}

const FORCED_NOTICE = 'Demi keamanan akun, silakan ganti password Anda sebelum melanjutkan.';
const CONFIRM_MISMATCH = 'Konfirmasi Password Tidak Sama Dengan Password Baru';
const CONFIRM_REQUIRED = 'Konfirmasi Password Baru Harus Diisi';

/** The same rule the server applies, so the form and the API never disagree. */
function schemaRule(field: 'password' | 'new_password'): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = changePasswordRequestSchema.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

export interface ChangePasswordModalProps {
  userId: string;
  open: boolean;
  /** The user must change the password before working: the modal cannot be dismissed. */
  forced: boolean;
  onClose: () => void;
}

export function ChangePasswordModal({ userId, open, forced, onClose }: ChangePasswordModalProps) {
  const [form] = Form.useForm<ChangePasswordFields>();
  const mutation = useChangePassword();
  const [failure, setFailure] = useState<string>();

  const close = () => {
    setFailure(undefined);
    mutation.reset();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setFailure(undefined);
    try {
      const result = await mutation.mutateAsync({
        password: values.password,
        new_password: values.new_password,
      });
      notifySuccess(result.message || TEXTS.passwordChanged);
      markPasswordChanged();
      close();
    } catch (error) {
      setFailure(errorText(error, TEXTS.requestFailed));
    }
  };

  return (
    <Modal
      open={open}
      title={TEXTS.menuChangePassword}
      okText="Simpan"
      // A user who must change the password can still leave instead.
      cancelText={forced ? TEXTS.menuLogout : TEXTS.cancel}
      onOk={submit}
      onCancel={forced ? () => void confirmLogout(userId) : close}
      confirmLoading={mutation.isPending}
      closable={!forced}
      keyboard={!forced}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {forced && <Alert type="warning" showIcon title={FORCED_NOTICE} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" autoComplete="off" requiredMark={false}>
        <Form.Item name="password" label="Password Lama" rules={[schemaRule('password')]}>
          <Input.Password autoComplete="current-password" data-testid="password-old" />
        </Form.Item>
        <Form.Item name="new_password" label="Password Baru" rules={[schemaRule('new_password')]}>
          <Input.Password autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label="Konfirmasi Password Baru"
          dependencies={['new_password']}
          rules={[
            { required: true, message: CONFIRM_REQUIRED },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('new_password')) throw new Error(CONFIRM_MISMATCH);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
