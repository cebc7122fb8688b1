import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

/** Every user of the shop (SPEC §7 users/get/all): the access-rights screens pick from it. */
export function getAllUsers(): Promise<UserListItem[]> {
  return api.get<UserListItem[]>('users/get/all');
}

export const allUsersQuery = () => queryOptions({ queryKey: usersQueryKeys.list, queryFn: getAllUsers });

export function useAllUsers() {
  return useQuery(allUsersQuery());
}
