import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultNotaSetting, type NotaSetting, notaSettingSchema, type SlipType } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { notaQueryKeys } from './nota-query-keys';

/** The receipt settings of every slip type (header, footer, terms, paper, copies). */
export async function getNotaSettings(): Promise<NotaSetting[]> {
  return z.array(notaSettingSchema).parse(await api.get<unknown>('setting-nota'));
}

export const notaSettingsQuery = () =>
  queryOptions({ queryKey: notaQueryKeys.notaSettings, queryFn: getNotaSettings });

/** The setting of one slip type; a shop that never saved it prints with the defaults. */
export function useNotaSetting(slipType: SlipType, enabled = true) {
  return useQuery({
    ...notaSettingsQuery(),
    enabled,
    select: (settings) =>
      settings.find((setting) => setting.slip_type === slipType) ?? defaultNotaSetting(slipType),
  });
}
