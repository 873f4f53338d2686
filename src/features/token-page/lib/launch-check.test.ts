// @vitest-environment node
// The launch check against a real static server this test starts on 127.0.0.1: a good token, a missing
// file, an oversized one, an image of the wrong type, a host too slow to answer. The token's URIs are
// https (the rule holds); the test's fetch carries them to the local server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenDetails } from '@/entities/token/model';
import { runLaunchCheck, type LaunchItem } from './launch-check';

const OWNER = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const HOST = 'https://metadata.test';

let server: Server;
let base = '';
const json = (name: string, image: string) => JSON.stringify({ name, symbol: 'LIFE', image });

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (type: string, body: string | Buffer) => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    switch (request.url) {
      case '/good.json':
        return send('application/json', json('Life Coin', `${HOST}/life.png`));
      case '/renamed.json':
        return send('application/json', json('Other Name', `${HOST}/life.png`));
      case '/oversized.json':
        return send('application/json', `{"name":"${'x'.repeat(1024 * 1024 + 10)}"}`);
      case '/wrong-type.json':
        return send('application/json', json('Life Coin', `${HOST}/page.html`));
      case '/life.png':
        return send('image/png', PNG);
      case '/page.html':
        return send('text/html', '<html>not a picture</html>');
      case '/slow.json':
        setTimeout(() => send('application/json', json('Life Coin', `${HOST}/life.png`)), 3_000);
        return;
      default:
        response.writeHead(404);
        response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const viaLocalServer: typeof fetch = (input, init) => fetch(String(input).replace(HOST, base), init);

const token = (uri: string, over: Partial<TokenDetails> = {}): TokenDetails => ({
  mint: 'B1isd14EcqGbauFSaQs9HspCApeJtB7TgeeoA1ZvRusx',
  program: 'token-2022',
  name: 'Life Coin',
  symbol: 'LIFE',
  decimals: 2,
  supply: 1_000n,
  balance: 1_000n,
  mintAuthority: OWNER,
  freezeAuthority: null,
  metadata: { updateAuthority: OWNER, uri, additional: [] },
  extensions: [],
  ...over,
});

const check = (details: TokenDetails) => runLaunchCheck(details, OWNER, { fetch: viaLocalServer, timeoutMs: 1_000 });
const byId = (items: LaunchItem[]) => Object.fromEntries(items.map((item) => [item.id, item]));

describe('the launch check, against a local static server', () => {
  it('a good token: file, match and image pass; a live supply is a warning with its fix', async () => {
    const items = byId(await check(token(`${HOST}/good.json`)));
    expect(items.uri).toMatchObject({ status: 'pass' });
    expect(items.match).toMatchObject({ status: 'pass' });
    expect(items.image).toMatchObject({ status: 'pass', detail: 'image/png, 1 KB.' });
    expect(items['mint-authority']).toMatchObject({
      status: 'warn',
      fix: { label: 'Revoke the mint authority', to: { action: 'authorities', role: 'mint', revoke: true } },
    });
    expect(items['freeze-authority']).toMatchObject({ status: 'pass' });
    expect(items.extensions).toMatchObject({ status: 'pass' });
  });

  it('a missing file fails with the status the host gave', async () => {
    expect(byId(await check(token(`${HOST}/missing.json`))).uri).toMatchObject({
      status: 'fail',
      detail: 'The metadata file answered HTTP 404.',
      fix: { to: { action: 'metadata' } },
    });
  });

  it('an oversized file is refused at 1 MB', async () => {
    expect(byId(await check(token(`${HOST}/oversized.json`))).uri).toMatchObject({
      status: 'fail',
      detail: 'The metadata file is larger than 1 MB.',
    });
  });

  it('an image of the wrong type fails, naming what was served', async () => {
    expect(byId(await check(token(`${HOST}/wrong-type.json`))).image).toMatchObject({
      status: 'fail',
      detail: 'The image address serves text/html, not a picture.',
    });
  });

  it('a slow host fails once the time limit passes', async () => {
    expect(byId(await check(token(`${HOST}/slow.json`))).uri).toMatchObject({
      status: 'fail',
      detail: 'The metadata file did not answer within 1 s.',
    });
  });

  it('a name that differs from the chain is a warning; no URI or a plain-http one fails without fetching', async () => {
    expect(byId(await check(token(`${HOST}/renamed.json`))).match).toMatchObject({
      status: 'warn',
      detail: 'The file says name "Other Name" (the chain says "Life Coin"): wallets may show either.',
    });
    expect(byId(await check(token(''))).uri).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^No metadata URI/),
    });
    expect(byId(await check(token(`${base}/good.json`))).uri).toMatchObject({
      status: 'fail',
      detail: 'The URI is not https: wallets and this app will not open it.',
    });
  });

  it('a freeze authority and a permanent delegate are warnings; a frozen default state too', async () => {
    const items = byId(
      await check(
        token(`${HOST}/good.json`, {
          freezeAuthority: OWNER,
          extensions: [
            { name: 'PermanentDelegate', params: [{ name: 'delegate', value: OWNER, address: true }] },
            { name: 'DefaultAccountState', params: [{ name: 'state', value: 'Frozen' }] },
          ],
        }),
      ),
    );
    expect(items['freeze-authority']).toMatchObject({ status: 'warn', fix: { label: 'Revoke the freeze authority' } });
    expect(items.extensions?.status).toBe('warn');
    expect(items.extensions?.detail).toContain('Permanent delegate');
    expect(items.extensions?.detail).toContain('New accounts start frozen');
  });

  it('a pause, multiplier, rate or mint close authority is a warning, revoked from here when the wallet holds it; one no one holds passes', async () => {
    const items = byId(
      await check(
        token(`${HOST}/good.json`, {
          extensions: [
            {
              name: 'PausableConfig',
              params: [
                { name: 'authority', value: OWNER, address: true },
                { name: 'paused', value: 'No' },
              ],
            },
            {
              name: 'ScaledUiAmountConfig',
              params: [
                { name: 'authority', value: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', address: true },
                { name: 'multiplier', value: '2' },
              ],
            },
            { name: 'MintCloseAuthority', params: [{ name: 'closeAuthority', value: null, address: true }] },
            {
              name: 'InterestBearingConfig',
              params: [
                { name: 'rateAuthority', value: OWNER, address: true },
                { name: 'currentRate', value: '500' },
              ],
            },
          ],
        }),
      ),
    );
    expect(items['pause-authority']).toMatchObject({
      status: 'warn',
      detail: "You hold it: every holder's transfers can be stopped at once.",
    });
    expect(items['pause-authority']?.fix).toEqual({
      label: 'Revoke the pause authority',
      to: { action: 'authorities', role: 'pause', revoke: true },
    });
    expect(items['multiplier-authority']).toMatchObject({
      status: 'warn',
      detail: 'Another address holds it: the multiplier every balance is shown through can still change.',
    });
    expect(items['multiplier-authority']?.fix).toBeUndefined();
    expect(items['interest-rate-authority']).toMatchObject({
      status: 'warn',
      detail: 'You hold it: the rate every balance is shown growing (or shrinking) by can still change.',
      fix: { label: 'Revoke the rate authority', to: { action: 'authorities', role: 'interest-rate', revoke: true } },
    });
    const unpausable = byId(
      await check(
        token(`${HOST}/good.json`, {
          extensions: [{ name: 'PausableConfig', params: [{ name: 'authority', value: null, address: true }] }],
        }),
      ),
    );
    expect(unpausable['pause-authority']?.status).toBe('pass');
    expect(unpausable['multiplier-authority']).toBeUndefined();
    expect(unpausable['interest-rate-authority']).toBeUndefined();
    expect(items['close-mint-authority']).toMatchObject({ status: 'pass' });
    const closable = byId(
      await check(
        token(`${HOST}/good.json`, {
          extensions: [
            { name: 'MintCloseAuthority', params: [{ name: 'closeAuthority', value: OWNER, address: true }] },
          ],
        }),
      ),
    );
    expect(closable['close-mint-authority']).toMatchObject({
      status: 'warn',
      detail:
        'You hold it: once its supply is 0, the mint can be closed and another made at its address, with other settings.',
      fix: { label: 'Revoke the mint close authority' },
    });
  });

  it('a transfer hook: its authority is warned while held (revoked from here), the hook itself only once a program is set', async () => {
    // As both data sources read a hooked mint: its program as a trait (none when unset), and its extension.
    const hooked = (program: string) =>
      token(`${HOST}/good.json`, {
        ...(program !== 'None' && { transferHook: program }),
        extensions: [
          {
            name: 'TransferHook',
            params: [
              { name: 'authority', value: OWNER, address: true },
              program === 'None'
                ? { name: 'programId', value: 'None' }
                : { name: 'programId', value: program, address: true },
            ],
          },
        ],
      });
    const unset = byId(await check(hooked('None')));
    expect(unset['transfer-hook-authority']).toMatchObject({
      status: 'warn',
      detail:
        'You hold it: the program every transfer calls, and which may refuse it, can still be set, changed or removed.',
      fix: { label: 'Revoke the transfer hook authority', to: { role: 'transfer-hook' } },
    });
    expect(unset.extensions?.status).toBe('pass');
    const set = byId(await check(hooked('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo')));
    expect(set.extensions).toMatchObject({ status: 'warn' });
    expect(set.extensions?.detail).toContain('Transfer hook: a program of the issuer’s choice runs on every transfer');
  });

  it('permissioned burn: warned while someone holds its authority (holders cannot burn without it), passed once revoked', async () => {
    const burnable = (authority: string | null) =>
      token(`${HOST}/good.json`, {
        extensions: [{ name: 'PermissionedBurn', params: [{ name: 'authority', value: authority, address: true }] }],
      });
    expect(byId(await check(burnable(OWNER)))['permissioned-burn-authority']).toMatchObject({
      label: 'Holders can burn their own tokens',
      status: 'warn',
      detail: 'You hold it: no holder can burn a token without this authority signing too.',
      fix: { label: 'Revoke the permissioned burn authority' },
    });
    expect(byId(await check(burnable(null)))['permissioned-burn-authority']?.status).toBe('pass');
  });
});
