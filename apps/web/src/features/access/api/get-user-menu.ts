import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKeys } from './users-query-keys';

export interface UserMenuGrants {
  user_id: string;
  level: string;
  menu_keys: string[];
}

/** The menu items granted to a user. */
export function getUserMenu(id: number): Promise<UserMenuGrants> {
  return api.get<UserMenuGrants>(`users/${id}/menu`);
}

export function useUserMenu(id: number | undefined) {
  return useQuery({
    queryKey: usersQueryKeys.menu(id ?? 0),
    queryFn: () => getUserMenu(id ?? 0),
    enabled: id !== undefined,
  });
}
