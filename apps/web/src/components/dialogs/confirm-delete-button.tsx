import { DeleteOutlined } from '@ant-design/icons';
import { TEXTS } from '@toko/shared';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { confirmDialog, notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { apiErrorMessage } from './api-error-message';

export interface ConfirmDeleteButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** What is deleted, as the question names it: 'Jenis Batu BERLIAN' -> '... Menghapus Jenis Batu BERLIAN ?'. */
  name: string;
  /** Deletes on the server; a rejection is reported to the user. */
  onConfirm: () => Promise<unknown>;
  /** Runs after a successful delete (refresh the list, close a modal). */
  onDeleted?: () => void;
}

/**
 * Delete button that asks first, then reports the outcome: 'Berhasil Menghapus Data',
 * or the server's message (an info notice, like every server text) or 'Gagal Menghapus Data'.
 */
export function ConfirmDeleteButton({
  name,
  onConfirm,
  onDeleted,
  children,
  icon = <DeleteOutlined />,
  danger = true,
  ...buttonProps
}: ConfirmDeleteButtonProps) {
  const [deleting, setDeleting] = useState(false);

  const handleClick = async () => {
    const confirmed = await confirmDialog({ title: TEXTS.confirmDelete(name), danger: true });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await onConfirm();
    } catch (error) {
      const message = apiErrorMessage(error);
      if (message) notifyInfo(message);
      else notifyError(TEXTS.deleteFailed);
      return;
    } finally {
      setDeleting(false);
    }
    notifySuccess(TEXTS.deleted);
    onDeleted?.();
  };

  return (
    <Button {...buttonProps} icon={icon} danger={danger} loading={deleting} onClick={handleClick}>
      {children}
    </Button>
  );
}
