import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TimbangBaki, timbangBakiSchema } from '@toko/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { goodsQueryKeys } from './goods-query-keys';

const aktifSchema = z.object({ aktif: timbangBakiSchema.nullable() });

/** The shop's open weighing, if any (only one may be open at a time). */
export async function getTimbangAktif(): Promise<TimbangBaki | null> {
  return aktifSchema.parse(await api.get<unknown>('timbang-baki/aktif')).aktif;
}

export const timbangAktifQuery = () =>
  queryOptions({ queryKey: goodsQueryKeys.timbangAktif, queryFn: getTimbangAktif, staleTime: 0 });

export function useTimbangAktif() {
  return useQuery(timbangAktifQuery());
}
