import { disconnectSocket } from './socket';
import { clearSession } from './storage';

export const REDIRECT_DELAY_MS = 1000;

/**
 * Ends the browser's session and goes to the sign-in page after `delayMs`, so the
 * user can read the toast first. A full page load drops every cached query and socket.
 */
export function signOutAndGoHome(delayMs: number = REDIRECT_DELAY_MS): void {
  window.setTimeout(() => {
    clearSession();
    disconnectSocket();
    window.location.replace('/');
  }, delayMs);
}
