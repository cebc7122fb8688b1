import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { clearSession } from '../lib/storage.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// The files of one worker share one page and one module graph (isolate: false in
// vitest.config.ts): each file leaves them as a new page would be, signed out (which also
// empties the session the storage module keeps), with empty storage, at '/', on real timers.
afterAll(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

/**
 * happy-dom has no 2D canvas: `getContext` answers a context whose drawing calls do
 * nothing, so code that draws (image resize, barcodes) can run; what it draws is
 * checked in Chromium instead.
 */
const noop = () => undefined;
const fakeContext2d = new Proxy(
  {},
  {
    get: (_target, property) => {
      if (property === 'measureText') return () => ({ width: 0 });
      if (property === 'getImageData' || property === 'createImageData') {
        return () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 });
      }
      return noop;
    },
    set: () => true,
  },
);
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  writable: true,
  value: vi.fn(() => fakeContext2d),
});
