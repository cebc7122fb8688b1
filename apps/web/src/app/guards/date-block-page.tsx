import { TEXTS } from '@toko/shared';
import { Button, Result } from 'antd';
import { startStoreClosing } from '../../features/store-closing/start-store-closing';
import { formatTanggal } from '../../lib/format';
import type { Session } from '../../lib/storage';

/** The shop's date lags behind today: closing the day is the way on. */
export function DateBlockPage({ session }: { session: Session }) {
  return (
    <Result
      status="warning"
      title={TEXTS.dateBlockTitle}
      subTitle={`Tanggal system ${formatTanggal(session.user.tgl_system)}, tanggal hari ini ${formatTanggal(session.today)}.`}
      extra={
        <Button type="primary" danger onClick={() => void startStoreClosing()}>
          {TEXTS.closeStoreNow}
        </Button>
      }
    />
  );
}
