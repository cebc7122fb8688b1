import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { getPembulatan } from './get-pembulatan';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getPembulatan', () => {
  it('reads PEMBULATAN by key at the spec path', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      key: 'PEMBULATAN',
      value: '1000',
      description: 'Pembulatan',
      kategori: 'PARAMETER',
    });
    expect(await getPembulatan()).toBe(1000);
    expect(get).toHaveBeenCalledWith('para-system/key/PEMBULATAN');
  });

  it('falls back to 500 on an error or a value that is not a step', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(new Error('Koneksi Bermasalah'));
    expect(await getPembulatan()).toBe(500);
    vi.spyOn(api, 'get').mockResolvedValueOnce({
      key: 'PEMBULATAN',
      value: 'abc',
      description: '',
      kategori: 'PARAMETER',
    });
    expect(await getPembulatan()).toBe(500);
  });
});
