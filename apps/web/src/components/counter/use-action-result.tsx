import { Alert } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * What the last action on a listed document did, above the list until closed: the row it
 * acted on may have left the list's filter, and the cashier still reads the outcome.
 */
export function useActionResult(testId: string): {
  /** Render it above the list. */
  alert: ReactNode;
  setDone: (text: string) => void;
} {
  const [done, setDone] = useState<string>();
  const alert = done && (
    <Alert
      type="success"
      showIcon
      closable
      style={{ marginBottom: 12 }}
      data-testid={testId}
      title={done}
      onClose={() => setDone(undefined)}
    />
  );
  return { alert, setDone };
}
