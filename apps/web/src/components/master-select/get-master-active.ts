import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MasterRecord, MasterResource } from '@toko/shared';
import { api } from '../../lib/api-client';
import { masterQueryKeys } from './master-query-keys';

/** The active records of a master, as choosers offer them. */
export function getMasterActive(entry: MasterResource): Promise<MasterRecord[]> {
  return api.get<MasterRecord[]>(entry.readPath);
}

export const masterActiveQuery = (entry: MasterResource) =>
  queryOptions({ queryKey: masterQueryKeys.active(entry), queryFn: () => getMasterActive(entry) });

export function useMasterActive(entry: MasterResource, enabled = true) {
  return useQuery({ ...masterActiveQuery(entry), enabled });
}
