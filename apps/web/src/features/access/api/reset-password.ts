import { api } from '../../../lib/api-client';

/** A temporary password the user must replace at the next sign-in; answers the server's message. */
export function resetPassword(id: number, newPassword: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`users/${id}/reset-password`, { new_password: newPassword });
}
