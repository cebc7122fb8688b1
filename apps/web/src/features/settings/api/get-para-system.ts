import { useQuery } from '@tanstack/react-query';
import type { ParaSystem } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

/** Every parameter and module flag of the shop, TIME_ZONE included (SPEC §7 para-system). */
export function getParaSystem(): Promise<ParaSystem[]> {
  return api.get<ParaSystem[]>('para-system');
}

export function useParaSystem() {
  return useQuery({ queryKey: settingsQueryKeys.paraSystemList, queryFn: getParaSystem });
}
