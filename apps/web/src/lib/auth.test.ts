import { describe, expect, it } from 'vitest';
import { returnToFromState, safeReturnTo } from './auth.ts';

describe('return path after sign-in', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeReturnTo('/ccmp/countries')).toBe('/ccmp/countries');
    expect(returnToFromState({ returnTo: '/vst/consults?page=2' })).toBe('/vst/consults?page=2');
  });
  it('refuses other origins, the callback itself and junk', () => {
    expect(safeReturnTo('//evil.example/x')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('/auth/callback?code=1')).toBe('/');
    expect(returnToFromState(undefined)).toBe('/');
    expect(returnToFromState({ returnTo: 42 })).toBe('/');
  });
});
