import type { ParaSystem } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Changes one parameter or module flag; it holds from the next request, without a restart. */
export function updateParaSystem(key: string, value: string): Promise<ParaSystem> {
  return api.put<ParaSystem>(`para-system/key/${encodeURIComponent(key)}`, { value });
}
