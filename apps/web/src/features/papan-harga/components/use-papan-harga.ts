import { PAPAN_HARGA_SOCKET_AUTH, SOCKET_EVENTS, SOCKET_PATH } from '@toko/shared';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { getApiOrigin } from '../../../lib/api-client';
import { getPapanHarga, type PapanHargaAnswer } from '../api/get-papan-harga';

/** A board left alone still looks again this often (a closing, a missed nudge). */
export const PAPAN_POLL_MS = 60_000;

export interface PapanHargaState {
  answer: PapanHargaAnswer | undefined;
  /** The last look failed: what is shown may be old. */
  failed: boolean;
}

/**
 * The board's prices, kept current by themselves: asked on opening, again at once when the
 * shop's socket room says they changed (and after a reconnect, which may have missed that),
 * and every minute whatever happens. Answers that arrive out of order never go back in time.
 */
export function usePapanHarga(kodeToko: string): PapanHargaState {
  const [state, setState] = useState<PapanHargaState>({ answer: undefined, failed: false });

  useEffect(() => {
    let stopped = false;
    let asked = 0;
    let shown = 0;
    const look = (fresh: boolean) => {
      const ticket = ++asked;
      getPapanHarga(kodeToko, fresh).then(
        (answer) => {
          if (stopped || ticket < shown) return;
          shown = ticket;
          setState({ answer, failed: false });
        },
        () => {
          if (!stopped) setState((current) => ({ ...current, failed: true }));
        },
      );
    };
    look(false);
    const timer = window.setInterval(() => look(false), PAPAN_POLL_MS);

    let socket: Socket | undefined;
    void Promise.all([getApiOrigin(), import('socket.io-client')]).then(([origin, { io }]) => {
      if (stopped) return;
      socket = io(origin, {
        path: SOCKET_PATH,
        auth: { [PAPAN_HARGA_SOCKET_AUTH]: kodeToko },
        transports: ['websocket', 'polling'],
      });
      socket.on(SOCKET_EVENTS.hargaBerubah, () => look(true));
      // Not the first connection: what changed while away is asked for.
      let connected = false;
      socket.on('connect', () => {
        if (connected) look(true);
        connected = true;
      });
    });
    return () => {
      stopped = true;
      window.clearInterval(timer);
      socket?.disconnect();
    };
  }, [kodeToko]);

  return state;
}
