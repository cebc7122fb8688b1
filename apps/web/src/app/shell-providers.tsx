import 'dayjs/locale/id';
// zod's fallback messages in Indonesian for every form of the shell (a side-effect module).
import '@toko/shared/common/zod-messages';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

// Every date the shell shows or picks is Indonesian; the sign-in page shows none.
dayjs.locale('id');

/**
 * What only the signed-in screens use, server data through react-query and dates through dayjs:
 * loaded with the shell, so the sign-in page downloads neither.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
