import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list cell of two parts, the second smaller under the first ("PST-FJ-…" over its
 * time, "3 pcs" over the grams). Lists beside the 260 px sidebar on a 1366 px screen
 * keep every column in sight this way instead of scrolling sideways.
 */
export function StackedCell({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {main}
      {sub !== undefined && sub !== '' && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {sub}
        </Typography.Text>
      )}
    </div>
  );
}
