import { render, screen, waitFor } from '@testing-library/react';
import type { PageResult } from '@toko/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DocumentListPage, type DocumentListQuery } from './document-list-page';

vi.mock('../../lib/use-session', () => ({
  useSession: () => ({ user: { tgl_system: '2026-11-22', level: 'OWN', kode_toko: 'PST' }, modules: [] }),
  minSelectableDate: () => undefined,
}));
vi.mock('../../routing/use-route-meta', () => ({ useRouteMeta: () => undefined }));

interface Doc {
  no: string;
}

/** The list at a URL; answers what it asked the server, last first. */
function renderList(url: string) {
  const asked: DocumentListQuery<'OPEN' | 'LUNAS'>[] = [];
  const usePage = (query: DocumentListQuery<'OPEN' | 'LUNAS'>) => {
    asked.unshift(query);
    return { data: { data: [], count: 0 } as PageResult<Doc>, isFetching: false, error: null } as never;
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <DocumentListPage<Doc, 'OPEN' | 'LUNAS', DocumentListQuery<'OPEN' | 'LUNAS'>>
        title="Lihat Hutang"
        name="hutang"
        numberOf={(doc) => doc.no}
        toQuery={(filters) => filters}
        usePage={usePage}
        columns={[{ key: 'no', title: 'No', dataIndex: 'no' }]}
        statusOptions={[
          { value: 'OPEN', label: 'Open' },
          { value: 'LUNAS', label: 'Lunas' },
        ]}
        initialStatus="OPEN"
        searchPlaceholder="No Hutang"
        renderLines={() => null}
      />
    </MemoryRouter>,
  );
  return asked;
}

describe('DocumentListPage', () => {
  it('opens on the business day and its first state', () => {
    const asked = renderList('/lihat-hutang');
    expect(asked[0]).toMatchObject({ dari: '2026-11-22', sampai: '2026-11-22', status: 'OPEN' });
    expect(asked[0]?.search).toBeUndefined();
  });

  it('opened from a link to a document: its day, its number searched, in every state', async () => {
    const asked = renderList('/lihat-hutang?tanggal=2026-09-23&cari=PST-HT-260923-0001');
    expect(asked[0]).toMatchObject({
      dari: '2026-09-23',
      sampai: '2026-09-23',
      search: 'PST-HT-260923-0001',
    });
    expect(asked[0]?.status).toBeUndefined();
    expect((screen.getByTestId('hutang-search') as HTMLInputElement).value).toBe('PST-HT-260923-0001');
    // The search box's pause in typing does not take the number away.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await waitFor(() => expect(asked[0]?.search).toBe('PST-HT-260923-0001'));
  });
});
