import { DownOutlined, KeyOutlined, LogoutOutlined, PoweroffOutlined } from '@ant-design/icons';
import { type StoredUser, TEXTS } from '@toko/shared';
import { Dropdown, type MenuProps } from 'antd';
import { confirmLogout } from '../../features/access/confirm-logout';
import { startStoreClosing } from '../../features/store-closing/start-store-closing';
import { UserAvatar } from './user-avatar';
import styles from './user-dropdown.module.css';

interface UserDropdownProps {
  user: StoredUser;
  onChangePassword: () => void;
}

export function UserDropdown({ user, onChangePassword }: UserDropdownProps) {
  const items: MenuProps['items'] = [
    { key: 'close-store', icon: <PoweroffOutlined />, label: TEXTS.menuCloseStore },
    { key: 'change-password', icon: <KeyOutlined />, label: TEXTS.menuChangePassword },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: TEXTS.menuLogout, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'close-store') void startStoreClosing();
    else if (key === 'change-password') onChangePassword();
    else if (key === 'logout') void confirmLogout(user.user_id);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className={styles.trigger} data-testid="user-dropdown">
        <UserAvatar userId={user.user_id} size={32} />
        <span className={styles.name}>{user.user_name}</span>
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
