import { TEXTS } from '@toko/shared';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

/**
 * Toasts and dialogs callable from anywhere (API client, event handlers), bound to
 * antd's <App> context by <NotifyBridge/> so they follow the theme and locale.
 * Durations are the spec's: success 2 s, error 3 s, info 2 s.
 */
let messageApi: MessageInstance | undefined;
let modalApi: Omit<ModalStaticFunctions, 'warn'> | undefined;

export function bindNotify(message: MessageInstance, modal: Omit<ModalStaticFunctions, 'warn'>): void {
  messageApi = message;
  modalApi = modal;
}

export const TOAST_SECONDS = { success: 2, error: 3, info: 2 } as const;

export function notifySuccess(text: string): void {
  void messageApi?.success(text, TOAST_SECONDS.success);
}

export function notifyError(text: string): void {
  void messageApi?.error(text, TOAST_SECONDS.error);
}

export function notifyInfo(text: string): void {
  void messageApi?.info(text, TOAST_SECONDS.info);
}

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/** Resolves true on OK, false on cancel or close. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    if (!modalApi) {
      resolve(window.confirm(`${options.title}\n${options.content ?? ''}`));
      return;
    }
    modalApi.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText ?? TEXTS.ok,
      cancelText: options.cancelText ?? TEXTS.no,
      okButtonProps: { danger: options.danger },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** The generic 'Oopss!!' error dialog. */
export function errorDialog(content: string, title: string = TEXTS.oops): void {
  modalApi?.error({ title, content, okText: TEXTS.ok });
}

/** The 'Informasi !!!' dialog. */
export function infoDialog(content: string, title: string = TEXTS.information): void {
  modalApi?.info({ title, content, okText: TEXTS.ok });
}
