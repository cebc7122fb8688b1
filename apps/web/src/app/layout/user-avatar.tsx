import { avatarColor, avatarInitials } from '../../lib/avatar';
import styles from './user-avatar.module.css';

/**
 * The user's initials in a coloured circle. A plain element, not antd's Avatar: that one
 * measures its text after every render to scale it, which forces a layout of the whole page
 * while the shell first draws (about 100 ms on a slow PC). Two letters at 45 % of the circle
 * always fit, so nothing needs measuring.
 */
export function UserAvatar({ userId, size }: { userId: string; size: number }) {
  return (
    <span
      className={styles.avatar}
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.45),
        backgroundColor: avatarColor(userId),
      }}
      aria-hidden
    >
      {avatarInitials(userId)}
    </span>
  );
}
