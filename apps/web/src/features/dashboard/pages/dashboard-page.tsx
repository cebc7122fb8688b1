import { dashboardResourcesFor, TEXTS } from '@toko/shared';
import { Typography } from 'antd';
import type { Session } from '../../../lib/storage';
import { accessSubjectOf, useSession } from '../../../lib/use-session';
import { useDashboard } from '../api/get-dashboard';
import { CounterSummary } from '../components/counter-summary';
import { MenuGroupCards } from '../components/menu-group-cards';
import { ShopSummary } from '../components/shop-summary';
import { WelcomeBack } from '../components/welcome-back';
import styles from './dashboard-page.module.css';

export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  if (!session.grants.includes('dashboard')) return <WelcomeBack userId={session.user.user_id} />;
  return <Dashboard session={session} />;
}

/**
 * The figures of the documents this user handles, from one call: the sections stand (with
 * their skeletons) before it answers, by the same rule the server answers with.
 */
function Dashboard({ session }: { session: Session }) {
  const query = useDashboard();
  const resources = dashboardResourcesFor(accessSubjectOf(session));
  const figuresOf = (resource: string) =>
    query.data?.documents.find((document) => document.resource === resource)?.figures;
  return (
    <div className={styles.page}>
      {/* SPEC §2: /dashboard greets 'Selamat Datang Kembali {user id capitalised}'; the name is in the summary. */}
      <Typography.Title level={3} style={{ margin: 0 }} data-testid="dashboard-greeting">
        {TEXTS.welcomeBack(session.user.user_id)}
      </Typography.Title>
      <ShopSummary session={session} />
      {resources.map((resource) => (
        <CounterSummary key={resource} resource={resource} figures={figuresOf(resource)} query={query} />
      ))}
      <Typography.Title level={4} style={{ margin: 0 }}>
        Menu Anda
      </Typography.Title>
      <MenuGroupCards menu={session.menu} />
    </div>
  );
}
