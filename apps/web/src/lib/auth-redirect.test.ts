import { describe, expect, it } from 'vitest';
import { accountSetupPathFor, loginPathFor, safeRedirect } from './auth-redirect';

describe('safeRedirect', () => {
  it('keeps a same-origin page with its query', () => {
    expect(safeRedirect('/manage-users/detail/7?tab=freezes')).toBe('/manage-users/detail/7?tab=freezes');
  });

  it('sends anything else to the home page, which picks the first page the role may open', () => {
    for (const value of [null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login', '/login?redirect=%2F', '/account/setup', '/account/setup?redirect=%2Flogs']) {
      expect(safeRedirect(value)).toBe('/');
    }
  });
});

describe('accountSetupPathFor', () => {
  it('remembers where the operator was going, but not the home page or the setup page itself', () => {
    expect(accountSetupPathFor('/logs?page=2')).toBe('/account/setup?redirect=%2Flogs%3Fpage%3D2');
    expect(accountSetupPathFor('/')).toBe('/account/setup');
    expect(accountSetupPathFor('/account/setup')).toBe('/account/setup');
  });
});

describe('loginPathFor', () => {
  it('encodes the page to come back to', () => {
    expect(loginPathFor('/stats/dau?sd=1')).toBe('/login?redirect=%2Fstats%2Fdau%3Fsd%3D1');
  });
});
