import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetched: string[];

beforeEach(() => {
  // The API base is read once per page load: each case loads the client afresh.
  vi.resetModules();
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      fetched.push(input);
      return input === '/config.json' ? json({ apiBase: '/dari-config/' }) : json({ ok: true });
    }),
  );
});

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the API base', () => {
  it('comes from the configuration the server wrote into the page, with no call for config.json', async () => {
    document.head.innerHTML =
      '<script id="app-config" type="application/json">{"apiBase":"/dari-halaman/"}</script>';
    const { api } = await import('./api-client');
    await api.get('users/me');
    await api.get('dashboard');
    expect(fetched).toEqual(['/dari-halaman/users/me', '/dari-halaman/dashboard']);
  });

  it('comes from config.json, asked once, where the page has none (the dev server)', async () => {
    const { api } = await import('./api-client');
    await api.get('users/me');
    await api.get('dashboard');
    expect(fetched).toEqual(['/config.json', '/dari-config/users/me', '/dari-config/dashboard']);
  });

  it('falls back to /api when the page holds a broken configuration and config.json is unreachable', async () => {
    document.head.innerHTML = '<script id="app-config" type="application/json">{rusak</script>';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        fetched.push(input);
        if (input === '/config.json') throw new TypeError('Failed to fetch');
        return json({ ok: true });
      }),
    );
    const { api } = await import('./api-client');
    await api.get('users/me');
    expect(fetched).toEqual(['/config.json', '/api/users/me']);
  });
});
