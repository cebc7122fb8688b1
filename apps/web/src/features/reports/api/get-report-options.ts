import { useQuery } from '@tanstack/react-query';
import { type ShopOption, shopOptionSchema, type UserListItem, userListItemSchema } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useCanUseMenu } from '../../../lib/use-session';

/** The menus under which the server lists the shop's users (users/get/all). */
const USERS_LIST_MENUS = ['data-users', 'hak-akses-users', 'hak-akses-news'] as const;

async function getShops(): Promise<ShopOption[]> {
  return z.array(shopOptionSchema).parse(await api.get<unknown>('toko/get/options'));
}

async function getUsers(): Promise<UserListItem[]> {
  return z.array(userListItemSchema).parse(await api.get<unknown>('users/get/all'));
}

/** The chain's shops, for the Toko choice of owner levels. */
export function useReportShops(enabled: boolean) {
  return useQuery({
    queryKey: ['laporan', 'options', 'toko'],
    queryFn: getShops,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The shop's users, offered for Kasir / Valid By when the user may read the list; others
 * type the user id (the list is behind the user-management menus on the server).
 */
export function useReportUsers(enabled: boolean) {
  const mayList = useCanUseMenu(USERS_LIST_MENUS);
  return useQuery({
    queryKey: ['laporan', 'options', 'users'],
    queryFn: getUsers,
    enabled: enabled && mayList,
    staleTime: 5 * 60_000,
  });
}
