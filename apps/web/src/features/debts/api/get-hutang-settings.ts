import { useQuery } from '@tanstack/react-query';
import { HUTANG_MIN_HARI_DEFAULT, paraSystemDefault } from '@toko/shared';
import { readParameter } from '../../../lib/read-parameter';

const nonNegative = (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** MAKS_PINJAMAN_PERSEN: the most a loan may be, in % of the pieces' value (70 unless set). */
export function getMaksPinjamanPersen(): Promise<number> {
  return readParameter(
    'MAKS_PINJAMAN_PERSEN',
    nonNegative,
    Number(paraSystemDefault('MAKS_PINJAMAN_PERSEN') ?? 70),
  );
}

/** HUTANG_MIN_HARI: the days a loan's first period is charged at least (30 unless set). */
export function getHutangMinHari(): Promise<number> {
  return readParameter('HUTANG_MIN_HARI', nonNegative, HUTANG_MIN_HARI_DEFAULT);
}

export function useMaksPinjamanPersen() {
  return useQuery({ queryKey: ['para-system', 'MAKS_PINJAMAN_PERSEN'], queryFn: getMaksPinjamanPersen });
}

export function useHutangMinHari() {
  return useQuery({ queryKey: ['para-system', 'HUTANG_MIN_HARI'], queryFn: getHutangMinHari });
}
