import { Typography } from 'antd';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { LoginForm } from '../components/login-form';
import styles from './login-page.module.css';

export function LoginPage() {
  if (useSession()) return <Navigate to="/dashboard" replace />;
  return (
    <main className={styles.page}>
      {/* A plain panel drawn like antd's Card: Card brings Tabs, Menu and Skeleton into the first download. */}
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src="/icon.svg" alt="" width={56} height={56} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            Toko Emas Back Office
          </Typography.Title>
          <Typography.Text type="secondary">Masuk untuk mulai bekerja di toko Anda</Typography.Text>
        </div>
        <LoginForm />
      </div>
    </main>
  );
}
