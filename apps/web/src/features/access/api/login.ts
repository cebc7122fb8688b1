import type { LoginRequest, LoginResponse } from '@toko/shared';
import { api } from '../../../lib/api-client';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  // The schema (and zod) come with the request, not with the sign-in page's first download.
  const [{ loginResponseSchema }, response] = await Promise.all([
    import('@toko/shared/auth/auth.schemas'),
    api.post<unknown>('users/login', body),
  ]);
  return loginResponseSchema.parse(response);
}
