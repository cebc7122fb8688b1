import { Divider, Typography } from 'antd';
import { PageCard } from '../../../../components/page/page-card';
import { useSession } from '../../../../lib/use-session';
import { useRouteMeta } from '../../../../routing/use-route-meta';
import { HargaEmasForm } from '../components/harga-emas-form';
import { HargaEmasHistory } from '../components/harga-emas-history';

/** Master Parameter Harga Emas: the day's gold prices per group, and their history. */
export function HargaEmasPage() {
  const session = useSession();
  const meta = useRouteMeta();
  if (!session) return null;
  const tglSystem = session.user.tgl_system;
  return (
    <PageCard title={meta?.title ?? 'Master Parameter Harga Emas'}>
      {/* A new business date (after closing) starts a fresh form on that date. */}
      <HargaEmasForm key={tglSystem} tglSystem={tglSystem} />
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Riwayat Harga Emas
      </Typography.Title>
      <div data-testid="harga-emas-history">
        <HargaEmasHistory />
      </div>
    </PageCard>
  );
}
