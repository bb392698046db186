import { describe, expect, it } from 'vitest';
import { isMember } from './types';
import { initialOf } from './UserArea';

describe('initialOf', () => {
  it('takes the first character, upper-cased, ignoring spaces', () => {
    expect(initialOf('张小明')).toBe('张');
    expect(initialOf('  lily')).toBe('L');
  });

  it('keeps a character outside the BMP whole', () => {
    expect(initialOf('𠮷野家')).toBe('𠮷');
  });

  it('is empty without a name', () => {
    expect(initialOf('')).toBe('');
    expect(initialOf(null)).toBe('');
  });
});

describe('isMember', () => {
  it('treats an id above 0 as a member and anything else as a guest', () => {
    expect(isMember({ id: 1 })).toBe(true);
    expect(isMember({ id: 0, name: '张三' })).toBe(false);
    expect(isMember({ id: -1 })).toBe(false);
    expect(isMember({ id: null })).toBe(false);
    expect(isMember(null)).toBe(false);
    expect(isMember(undefined)).toBe(false);
  });
});
