import { TEXTS } from '@toko/shared';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/**
 * The refused menu. When only a module of the shop closes it (Laporan Penjualan Margin without
 * SEMI_GROSIR_MODULE), the hint names that module and where to switch it on: an owner asking
 * "the Admin" would be asking himself.
 */
export function AccessDeniedPage({ modules = [] }: { modules?: readonly string[] }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={TEXTS.accessDeniedTitle}
      subTitle={modules.length > 0 ? TEXTS.moduleOff(modules) : TEXTS.accessDeniedHint}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {TEXTS.goHome}
        </Button>
      }
    />
  );
}
