import { CloseCircleFilled, RightOutlined } from '@ant-design/icons';
import { type ClosingBlocker, canAccessPath, findLeafByPath, TEXTS } from '@toko/shared';
import { Button, Modal, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { accessSubjectOf, useSession } from '../../../lib/use-session';
import { setClosingState, useClosingState } from '../closing-state';
import styles from './closing-refusal-modal.module.css';

const HEADING = 'Toko belum dapat ditutup';

/** 'masih ada …' -> 'Masih ada …', the codes inside left as written. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '/validasi-jual-beli?tab=pembelian' -> 'Validasi Jual Beli': the screen as the menu names it. */
function screenOf(path: string): { pathname: string; title: string } {
  const pathname = path.split('?')[0] ?? path;
  return { pathname, title: findLeafByPath(pathname)?.title ?? pathname };
}

/**
 * A refused Tutup Toko: each reason the day stays open, with a link to the screen that
 * clears it (Validasi Penjualan for unvalidated sales ...). A screen outside the user's
 * menu is named but not linked: it would only open the access-denied page.
 */
export function ClosingRefusalModal() {
  const { refusal } = useClosingState();
  const session = useSession();
  const { token } = theme.useToken();
  const close = () => setClosingState({ refusal: null });
  const subject = session ? accessSubjectOf(session) : undefined;

  const action = (blocker: ClosingBlocker) => {
    if (!blocker.path) return null;
    const screen = screenOf(blocker.path);
    if (!subject || !canAccessPath(screen.pathname, subject)) {
      return <Typography.Text type="secondary">Dikerjakan di {screen.title}</Typography.Text>;
    }
    return (
      <Link to={blocker.path} onClick={close} data-testid="closing-blocker-link">
        Buka {screen.title} <RightOutlined />
      </Link>
    );
  };

  return (
    <Modal
      open={refusal !== null}
      title={
        <span>
          <CloseCircleFilled style={{ color: token.colorError, marginRight: 8 }} />
          {HEADING}
        </span>
      }
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          {TEXTS.ok}
        </Button>
      }
      centered
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        Selesaikan dulu hal berikut, lalu tutup toko kembali:
      </Typography.Paragraph>
      <ul className={styles.list} data-testid="closing-blockers">
        {(refusal?.blockers ?? []).map((blocker) => (
          <li key={blocker.message} className={styles.item} data-testid="closing-blocker">
            <Typography.Text>{sentence(blocker.message)}</Typography.Text>
            {action(blocker)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
