import {
  addDays,
  type ClosedStoreProgress,
  closeStoreRefusalSchema,
  SOCKET_EVENTS,
  TEXTS,
} from '@toko/shared';
import { ApiError } from '../../lib/api-client';
import { confirmDialog, errorDialog, notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { signOutAndGoHome } from '../../lib/sign-out';
import { getSocket, waitForConnection } from '../../lib/socket';
import { getSession } from '../../lib/storage';
import { closeStore } from './api/close-store';
import { getClosingState, resetClosingState, setClosingState } from './closing-state';

const SOCKET_WAIT_MS = 3000;
const STARTING = 'Memulai proses tutup toko...';

/** Another closing won the race, or the day was already closed and the token revoked. */
function closedElsewhere(error: ApiError): boolean {
  if (error.status === 409 && error.message === TEXTS.closingInProgress) return true;
  return error.status === 401 && error.message.toLowerCase() === TEXTS.invalidToken.toLowerCase();
}

function confirmText(tglSystem: string): string {
  return `Tanggal system ${tglSystem} akan ditutup dan toko dibuka dengan tanggal ${addDays(tglSystem, 1)}`;
}

/**
 * Tutup Toko: confirm, then run the closing while the server reports each step
 * over the socket. Every ending signs the user out except a refused check (422),
 * which leaves the day open so the user can fix what the message names.
 */
export async function startStoreClosing(): Promise<void> {
  const session = getSession();
  if (!session || getClosingState().running) return;
  const confirmed = await confirmDialog({
    title: TEXTS.confirmCloseStore,
    content: confirmText(session.user.tgl_system),
    okText: TEXTS.ok,
    cancelText: TEXTS.no,
  });
  if (!confirmed) return;

  setClosingState({ running: true, percentage: 0, message: STARTING });
  const socket = await getSocket();
  const onProgress = (progress: ClosedStoreProgress) =>
    setClosingState({ percentage: progress.percentage, message: progress.message });
  socket.on(SOCKET_EVENTS.closedStoreProgress, onProgress);
  await waitForConnection(socket, SOCKET_WAIT_MS);

  try {
    await closeStore();
    setClosingState({ percentage: 100 });
    notifySuccess(TEXTS.storeClosed);
    signOutAndGoHome();
  } catch (error) {
    socket.off(SOCKET_EVENTS.closedStoreProgress, onProgress);
    resetClosingState();
    if (!(error instanceof ApiError)) {
      notifyError(TEXTS.closeFailed);
    } else if (closedElsewhere(error)) {
      notifyInfo(TEXTS.closedByOther);
      signOutAndGoHome();
    } else if (error.status === 422) {
      // Blockers come with the screen that clears each; any other refusal is only words.
      const refusal = closeStoreRefusalSchema.safeParse(error.body);
      if (refusal.success && refusal.data.blockers.length > 0) setClosingState({ refusal: refusal.data });
      else errorDialog(error.message);
    } else if (error.noResponse) {
      notifyError(TEXTS.requestFailed);
    } else {
      notifyInfo(error.message);
    }
  }
}
