import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-path.ts';

describe('returnPath', () => {
  it.each([
    ['/nachrichten/12', '/nachrichten/12'],
    ['/nachrichten?unread=true', '/nachrichten?unread=true'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (next, expected) => {
    expect(returnPath(next)).toBe(expected);
  });

  it('builds the sign-in link with the way back', () => {
    expect(signInPath('/nachrichten/3')).toBe('/auth?next=%2Fnachrichten%2F3');
    expect(signInPath('/nachrichten', 'register')).toBe('/auth?tab=register&next=%2Fnachrichten');
  });
});
