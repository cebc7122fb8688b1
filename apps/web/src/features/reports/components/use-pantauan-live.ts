import { type PantauanBerubah, type ReportQuery, SOCKET_EVENTS } from '@toko/shared';
import { useEffect, useRef } from 'react';
import { businessDate } from '../../../lib/shop-time';
import { getSocket } from '../../../lib/socket';
import { useSession } from '../../../lib/use-session';

/** Looks again at most this often, however busy the shops are. */
const REFRESH_MS = 5_000;

/**
 * Pantauan live (issue 29): when a shop the page shows writes something (the server's
 * pantauan-berubah), and the period shown reaches today's business date, `refresh` runs:
 * at once, then at most every REFRESH_MS, the last change of a burst always seen.
 */
export function usePantauanLive(asked: ReportQuery | undefined, refresh: () => void): void {
  const session = useSession();
  const latest = useRef({ asked, refresh, ownShop: session?.user.kode_toko });
  latest.current = { asked, refresh, ownShop: session?.user.kode_toko };

  useEffect(() => {
    let cancelled = false;
    let detach: (() => void) | undefined;
    let timer: number | undefined;
    let again = false;
    const run = () => {
      latest.current.refresh();
      timer = window.setTimeout(() => {
        timer = undefined;
        if (again) {
          again = false;
          run();
        }
      }, REFRESH_MS);
    };
    const onChange = (event: PantauanBerubah) => {
      const { asked: shown, ownShop } = latest.current;
      if (!shown) return;
      const shop = shown.kode_toko ?? ownShop;
      if (shop !== 'SEMUA' && shop !== event.kode_toko) return;
      const today = businessDate();
      if (today && shown.tgl_to < today) return;
      if (timer === undefined) run();
      else again = true;
    };
    void getSocket().then((socket) => {
      if (cancelled) return;
      socket.on(SOCKET_EVENTS.pantauanBerubah, onChange);
      detach = () => socket.off(SOCKET_EVENTS.pantauanBerubah, onChange);
    });
    return () => {
      cancelled = true;
      detach?.();
      window.clearTimeout(timer);
    };
  }, []);
}
