import { masterResource } from '@toko/shared';
import { useCallback } from 'react';
import { useMasterActive } from './get-master-active';

const SALES = masterResource('sales');

/**
 * Names of the sales persons by code. A person since deactivated is not in the active
 * list: their code stands for them (nameOf answers '').
 */
export function useSalesNames(enabled = true): { nameOf: (kodeSales: string) => string; ready: boolean } {
  const { data, isPending, isError } = useMasterActive(SALES, enabled);
  const nameOf = useCallback(
    (kodeSales: string) => {
      const person = data?.find((record) => record[SALES.codeField] === kodeSales);
      return person ? String(person[SALES.nameField] ?? '') : '';
    },
    [data],
  );
  return { nameOf, ready: !isPending || isError };
}
