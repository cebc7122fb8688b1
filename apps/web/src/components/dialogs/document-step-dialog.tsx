import { Alert, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface DocumentStepDialogProps<V> {
  open: boolean;
  title: string;
  okText: string;
  /** Names the form (`{name}-form`) and its OK button (`{name}-ok`) for the browser tests. */
  name: string;
  width: number;
  form: FormInstance<V>;
  pending: boolean;
  onSave: () => void;
  onClose: () => void;
  /** The document in one line above the fields, where the step needs no more of it. */
  summary?: string;
  /** What the step shows of the document and asks for; nothing while it is not loaded. */
  children: ReactNode;
  /** Outside the form: a dialog the save may open over this one (an otorisasi). */
  overlay?: ReactNode;
}

/**
 * One step of a counter document (a repair finished or collected, a loan paid on): the
 * document's facts above the fields the step asks for, saved by the OK button. The form
 * is rendered while closed (forceRender) so the caller can fill it before it opens.
 */
export function DocumentStepDialog<V>({
  open,
  title,
  okText,
  name,
  width,
  form,
  pending,
  onSave,
  onClose,
  summary,
  children,
  overlay,
}: DocumentStepDialogProps<V>) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={onSave}
      okText={okText}
      cancelText="Tutup"
      confirmLoading={pending}
      okButtonProps={{ 'data-testid': `${name}-ok` }}
      width={width}
      destroyOnHidden
      forceRender
    >
      {children && (
        <Form form={form} layout="vertical" requiredMark={false} data-testid={`${name}-form`}>
          {summary && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={summary} />}
          {children}
        </Form>
      )}
      {overlay}
    </Modal>
  );
}
