import { useMutation } from '@tanstack/react-query';
import { resetPasswordSchema, TEXTS, type UserListItem } from '@toko/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useId } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { zodRule } from '../../../components/form/zod-rule';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { resetPassword } from '../api/reset-password';
import { confirmPasswordRule } from '../zod-rule';

interface ResetPasswordValues {
  new_password: string;
  confirm_password: string;
}

export interface ResetPasswordModalProps {
  /** The user whose password is reset; the modal is closed without one. */
  user?: UserListItem;
  onClose: () => void;
}

/** Sets a temporary password; the server's answer says the user must replace it at the next sign-in. */
export function ResetPasswordModal({ user, onClose }: ResetPasswordModalProps) {
  const formId = useId();
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordValues) => {
      if (!user) throw new Error('no user');
      return resetPassword(user.id, resetPasswordSchema.parse(values).new_password);
    },
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      onClose();
    },
    onError: (error) => notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError),
  });

  return (
    <Modal
      open={user !== undefined}
      title={user ? `Reset Password ${user.user_id}` : 'Reset Password'}
      okText="Reset Password"
      cancelText={TEXTS.cancel}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: mutation.isPending, danger: true }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ margin: '16px 0' }}
        title={`${user?.user_name ?? ''} harus mengganti password ini saat masuk berikutnya, dan sesi yang sedang berjalan diakhiri.`}
      />
      <NoEnterForm<ResetPasswordValues>
        id={formId}
        name="reset-password"
        layout="vertical"
        autoComplete="off"
        onFinish={(values) => mutation.mutate(values)}
      >
        <Form.Item
          name="new_password"
          label="Password Baru"
          required
          rules={[zodRule(resetPasswordSchema.shape.new_password)]}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-new-password" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label="Konfirmasi Password Baru"
          required
          dependencies={['new_password']}
          rules={[confirmPasswordRule('new_password')]}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-confirm-password" />
        </Form.Item>
      </NoEnterForm>
    </Modal>
  );
}
