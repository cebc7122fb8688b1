import { Modal } from 'antd';
import type { ReactNode } from 'react';

/** A notice the user cannot close (offline, new version): above every other dialog. */
export function BlockingModal({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <Modal
      open={open}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      centered
      footer={null}
      zIndex={3000}
    >
      {children}
    </Modal>
  );
}
