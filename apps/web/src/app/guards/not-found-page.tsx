import { TEXTS } from '@toko/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** An address no route knows, inside the shell: say so and offer the way back. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={TEXTS.notFoundTitle}
      subTitle={TEXTS.notFoundHint}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')} data-testid="not-found-home">
          {TEXTS.goHome}
        </Button>
      }
    />
  );
}
