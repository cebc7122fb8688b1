/** SPEC §9: slip text fields are cut in 20-character segments, up to 5 (0-20 … 80-100). */
export const SLIP_SEGMENT_LENGTH = 20;
export const SLIP_SEGMENTS = 5;

export function slipSegments(text: string): string[] {
  const segments: string[] = [];
  for (let start = 0; start < text.length && segments.length < SLIP_SEGMENTS; start += SLIP_SEGMENT_LENGTH) {
    segments.push(text.slice(start, start + SLIP_SEGMENT_LENGTH));
  }
  return segments;
}
