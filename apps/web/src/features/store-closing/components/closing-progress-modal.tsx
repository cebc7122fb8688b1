import { TEXTS } from '@toko/shared';
import { Modal, Progress, Typography, theme } from 'antd';
import { useClosingState } from '../closing-state';

export function ClosingProgressModal() {
  const { running, percentage, message } = useClosingState();
  const { token } = theme.useToken();
  return (
    <Modal
      open={running}
      title={TEXTS.closingProgress}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      centered
    >
      <Progress
        percent={Math.round(percentage)}
        status={percentage >= 100 ? 'success' : 'active'}
        strokeColor={percentage >= 100 ? undefined : token.colorPrimary}
      />
      <Typography.Paragraph data-testid="closing-step" style={{ marginTop: 12, marginBottom: 0 }}>
        {message}
      </Typography.Paragraph>
    </Modal>
  );
}
