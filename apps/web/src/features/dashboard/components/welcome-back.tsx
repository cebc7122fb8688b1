import { SmileOutlined } from '@ant-design/icons';
import { TEXTS } from '@toko/shared';
import { StatusNotice } from '../../../components/status/status-notice';

/** For users whose menu has no dashboard. */
export function WelcomeBack({ userId }: { userId: string }) {
  return (
    <StatusNotice
      icon={<SmileOutlined style={{ color: '#8a6d1d' }} />}
      title={TEXTS.welcomeBack(userId)}
      subTitle="Pilih menu di sebelah kiri untuk mulai bekerja."
    />
  );
}
