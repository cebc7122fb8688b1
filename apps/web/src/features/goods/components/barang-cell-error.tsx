import { Typography } from 'antd';

/** A line's problem, written under the input it belongs to so the table stays readable. */
export function CellError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', lineHeight: 1.3 }}>
      {message}
    </Typography.Text>
  );
}
