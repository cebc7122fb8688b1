import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type OtorisasiInput, otorisasiSchema, TEXTS } from '@toko/shared';
import { Alert, Form, Input, type InputRef, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { WEB_TEXTS } from '../../texts';
import { apiErrorMessage } from '../dialogs/api-error-message';
import { NoEnterForm } from '../form/no-enter-form';
import { UpperCaseInput } from '../form/upper-case-input';
import { UpperCaseTextArea } from '../form/upper-case-text-area';
import { zodRule } from '../form/zod-rule';

export interface OtorisasiDialogProps {
  open: boolean;
  /** What is being authorised, e.g. 'Otorisasi Hancur Barang'. */
  title?: string;
  /** What the authorising user is agreeing to (count, weight, document). */
  description?: ReactNode;
  /**
   * Sends the caller's request with these values. A rejection with the server's
   * message keeps the dialog open and shows it, so the user can correct and retry.
   */
  onSubmit: (otorisasi: OtorisasiInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * A second user's consent (DOMAIN.md §1): User ID (upper case), Password and Alasan,
 * checked by the shared otorisasiSchema here and again by the server.
 */
export function OtorisasiDialog({ open, title, description, onSubmit, onCancel }: OtorisasiDialogProps) {
  const [form] = Form.useForm<OtorisasiInput>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const passwordRef = useRef<InputRef>(null);

  useEffect(() => {
    if (!open) {
      setFailure(undefined);
      setSending(false);
    }
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setFailure(undefined);
    setSending(true);
    try {
      await onSubmit(otorisasiSchema.parse(values));
    } catch (error) {
      setFailure(apiErrorMessage(error) ?? TEXTS.saveError);
      // A wrong password is the usual cause: type it again, keep the rest.
      form.setFieldValue('password', '');
      passwordRef.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={
        <span>
          <SafetyCertificateOutlined /> {title ?? WEB_TEXTS.otorisasi.title}
        </span>
      }
      okText={WEB_TEXTS.otorisasi.submit}
      cancelText={TEXTS.cancel}
      onOk={submit}
      onCancel={sending ? undefined : onCancel}
      confirmLoading={sending}
      okButtonProps={{ 'data-testid': 'otorisasi-submit' }}
      cancelButtonProps={{ disabled: sending }}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="otorisasi-dialog"
    >
      <Typography.Paragraph type="secondary">{WEB_TEXTS.otorisasi.hint}</Typography.Paragraph>
      {description && <div style={{ marginBottom: 12 }}>{description}</div>}
      <NoEnterForm<OtorisasiInput> form={form} layout="vertical" autoComplete="off" requiredMark={false}>
        <Form.Item name="user_id" label="User ID" rules={[zodRule(otorisasiSchema.shape.user_id)]}>
          <UpperCaseInput data-testid="otorisasi-user" autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[zodRule(otorisasiSchema.shape.password)]}>
          <Input.Password ref={passwordRef} data-testid="otorisasi-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="alasan" label="Alasan" rules={[zodRule(otorisasiSchema.shape.alasan)]}>
          <UpperCaseTextArea data-testid="otorisasi-alasan" rows={2} maxLength={300} />
        </Form.Item>
      </NoEnterForm>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={WEB_TEXTS.otorisasi.failed}
          description={failure}
          data-testid="otorisasi-error"
        />
      )}
    </Modal>
  );
}
