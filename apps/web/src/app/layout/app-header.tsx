import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { TEXTS } from '@toko/shared';
import { Button, Input, Layout } from 'antd';
import { Link } from 'react-router';
import { formatTanggal } from '../../lib/format';
import type { Session } from '../../lib/storage';
import styles from './app-header.module.css';
import { UserDropdown } from './user-dropdown';

interface AppHeaderProps {
  session: Session;
  collapsed: boolean;
  onToggleSidebar: () => void;
  onChangePassword: () => void;
}

export function AppHeader({ session, collapsed, onToggleSidebar, onChangePassword }: AppHeaderProps) {
  const { user } = session;
  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        aria-label={collapsed ? 'Tampilkan menu' : 'Kecilkan menu'}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleSidebar}
        data-testid="sidebar-toggle"
      />
      <Link to="/" className={styles.brand} title={user.nama_toko}>
        <img src="/icon.svg" alt="" width={32} height={32} />
        <span className={styles.shopName}>{user.nama_toko}</span>
      </Link>
      <div className={styles.right}>
        <Input
          readOnly
          value={TEXTS.tanggalSystem(formatTanggal(user.tgl_system))}
          className={styles.date}
          aria-label="Tanggal System"
          data-testid="tanggal-system"
        />
        <UserDropdown user={user} onChangePassword={onChangePassword} />
      </div>
    </Layout.Header>
  );
}
