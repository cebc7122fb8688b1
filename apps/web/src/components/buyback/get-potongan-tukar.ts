import { useQuery } from '@tanstack/react-query';
import { paraSystemSchema } from '@toko/shared';
import { api } from '../../lib/api-client';

const POTONGAN_TUKAR_KEY = 'POTONGAN_TUKAR_PERSEN';
/** The whole cut, as the server takes it when the setting is missing. */
const FULL_CUT = 100;

/**
 * The share (%) of a condition's cut taken when a piece with this shop's receipt is
 * traded in. The server decides again on save; a setting that cannot be read counts as
 * the whole cut, as on the server.
 */
export async function getPotonganTukarPersen(): Promise<number> {
  try {
    const param = paraSystemSchema.parse(await api.get<unknown>(`para-system/key/${POTONGAN_TUKAR_KEY}`));
    const persen = Number(param.value);
    return Number.isFinite(persen) && persen >= 0 ? persen : FULL_CUT;
  } catch {
    return FULL_CUT;
  }
}

export function usePotonganTukarPersen(enabled: boolean) {
  return useQuery({
    queryKey: ['buyback', 'potongan-tukar'] as const,
    queryFn: getPotonganTukarPersen,
    staleTime: 60_000,
    enabled,
  });
}
