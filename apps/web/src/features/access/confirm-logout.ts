import { TEXTS } from '@toko/shared';
import { confirmDialog, notifyError, notifySuccess } from '../../lib/notify';
import { signOutAndGoHome } from '../../lib/sign-out';
import { logout } from './api/logout';

/** Asks first; whether the server call works or not, the browser ends signed out. */
export async function confirmLogout(userId: string): Promise<void> {
  const confirmed = await confirmDialog({
    title: TEXTS.confirmLogoutTitle,
    content: TEXTS.confirmLogoutText,
  });
  if (!confirmed) return;
  try {
    const result = await logout(userId);
    notifySuccess(result.message);
  } catch {
    notifyError(TEXTS.logoutFailed);
  }
  signOutAndGoHome();
}
