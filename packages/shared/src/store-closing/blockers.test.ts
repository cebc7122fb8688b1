import { describe, expect, it } from 'vitest';
import { namedDocuments } from './blockers.ts';

describe('namedDocuments', () => {
  it('names every document when all are shown, counts the rest otherwise', () => {
    expect(namedDocuments(['PST-FJ-261127-0001'], 1)).toBe('PST-FJ-261127-0001');
    expect(namedDocuments(['A', 'B'], 2)).toBe('A, B');
    expect(namedDocuments(['A', 'B'], 5)).toBe('A, B dan 3 lainnya');
  });
});
