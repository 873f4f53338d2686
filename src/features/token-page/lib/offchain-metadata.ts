import { AppError } from '@/shared/lib/app-error';
import { isHttpsUrl } from '@/shared/lib/url';

/** What a token's metadata URI points to, as wallets read it (the Metaplex JSON standard). */
export interface OffchainMetadata {
  name?: string;
  symbol?: string;
  description?: string;
  image?: string;
}

export const JSON_MAX_BYTES = 1024 * 1024;
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;

/** Why a file off chain was not read, in words: the one error kind these reads raise. */
const offchain = (message: string) => new AppError('offchain', message);

/** How files are fetched: the browser's fetch and the 10 s limit, unless a test says otherwise. */
export interface FetchOptions {
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Reads a response's body up to `max` bytes; more is refused, never buffered whole. */
async function readCapped(response: Response, max: number, what: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > max) throw offchain(`The ${what} is larger than ${max / 1024 / 1024} MB.`);
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(await response.arrayBuffer()).slice(0, max);
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw offchain(`The ${what} is larger than ${max / 1024 / 1024} MB.`);
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

async function fetchCapped(url: string, max: number, what: string, options: FetchOptions = {}) {
  const { signal, timeoutMs = FETCH_TIMEOUT_MS } = options;
  const fetch = options.fetch ?? globalThis.fetch;
  if (!isHttpsUrl(url)) throw offchain(`The ${what} address is not https, so it is not opened.`);
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: combined,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      // A redirect could send the request anywhere (a loopback address, a tracker): it is not followed.
      redirect: 'manual',
    });
  } catch {
    throw offchain(
      timeout.aborted
        ? `The ${what} did not answer within ${timeoutMs / 1000} s.`
        : `The ${what} could not be reached (offline, or it does not allow other sites to read it).`,
    );
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw offchain(`The ${what} redirects elsewhere: a redirect is not followed.`);
  }
  if (!response.ok) throw offchain(`The ${what} answered HTTP ${response.status}.`);
  return { response, bytes: await readCapped(response, max, what) };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The JSON at a metadata URI: https only, 10 s, 1 MB, an object. */
export async function fetchOffchainMetadata(uri: string, options?: FetchOptions): Promise<OffchainMetadata> {
  const { bytes } = await fetchCapped(uri, JSON_MAX_BYTES, 'metadata file', options);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw offchain('The metadata file is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw offchain('The metadata file is JSON, but not an object with name, symbol and image.');
  }
  const record = parsed as Record<string, unknown>;
  return {
    name: text(record.name),
    symbol: text(record.symbol),
    description: text(record.description),
    image: text(record.image),
  };
}

/**
 * The token's image as a local blob: https only, 10 s, 4 MB, an image type. Shown from a blob: URL, so
 * the page never loads a creator-chosen address itself (no tracking, no redirect to something else).
 */
export async function fetchTokenImage(url: string, options?: FetchOptions): Promise<Blob> {
  const { response, bytes } = await fetchCapped(url, IMAGE_MAX_BYTES, 'image', options);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  // An <img> runs no script, not even an SVG's: any image type is shown.
  if (!type.startsWith('image/')) {
    throw offchain(`The image address serves ${type || 'no type'}, not a picture.`);
  }
  return new Blob([bytes], { type });
}
