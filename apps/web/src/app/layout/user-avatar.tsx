import { Avatar } from 'antd';
import { avatarColor, avatarInitials } from '../../lib/avatar';

export function UserAvatar({ userId, size }: { userId: string; size: number }) {
  return (
    <Avatar size={size} style={{ backgroundColor: avatarColor(userId), flex: 'none' }} aria-hidden>
      {avatarInitials(userId)}
    </Avatar>
  );
}
