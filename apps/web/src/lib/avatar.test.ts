import { describe, expect, it } from 'vitest';
import { avatarColor, avatarInitials } from './avatar';

describe('avatarInitials', () => {
  it('takes the first two letters of a single word', () => {
    expect(avatarInitials('owner')).toBe('OW');
  });

  it('takes the first letter of the first two words', () => {
    expect(avatarInitials('budi.santoso')).toBe('BS');
    expect(avatarInitials('KASIR_2 pagi')).toBe('K2');
  });

  it('never answers empty', () => {
    expect(avatarInitials('  ')).toBe('?');
  });
});

describe('avatarColor', () => {
  it('is the same for the same user id, whatever the case', () => {
    expect(avatarColor('kasir')).toBe(avatarColor('KASIR'));
  });

  it('differs between users', () => {
    expect(avatarColor('KASIR')).not.toBe(avatarColor('OWNER'));
  });
});
