import { Layout } from 'antd';
import { Link } from 'react-router';
import styles from './app-footer.module.css';

export function AppFooter({ shopName }: { shopName: string }) {
  return (
    <Layout.Footer className={styles.footer}>
      <span>
        © {new Date().getFullYear()} {shopName} · Toko Emas Back Office
      </span>
      <nav className={styles.links}>
        <Link to="/privacy-policy">Kebijakan Privasi</Link>
        <Link to="/terms-and-conditions">Syarat dan Ketentuan</Link>
      </nav>
    </Layout.Footer>
  );
}
