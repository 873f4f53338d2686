/**
 * The PubSub URL beside an RPC URL: ws(s) on the same host; a URL with an explicit port uses the
 * next port, as solana-test-validator and our local chain do (8899 -> 8900).
 */
export function pubsubUrl(endpoint: string): string | null {
  try {
    const url = new URL(endpoint);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    if (url.port) url.port = String(Number(url.port) + 1);
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` when the node notifies that the signature reached "confirmed". Only an accelerator:
 * polling decides the outcome, so any failure here (no WebSocket, refused, closed) is silently ignored.
 * Returns a function that closes the socket.
 */
export function watchSignature(endpoint: string, signature: string, onChange: () => void): () => void {
  const url = pubsubUrl(endpoint);
  if (!url || typeof WebSocket === 'undefined') return () => {};
  let socket: WebSocket;
  try {
    socket = new WebSocket(url);
  } catch {
    return () => {};
  }
  socket.onopen = () => {
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'signatureSubscribe',
        params: [signature, { commitment: 'confirmed' }],
      }),
    );
  };
  socket.onmessage = (event) => {
    if (typeof event.data === 'string' && event.data.includes('"signatureNotification"')) onChange();
  };
  socket.onerror = () => {};
  return () => {
    socket.onmessage = null;
    socket.onopen = null;
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close();
  };
}
