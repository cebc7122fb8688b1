import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsQueryKeys } from './settings-query-keys';

/** The shop's logo address, or null without one. */
export async function getTokoLogo(): Promise<string | null> {
  return (await api.get<{ url: string | null }>('toko/logo')).url;
}

export function useTokoLogo() {
  return useQuery({ queryKey: settingsQueryKeys.logo, queryFn: getTokoLogo });
}
