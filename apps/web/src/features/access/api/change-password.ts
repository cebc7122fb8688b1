import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@toko/shared';
import { api } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('users/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
