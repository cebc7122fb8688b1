import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SessionInfo, sessionInfoSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

export async function getMe(): Promise<SessionInfo> {
  return sessionInfoSchema.parse(await api.get<unknown>('users/me'));
}

/** Read once per page load: grant changes show at the next load, not mid-screen. */
export const meQuery = () => queryOptions({ queryKey: ['users', 'me'], queryFn: getMe, staleTime: Infinity });

export function useMe(enabled: boolean) {
  return useQuery({ ...meQuery(), enabled });
}
