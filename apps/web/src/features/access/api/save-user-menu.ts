import { api } from '../../../lib/api-client';
import type { UserMenuGrants } from './get-user-menu';

/**
 * Replaces the user's menu items. The server enforces them at once; the user's
 * sidebar follows at their next page load.
 */
export function saveUserMenu(id: number, menuKeys: readonly string[]): Promise<UserMenuGrants> {
  return api.put<UserMenuGrants>(`users/${id}/menu`, { menu_keys: menuKeys });
}
