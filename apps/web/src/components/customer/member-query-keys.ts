/** Query keys of the member look-ups the counters (sales, buyback) share. */
export const memberQueryKeys = {
  all: ['members'] as const,
  search: (search: string) => ['members', 'search', search] as const,
  one: (kodeMember: string) => ['members', 'one', kodeMember] as const,
};
