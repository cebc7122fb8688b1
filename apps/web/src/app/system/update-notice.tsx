import { useRegisterSW } from 'virtual:pwa-register/react';
import { TEXTS } from '@toko/shared';
import { useEffect } from 'react';
import { StatusNotice } from '../../components/status/status-notice';
import { BlockingModal } from './blocking-modal';

/**
 * A new build is waiting: the old tab keeps running old code against a new server,
 * so the user is asked to reopen it. When the new worker takes over (another tab
 * was reopened), this tab reloads itself.
 */
export function UpdateNotice() {
  const {
    needRefresh: [needRefresh],
  } = useRegisterSW();

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // On a first visit the first worker claiming the page is not an update.
    const hadController = navigator.serviceWorker.controller !== null;
    const reload = () => {
      if (hadController) window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', reload);
  }, []);

  return (
    <BlockingModal open={needRefresh}>
      <StatusNotice status="info" title={TEXTS.updateAvailable} />
    </BlockingModal>
  );
}
