import { useQuery } from '@tanstack/react-query';
import { readParameter } from '../../lib/read-parameter';

const POTONGAN_TUKAR_KEY = 'POTONGAN_TUKAR_PERSEN';
/** The whole cut, as the server takes it when the setting is missing. */
const FULL_CUT = 100;

/**
 * The share (%) of a condition's cut taken when a piece with this shop's receipt is
 * traded in. The server decides again on save; a setting that cannot be read counts as
 * the whole cut, as on the server.
 */
export function getPotonganTukarPersen(): Promise<number> {
  return readParameter(
    POTONGAN_TUKAR_KEY,
    (text) => {
      const persen = Number(text);
      return Number.isFinite(persen) && persen >= 0 ? persen : undefined;
    },
    FULL_CUT,
  );
}

export function usePotonganTukarPersen(enabled: boolean) {
  return useQuery({
    queryKey: ['buyback', 'potongan-tukar'] as const,
    queryFn: getPotonganTukarPersen,
    staleTime: 60_000,
    enabled,
  });
}
