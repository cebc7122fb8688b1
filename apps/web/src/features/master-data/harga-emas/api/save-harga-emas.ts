import { useQueryClient } from '@tanstack/react-query';
import { type HargaEmasRow, type HargaEmasSave, hargaEmasRowSchema } from '@toko/shared';
import { z } from 'zod';
import { useSaveMutation } from '../../../../components/dialogs/use-save-mutation';
import { api } from '../../../../lib/api-client';
import { hargaEmasQueryKeys } from './harga-emas-query-keys';

const dayPricesSchema = z.array(hargaEmasRowSchema);

/** Saves the day's prices of the listed groups; answers the whole day as it now stands. */
export async function saveHargaEmas(body: HargaEmasSave): Promise<HargaEmasRow[]> {
  return dayPricesSchema.parse(await api.post<unknown>('harga-emas', body));
}

/** 'Berhasil Menyimpan Data' on success, the server's message on failure; the day and the history refresh. */
export function useSaveHargaEmas(onSaved?: (rows: HargaEmasRow[], body: HargaEmasSave) => void) {
  const queryClient = useQueryClient();
  return useSaveMutation<HargaEmasRow[], HargaEmasSave>({
    mutationFn: saveHargaEmas,
    invalidates: [hargaEmasQueryKeys.history],
    onSuccess: (rows, body) => {
      queryClient.setQueryData(hargaEmasQueryKeys.day(body.tanggal), rows);
      onSaved?.(rows, body);
    },
  });
}
