import { App } from 'antd';
import { useEffect } from 'react';
import { bindBlockingDialog } from '../../lib/blocking-dialog';
import { bindNotify } from '../../lib/notify';

/** Hands antd's context-bound message and modal APIs to code outside React. */
export function NotifyBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    bindNotify(message, modal);
    bindBlockingDialog(modal);
  }, [message, modal]);
  return null;
}
