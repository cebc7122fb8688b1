import type { UpdateUser, UserListItem } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Name, level and status; status_aktif false deactivates the account and ends its sessions. */
export function updateUser(id: number, body: UpdateUser): Promise<UserListItem> {
  return api.put<UserListItem>(`users/${id}`, body);
}
