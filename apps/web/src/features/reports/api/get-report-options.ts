import { useQuery } from '@tanstack/react-query';
import {
  type ReportUserOption,
  reportUserOptionSchema,
  type ShopOption,
  shopOptionSchema,
} from '@toko/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

async function getShops(): Promise<ShopOption[]> {
  return z.array(shopOptionSchema).parse(await api.get<unknown>('toko/get/options'));
}

/** The users call of a report filter: the caller's shop, or the shop (or SEMUA) an owner level chose. */
export function reportUsersPath(kodeToko: string | undefined): string {
  return kodeToko
    ? `laporan/options/users?kode_toko=${encodeURIComponent(kodeToko)}`
    : 'laporan/options/users';
}

async function getUsers(kodeToko: string | undefined): Promise<ReportUserOption[]> {
  return z.array(reportUserOptionSchema).parse(await api.get<unknown>(reportUsersPath(kodeToko)));
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
 * The users offered for Kasir / Valid By: open to anyone who may open a report (the
 * server's laporan/options/users needs any laporan menu, not the user-management ones),
 * of the shop the report covers.
 */
export function useReportUsers(kodeToko: string | undefined) {
  return useQuery({
    queryKey: ['laporan', 'options', 'users', kodeToko ?? ''],
    queryFn: () => getUsers(kodeToko),
    staleTime: 5 * 60_000,
  });
}
