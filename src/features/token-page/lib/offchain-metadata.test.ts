import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHttpsUrl } from '@/shared/lib/url';
import { fetchOffchainMetadata, fetchTokenImage } from './offchain-metadata';

const respond = (body: BodyInit | null, init: ResponseInit = {}) => vi.fn(async () => new Response(body, init));

afterEach(() => vi.unstubAllGlobals());

describe('the metadata behind a token’s URI', () => {
  it('reads name, symbol, description and image from the JSON, and nothing else', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        JSON.stringify({ name: 'Kestrel', symbol: 'KEST', description: 'A bird', image: 'https://x/k.png', extra: 1 }),
      ),
    );
    expect(await fetchOffchainMetadata('https://example.com/k.json')).toEqual({
      name: 'Kestrel',
      symbol: 'KEST',
      description: 'A bird',
      image: 'https://x/k.png',
    });
  });

  it('never fetches what is not https', async () => {
    const fetch = respond('{}');
    vi.stubGlobal('fetch', fetch);
    for (const uri of [
      'http://example.com/k.json',
      'ipfs://Qm',
      'javascript:alert(1)',
      'data:application/json,{}',
      'not a url',
    ]) {
      expect(isHttpsUrl(uri)).toBe(false);
      await expect(fetchOffchainMetadata(uri)).rejects.toThrow('is not https, so it is not opened');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never follows a redirect: asked not to, and a redirect answer is refused in words', async () => {
    const fetch = respond(null, { status: 302, headers: { location: 'http://127.0.0.1:8899/' } });
    vi.stubGlobal('fetch', fetch);
    await expect(fetchOffchainMetadata('https://e/x')).rejects.toThrow(
      'The metadata file redirects elsewhere: a redirect is not followed.',
    );
    expect(fetch).toHaveBeenCalledWith('https://e/x', expect.objectContaining({ redirect: 'manual' }));
  });

  it('says what is wrong: an HTTP error, not JSON, not an object, too large (declared or streamed)', async () => {
    vi.stubGlobal('fetch', respond('gone', { status: 404 }));
    await expect(fetchOffchainMetadata('https://e/x')).rejects.toThrow('The metadata file answered HTTP 404.');
    vi.stubGlobal('fetch', respond('<html>'));
    await expect(fetchOffchainMetadata('https://e/x')).rejects.toThrow('is not valid JSON');
    vi.stubGlobal('fetch', respond('[1,2]'));
    await expect(fetchOffchainMetadata('https://e/x')).rejects.toThrow('not an object');
    vi.stubGlobal('fetch', respond('{}', { headers: { 'content-length': String(2 * 1024 * 1024) } }));
    await expect(fetchOffchainMetadata('https://e/x')).rejects.toThrow('larger than 1 MB');
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    vi.stubGlobal('fetch', respond(endless));
    await expect(fetchOffchainMetadata('https://e/x')).rejects.toThrow('larger than 1 MB');
  });

  it('an image must be an image, and at most 4 MB', async () => {
    vi.stubGlobal('fetch', respond('<svg/>', { headers: { 'content-type': 'text/html' } }));
    await expect(fetchTokenImage('https://e/i')).rejects.toThrow('serves text/html, not a picture');
    vi.stubGlobal('fetch', respond(new Uint8Array(5 * 1024 * 1024), { headers: { 'content-type': 'image/png' } }));
    await expect(fetchTokenImage('https://e/i')).rejects.toThrow('larger than 4 MB');
    vi.stubGlobal('fetch', respond(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }));
    const blob = await fetchTokenImage('https://e/i');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(4);
  });
});
