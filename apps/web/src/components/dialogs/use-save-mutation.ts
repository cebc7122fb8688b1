import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { TEXTS } from '@toko/shared';
import { notifyInfo, notifySuccess } from '../../lib/notify';
import { apiErrorMessage } from './api-error-message';

export interface SaveMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Lists to refetch after a save (their query keys or prefixes). */
  invalidates?: QueryKey[];
  /** Success toast; 'Berhasil Menyimpan Data' unless the screen has its own text. */
  successText?: string;
  onSuccess?: (data: TData, variables: TVariables) => void;
}

/**
 * A save (create, update, any write) with the spec's feedback: 'Berhasil Menyimpan
 * Data' on success; on failure an info toast with the server's message or
 * 'Terjadi Kesalhaan Saat Mengirim Data' (SPEC §8).
 */
export function useSaveMutation<TData = unknown, TVariables = void>({
  mutationFn,
  invalidates = [],
  successText = TEXTS.saved,
  onSuccess,
}: SaveMutationOptions<TData, TVariables>): UseMutationResult<TData, unknown, TVariables> {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVariables>({
    mutationFn,
    onSuccess: async (data, variables) => {
      notifySuccess(successText);
      onSuccess?.(data, variables);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    },
  });
}
