import type { StoredUser } from '@toko/shared';
import styles from './sidebar-profile.module.css';
import { UserAvatar } from './user-avatar';

export function SidebarProfile({ user, collapsed }: { user: StoredUser; collapsed: boolean }) {
  return (
    <div
      className={collapsed ? `${styles.profile} ${styles.collapsed}` : styles.profile}
      title={user.user_name}
    >
      <UserAvatar userId={user.user_id} size={collapsed ? 40 : 48} />
      {!collapsed && (
        <div className={styles.text}>
          <span className={styles.name}>{user.user_name}</span>
          <span className={styles.meta}>
            {user.user_id} · {user.level}
          </span>
        </div>
      )}
    </div>
  );
}
