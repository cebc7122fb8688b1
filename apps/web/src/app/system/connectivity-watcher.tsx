import { TEXTS } from '@toko/shared';
import { Button, Modal, Result } from 'antd';
import { useEffect, useState } from 'react';

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
    <Modal
      open={state !== 'online'}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      centered
      footer={null}
      zIndex={3000}
    >
      {state === 'offline' ? (
        <Result status="warning" title={TEXTS.offline} />
      ) : (
        <Result
          status="success"
          title={TEXTS.backOnline}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {TEXTS.ok}
            </Button>
          }
        />
      )}
    </Modal>
  );
}
