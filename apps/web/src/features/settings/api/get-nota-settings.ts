import { useQuery } from '@tanstack/react-query';
import type { NotaSetting } from '@toko/shared';
import { api } from '../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

/** The receipt settings of every slip type, one each. */
export function getNotaSettings(): Promise<NotaSetting[]> {
  return api.get<NotaSetting[]>('setting-nota');
}

export function useNotaSettings() {
  return useQuery({ queryKey: settingsQueryKeys.notaSettings, queryFn: getNotaSettings });
}
