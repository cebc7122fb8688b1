import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function logout(userId: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('users/logout', { user_id: userId });
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
