/** A user's search text as an ILIKE pattern: % and _ typed by the user match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
