/** Two letters for the avatar: first letters of the first two words, or the first two letters. */
export function avatarInitials(userId: string): string {
  const words = userId
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

/** A colour that is always the same for the same user id (FNV-1a hash to a hue). */
export function avatarColor(userId: string): string {
  let hash = 0x811c9dc5;
  for (const char of userId.toUpperCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  const hue = (hash >>> 0) % 360;
  return `hsl(${hue}, 55%, 42%)`;
}
