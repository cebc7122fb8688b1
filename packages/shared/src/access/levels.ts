/**
 * User levels. OWN, SU and MU see the whole menu; every other level sees only the
 * menu items granted to the user. The rank orders who may manage whom.
 */
export const FULL_ACCESS_LEVELS = ['OWN', 'SU', 'MU'] as const;
export const KNOWN_LEVELS = ['SU', 'MU', 'OWN', 'SPV', 'ADM', 'KASIR', 'SALES'] as const;
export type Level = (typeof KNOWN_LEVELS)[number];

const RANK: Record<string, number> = { SU: 60, MU: 50, OWN: 40, SPV: 30, ADM: 20, KASIR: 10, SALES: 10 };

export function hasFullAccess(level: string): boolean {
  return (FULL_ACCESS_LEVELS as readonly string[]).includes(level);
}

/** Levels not in the table rank with the staff levels. */
export function levelRank(level: string): number {
  return RANK[level] ?? 10;
}

/** "Owner-level" users: the ones who keep privacy-policy during the date block. */
export function isOwnerLevel(level: string): boolean {
  return hasFullAccess(level);
}
