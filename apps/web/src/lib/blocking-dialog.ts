import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

type ModalApi = Omit<ModalStaticFunctions, 'warn'>;
let modalApi: ModalApi | undefined;
let open = false;

/** Bound to antd's <App> context by <NotifyBridge/>, like the toasts of notify.ts. */
export function bindBlockingDialog(modal: ModalApi): void {
  modalApi = modal;
}

export interface BlockingDialogOptions {
  title: string;
  content: string;
  okText: string;
}

/**
 * A dialog the user cannot dismiss; its only button reloads the page. Shown once
 * even when several requests fail together.
 */
export function showReloadDialog(options: BlockingDialogOptions): void {
  if (open) return;
  open = true;
  const reload = () => {
    window.location.reload();
    // Keeps the button spinning until the page goes.
    return new Promise<void>(() => {});
  };
  if (!modalApi) {
    window.alert(`${options.title}\n${options.content}`);
    window.location.reload();
    return;
  }
  modalApi.error({
    title: options.title,
    content: options.content,
    okText: options.okText,
    closable: false,
    keyboard: false,
    mask: { closable: false },
    onOk: reload,
  });
}
