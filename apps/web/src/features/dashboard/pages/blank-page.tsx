/** Intentionally empty: a neutral page to land on. */
export function BlankPage() {
  return null;
}
