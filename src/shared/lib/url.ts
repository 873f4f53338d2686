/** Only https: anything else (http, data:, javascript:, ipfs:) is never fetched nor linked. */
export function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}
