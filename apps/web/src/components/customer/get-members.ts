import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Member, memberSchema, pageResultSchema } from '@toko/shared';
import { api } from '../../lib/api-client';
import { memberQueryKeys } from './member-query-keys';

const membersPage = pageResultSchema(memberSchema);

/** Members matching part of a code, name or phone: the first page only, as a chooser needs. */
export async function findMembers(search: string): Promise<Member[]> {
  const query = new URLSearchParams({ skip: '0', limit: '20', search });
  return membersPage.parse(await api.get<unknown>(`member/paginated?${query}`)).data;
}

export const membersQuery = (search: string) =>
  queryOptions({ queryKey: memberQueryKeys.search(search), queryFn: () => findMembers(search) });

export function useMembers(search: string) {
  return useQuery({ ...membersQuery(search), placeholderData: keepPreviousData });
}
