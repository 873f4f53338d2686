import { prerenderedFile, servesThisAddress, STATIC_PAGES } from './prerendered';

describe('prerenderedFile', () => {
  it('gives each static page its own file, with or without a trailing slash', () => {
    expect(prerenderedFile('/')).toEqual({ file: 'index.html', renderedFor: '/', status: 200 });
    expect(prerenderedFile('/dashboard')).toEqual({ file: 'dashboard.html', renderedFor: '/dashboard', status: 200 });
    expect(prerenderedFile('/send-token/')).toEqual({
      file: 'send-token.html',
      renderedFor: '/send-token',
      status: 200,
    });
    // As the router matches them: letter case makes no difference.
    expect(prerenderedFile('/Dashboard')).toEqual(prerenderedFile('/dashboard'));
    for (const page of STATIC_PAGES) expect(prerenderedFile(page).status).toBe(200);
  });

  it('serves every token address the one token shell', () => {
    const page = prerenderedFile('/token/So11111111111111111111111111111111111111112');
    expect(page).toEqual({ file: 'token.html', renderedFor: '/token/*', status: 200 });
    expect(prerenderedFile('/token/abc/')).toEqual(page);
  });

  it('serves the 404 page, with status 404, for an address no route takes', () => {
    for (const path of [
      '/nope',
      '/token',
      '/token/',
      '/token/a/b',
      '/dashboard/extra',
      '/dashboard//',
      '/Dashboard.html',
    ]) {
      expect(prerenderedFile(path)).toEqual({ file: '404.html', renderedFor: '*', status: 404 });
    }
  });
});

describe('servesThisAddress', () => {
  it('hydrates a page only at the address it was rendered for', () => {
    expect(servesThisAddress('/dashboard', '/dashboard')).toBe(true);
    expect(servesThisAddress('/dashboard', '/dashboard/')).toBe(true);
    expect(servesThisAddress('/token/*', '/token/abc')).toBe(true);
    expect(servesThisAddress('*', '/nope')).toBe(true);
  });

  it('renders afresh what a host served for another address (a single-page fallback), or what was not prerendered', () => {
    expect(servesThisAddress('/', '/dashboard')).toBe(false);
    expect(servesThisAddress('/', '/token/abc')).toBe(false);
    expect(servesThisAddress('*', '/token/abc')).toBe(false);
    expect(servesThisAddress('*', '/dashboard')).toBe(false);
    // A host that knows no letter case served its 404 page for an address the router takes.
    expect(servesThisAddress('*', '/DASHBOARD')).toBe(false);
    expect(servesThisAddress(null, '/')).toBe(false);
  });
});
