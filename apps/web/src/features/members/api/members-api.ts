import { queryOptions } from '@tanstack/react-query';
import {
  type BatalTukarPoinInput,
  type JenisTransaksiMember,
  type Member,
  type MemberCreateInput,
  type MemberPoinRow,
  type MemberUpdateInput,
  memberPoinRowSchema,
  memberSchema,
  type PageQuery,
  type PageResult,
  type PenyesuaianPoinInput,
  pageResultSchema,
  type RingkasanMember,
  ringkasanMemberSchema,
  type TransaksiMemberRow,
  type TukarPoinDoc,
  type TukarPoinInput,
  transaksiMemberRowSchema,
  tukarPoinDocSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Query keys of the member screens; under the counters' 'members' prefix so a save refreshes their look-ups too. */
export const membersKeys = {
  all: ['members'] as const,
  list: (aktif: boolean) => ['members', 'list', aktif] as const,
  poin: (kode: string) => ['members', 'poin', kode] as const,
  ringkasan: (kode: string) => ['members', 'ringkasan', kode] as const,
  transaksi: (kode: string, jenis: JenisTransaksiMember) => ['members', 'transaksi', kode, jenis] as const,
  tukar: (no: string) => ['tukar-poin', no] as const,
};

const membersPage = pageResultSchema(memberSchema);
const poinPage = pageResultSchema(memberPoinRowSchema);
const transaksiPage = pageResultSchema(transaksiMemberRowSchema);

const paging = (query: Pick<PageQuery, 'skip' | 'limit'>) =>
  new URLSearchParams({ skip: String(query.skip), limit: String(query.limit) });

export async function getMembersPage(query: PageQuery, aktif: boolean): Promise<PageResult<Member>> {
  const params = paging(query);
  params.set('aktif', String(aktif));
  if (query.search) params.set('search', query.search);
  return membersPage.parse(await api.get<unknown>(`member/paginated?${params}`));
}

export async function createMember(body: MemberCreateInput): Promise<Member> {
  return memberSchema.parse(await api.post<unknown>('member', body));
}

export async function updateMember(kode: string, body: MemberUpdateInput): Promise<Member> {
  return memberSchema.parse(await api.put<unknown>(`member/${encodeURIComponent(kode)}`, body));
}

export async function getMemberPoin(kode: string, query: PageQuery): Promise<PageResult<MemberPoinRow>> {
  return poinPage.parse(await api.get<unknown>(`member/poin/${encodeURIComponent(kode)}?${paging(query)}`));
}

export const ringkasanMemberQuery = (kode: string) =>
  queryOptions({
    queryKey: membersKeys.ringkasan(kode),
    queryFn: async (): Promise<RingkasanMember> =>
      ringkasanMemberSchema.parse(await api.get<unknown>(`member/transaksi/${encodeURIComponent(kode)}`)),
  });

export async function getTransaksiMember(
  kode: string,
  jenis: JenisTransaksiMember,
  query: PageQuery,
): Promise<PageResult<TransaksiMemberRow>> {
  const params = paging(query);
  params.set('jenis', jenis);
  return transaksiPage.parse(
    await api.get<unknown>(`member/transaksi/${encodeURIComponent(kode)}/paginated?${params}`),
  );
}

export async function penyesuaianPoin(body: PenyesuaianPoinInput): Promise<Member> {
  return memberSchema.parse(await api.post<unknown>('member/poin', body));
}

export async function tukarPoin(body: TukarPoinInput): Promise<TukarPoinDoc> {
  return tukarPoinDocSchema.parse(await api.post<unknown>('tukar-poin', body));
}

/** Batal Tukar Poin: an exchange of today undone with a supervisor's consent; answers it, cancelled. */
export async function batalTukarPoin(body: BatalTukarPoinInput): Promise<TukarPoinDoc> {
  return tukarPoinDocSchema.parse(await api.post<unknown>('tukar-poin/batal', body));
}

export const tukarPoinQuery = (no: string) =>
  queryOptions({
    queryKey: membersKeys.tukar(no),
    queryFn: async (): Promise<TukarPoinDoc> =>
      tukarPoinDocSchema.parse(await api.get<unknown>(`tukar-poin/${encodeURIComponent(no)}`)),
  });
