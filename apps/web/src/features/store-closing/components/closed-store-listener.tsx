import { SOCKET_EVENTS, TEXTS } from '@toko/shared';
import { useEffect } from 'react';
import { notifyInfo } from '../../../lib/notify';
import { signOutAndGoHome } from '../../../lib/sign-out';
import { getSocket } from '../../../lib/socket';
import { getClosingState } from '../closing-state';

/** Another user closed the day: this session was revoked with it, so leave now. */
export function ClosedStoreListener() {
  useEffect(() => {
    let cancelled = false;
    let detach: (() => void) | undefined;
    const onDone = () => {
      if (getClosingState().running) return;
      notifyInfo(TEXTS.closedByOther);
      signOutAndGoHome();
    };
    void getSocket().then((socket) => {
      if (cancelled) return;
      socket.on(SOCKET_EVENTS.closedStoreDone, onDone);
      detach = () => socket.off(SOCKET_EVENTS.closedStoreDone, onDone);
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, []);
  return null;
}
