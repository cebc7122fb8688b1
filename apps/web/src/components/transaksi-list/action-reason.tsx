import { ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * Why a row's action is not offered, in words on the row itself: a hover tooltip never shows
 * on the counter's touch screens, and a missing button explains nothing.
 */
export function ActionReason({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Typography.Text
      type="warning"
      style={{ display: 'block', fontSize: 12, lineHeight: 1.3, textAlign: 'center' }}
      data-testid={testId}
    >
      <ClockCircleOutlined /> {children}
    </Typography.Text>
  );
}
