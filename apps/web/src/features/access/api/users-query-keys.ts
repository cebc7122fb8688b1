/**
 * Query keys of the user screens. Kept under 'access' rather than 'users': the
 * session's own ['users', 'me'] must not refetch every time a list changes.
 */
export const usersQueryKeys = {
  all: ['access', 'users'] as const,
  page: ['access', 'users', 'page'] as const,
  list: ['access', 'users', 'all'] as const,
  menu: (id: number) => ['access', 'users', 'menu', id] as const,
  auditLog: ['access', 'audit-log'] as const,
};
