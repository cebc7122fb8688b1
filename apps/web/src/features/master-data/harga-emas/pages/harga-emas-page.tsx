import { DesktopOutlined } from '@ant-design/icons';
import { papanHargaPath } from '@toko/shared';
import { Button, Divider, Tooltip, Typography } from 'antd';
import { PageCard } from '../../../../components/page/page-card';
import { useSession } from '../../../../lib/use-session';
import { useRouteMeta } from '../../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../../texts';
import { HargaEmasForm } from '../components/harga-emas-form';
import { HargaEmasHistory } from '../components/harga-emas-history';

/** Master Parameter Harga Emas: the day's gold prices per group, their history, and a link to the shop's price board. */
export function HargaEmasPage() {
  const session = useSession();
  const meta = useRouteMeta();
  if (!session) return null;
  const tglSystem = session.user.tgl_system;
  return (
    <PageCard
      title={meta?.title ?? 'Master Parameter Harga Emas'}
      extra={
        // The shop's public board (issue 30): opened beside the form, for the TV or to check it.
        <Tooltip title={WEB_TEXTS.papanHarga.bukaPapanCatatan}>
          <Button
            icon={<DesktopOutlined />}
            href={papanHargaPath(session.user.kode_toko)}
            target="_blank"
            rel="noopener"
            data-testid="buka-papan-harga"
          >
            {WEB_TEXTS.papanHarga.bukaPapan}
          </Button>
        </Tooltip>
      }
    >
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
