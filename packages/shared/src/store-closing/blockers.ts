/** How many waiting documents a closing refusal names; the rest are counted. */
export const NAMED_BLOCKERS = 10;

/**
 * "A, B, C" or "A, B, … dan 3 lainnya": the numbers staff look for on the validation
 * screen, never a list too long to read in the refusal.
 */
export function namedDocuments(nos: readonly string[], jumlah: number): string {
  const rest = jumlah - nos.length;
  return rest > 0 ? `${nos.join(', ')} dan ${rest} lainnya` : nos.join(', ');
}
