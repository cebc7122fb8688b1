import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return loginResponseSchema.parse(await api.post<unknown>('users/login', body));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
