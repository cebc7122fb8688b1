import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Member, memberSchema } from '@toko/shared';
import { api } from '../../lib/api-client';
import { memberQueryKeys } from './member-query-keys';

/** One member by code, with the points the customer banner shows. */
export async function getMember(kodeMember: string): Promise<Member> {
  return memberSchema.parse(await api.get<unknown>(`member/get/by-kode/${encodeURIComponent(kodeMember)}`));
}

export const memberQuery = (kodeMember: string) =>
  queryOptions({ queryKey: memberQueryKeys.one(kodeMember), queryFn: () => getMember(kodeMember) });

export function useMember(kodeMember: string | undefined) {
  return useQuery({ ...memberQuery(kodeMember ?? ''), enabled: Boolean(kodeMember) });
}
