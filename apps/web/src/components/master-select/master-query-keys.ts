import type { MasterResource } from '@toko/shared';

/** Query keys of one master; invalidating `all` refreshes its table and its choosers. */
export const masterQueryKeys = {
  all: (entry: MasterResource) => ['master', entry.key] as const,
  page: (entry: MasterResource) => ['master', entry.key, 'page'] as const,
  active: (entry: MasterResource) => ['master', entry.key, 'active'] as const,
};
