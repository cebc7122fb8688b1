import type { CloseStoreRefusal } from '@toko/shared';
import { useSyncExternalStore } from 'react';

export interface ClosingState {
  /** This tab is closing the day: its own 'closed-store-done' is not news to it. */
  running: boolean;
  percentage: number;
  message: string;
  /** The server's reasons the day stays open, shown with a way to each screen that clears one. */
  refusal: CloseStoreRefusal | null;
}

const IDLE: ClosingState = { running: false, percentage: 0, message: '', refusal: null };
let state: ClosingState = IDLE;
const listeners = new Set<() => void>();

export function getClosingState(): ClosingState {
  return state;
}

export function setClosingState(next: Partial<ClosingState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function resetClosingState(): void {
  setClosingState(IDLE);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClosingState(): ClosingState {
  return useSyncExternalStore(subscribe, getClosingState, getClosingState);
}
