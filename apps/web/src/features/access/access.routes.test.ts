import { describe, expect, it } from 'vitest';
import { accessRoutes } from './access.routes';

const pageOf = async (path: string) => {
  const route = accessRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(path);
  return route.page();
};

describe('accessRoutes', () => {
  it('gives every Manage Users item its real screen', async () => {
    expect((await pageOf('/data-users')).name).toBe('DataUsersPage');
    expect((await pageOf('/audit-log')).name).toBe('AuditLogPage');
  });

  it('shares one tree page between the two access-rights routes', async () => {
    const users = await pageOf('/hak-akses-users');
    expect(users.name).toBe('HakAksesPage');
    expect(await pageOf('/hak-akses-news')).toBe(users);
  });
});
