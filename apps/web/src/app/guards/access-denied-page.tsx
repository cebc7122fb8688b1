import { TEXTS } from '@toko/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function AccessDeniedPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={TEXTS.accessDeniedTitle}
      subTitle={TEXTS.accessDeniedHint}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {TEXTS.goHome}
        </Button>
      }
    />
  );
}
