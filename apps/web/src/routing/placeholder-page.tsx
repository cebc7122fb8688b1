import { HourglassOutlined } from '@ant-design/icons';
import { Result, theme } from 'antd';
import { useRouteMeta } from './use-route-meta';

export const PLACEHOLDER_TEXT = 'Halaman ini sedang disiapkan dan akan tersedia pada pembaruan berikutnya.';

/** The honest state of a menu screen whose work is still to come. */
export function PlaceholderPage() {
  const meta = useRouteMeta();
  const { token } = theme.useToken();
  return (
    <Result
      icon={<HourglassOutlined style={{ color: token.colorPrimary }} />}
      title={meta?.title}
      subTitle={PLACEHOLDER_TEXT}
    />
  );
}
