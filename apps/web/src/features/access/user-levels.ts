import { KNOWN_LEVELS, type Level, levelRank, type UserListItem } from '@toko/shared';

export const LEVEL_LABELS: Record<Level, string> = {
  SU: 'Super User',
  MU: 'Master User',
  OWN: 'Owner',
  SPV: 'Supervisor',
  ADM: 'Admin',
  KASIR: 'Kasir',
  SALES: 'Sales',
};

/** 'KASIR - Kasir'; a level the app does not know shows as it is. */
export function levelLabel(level: string): string {
  const label = LEVEL_LABELS[level as Level];
  return label ? `${level} - ${label}` : level;
}

/** The levels a user may give: none above their own (the server refuses the rest). */
export function assignableLevels(ownLevel: string): Level[] {
  return KNOWN_LEVELS.filter((level) => levelRank(level) <= levelRank(ownLevel));
}

/** May a user of `ownLevel` change an account of `targetLevel`? Not one ranked above them. */
export function mayManageLevel(ownLevel: string, targetLevel: string): boolean {
  return levelRank(targetLevel) <= levelRank(ownLevel);
}

/** How the access-rights screens name a user: 'KASIR2 - Sari (KASIR)'. */
export function userOptionLabel(user: Pick<UserListItem, 'user_id' | 'user_name' | 'level'>): string {
  return `${user.user_id} - ${user.user_name} (${user.level})`;
}
