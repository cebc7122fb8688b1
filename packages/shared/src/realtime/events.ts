/** socket.io event names and payloads shared by server and browser. */
export const SOCKET_PATH = '/socket.io';

export const SOCKET_EVENTS = {
  startClosedStore: 'start-closed-store',
  closedStoreProgress: 'closed-store-progress',
  closedStoreDone: 'closed-store-done',
  /** A shop wrote something that may be an exception: Pantauan pages look again (issue 29). */
  pantauanBerubah: 'pantauan-berubah',
  /** A shop's prices (or its board's switch, or its business day) changed: its Papan Harga asks again (issue 30). */
  hargaBerubah: 'harga-berubah',
} as const;

/** The payload of pantauan-berubah: which shop wrote. */
export interface PantauanBerubah {
  kode_toko: string;
}

export interface ClosedStoreProgress {
  percentage: number;
  message: string;
}

/** Answer (socket ack) to start-closed-store, mirroring POST system/close. */
export interface ClosedStoreResult {
  ok: boolean;
  message: string;
  tgl_system?: string;
  /** A refused closing's reasons, each with the screen that clears it. */
  blockers?: { message: string; path: string | null }[];
}
