import { PESANAN_MENU, SERVICE_MENU, TEXTS } from '@toko/shared';
import { Typography } from 'antd';
import { useCanUseMenu, useSession } from '../../../lib/use-session';
import { CounterSummary } from '../components/counter-summary';
import { MenuGroupCards } from '../components/menu-group-cards';
import { ShopSummary } from '../components/shop-summary';
import { WelcomeBack } from '../components/welcome-back';
import styles from './dashboard-page.module.css';

export function DashboardPage() {
  const session = useSession();
  // Repairs and orders have their own menus: their figures show to whoever handles them.
  const service = useCanUseMenu([SERVICE_MENU.transaksi, SERVICE_MENU.lihat]);
  const pesanan = useCanUseMenu([PESANAN_MENU.transaksi, PESANAN_MENU.lihat]);
  if (!session) return null;
  if (!session.grants.includes('dashboard')) return <WelcomeBack userId={session.user.user_id} />;
  return (
    <div className={styles.page}>
      {/* SPEC §2: /dashboard greets 'Selamat Datang Kembali {user id capitalised}'; the name is in the summary. */}
      <Typography.Title level={3} style={{ margin: 0 }} data-testid="dashboard-greeting">
        {TEXTS.welcomeBack(session.user.user_id)}
      </Typography.Title>
      <ShopSummary session={session} />
      <CounterSummary resource="penjualan" />
      <CounterSummary resource="pembelian" />
      {service && <CounterSummary resource="service" />}
      {pesanan && <CounterSummary resource="pesanan" />}
      <Typography.Title level={4} style={{ margin: 0 }}>
        Menu Anda
      </Typography.Title>
      <MenuGroupCards menu={session.menu} />
    </div>
  );
}
