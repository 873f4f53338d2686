import { describe, expect, it } from 'vitest';
import { hostAllowed, originAllowed, refusalOf } from './access';

describe('hostAllowed (DNS rebinding: an attacker name resolving to 127.0.0.1 keeps its own Host)', () => {
  it('takes names of this computer, any port', () => {
    for (const host of [
      'localhost',
      'localhost:8899',
      '127.0.0.1:8899',
      '127.1.2.3',
      '[::1]:8899',
      'app.localhost:5173',
    ])
      expect(hostAllowed(host), host).toBe(true);
  });

  it('refuses any other name, and none', () => {
    for (const host of [
      'evil.example:8899',
      '127.0.0.1.nip.io:8899',
      'localhost.evil.example',
      '192.168.1.5:8899',
      '',
      undefined,
    ])
      expect(hostAllowed(host), String(host)).toBe(false);
  });
});

describe('originAllowed', () => {
  it("takes the app's own pages (dev server, preview) and programs that send no Origin", () => {
    expect(originAllowed('http://localhost:5173')).toBe(true);
    expect(originAllowed('http://127.0.0.1:15173')).toBe(true);
    expect(originAllowed(undefined)).toBe(true);
  });

  it('refuses any web page elsewhere, a sandboxed frame, and takes one listed', () => {
    expect(originAllowed('https://evil.example')).toBe(false);
    expect(originAllowed('http://localhost.evil.example')).toBe(false);
    expect(originAllowed('null')).toBe(false);
    expect(originAllowed('chrome-extension://abc')).toBe(false);
    expect(originAllowed('https://team.example', ['https://team.example'])).toBe(true);
  });

  it('says why, naming what was refused', () => {
    expect(refusalOf({ host: 'rebound.example:8899' })).toMatch(/not to "rebound\.example:8899"/);
    expect(refusalOf({ host: '127.0.0.1:8899', origin: 'https://evil.example' })).toMatch(
      /^Refused: pages from https:\/\/evil\.example may not use this local chain/,
    );
    expect(refusalOf({ host: '127.0.0.1:8899', origin: 'http://localhost:5173' })).toBeNull();
  });
});
