import type { CreateUser, UserListItem } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** The new user must change the password at the first sign-in. */
export function createUser(body: CreateUser): Promise<UserListItem> {
  return api.post<UserListItem>('users', body);
}
