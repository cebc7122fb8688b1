import { TEXTS } from '@toko/shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { StatusNotice } from '../../components/status/status-notice';
import { BlockingModal } from './blocking-modal';

type Connectivity = 'online' | 'offline' | 'back';

/** Offline blocks the screen; once back, the page reloads to pick up a clean state. */
export function ConnectivityWatcher() {
  const [state, setState] = useState<Connectivity>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    const offline = () => setState('offline');
    const online = () => setState((current) => (current === 'offline' ? 'back' : current));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  return (
    <BlockingModal open={state !== 'online'}>
      {state === 'offline' ? (
        <StatusNotice status="warning" title={TEXTS.offline} />
      ) : (
        <StatusNotice
          status="success"
          title={TEXTS.backOnline}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {TEXTS.ok}
            </Button>
          }
        />
      )}
    </BlockingModal>
  );
}
