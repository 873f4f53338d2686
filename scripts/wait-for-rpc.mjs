// Waits until a JSON-RPC endpoint answers getHealth (used by start.sh and the e2e setup).
const [url, timeoutMs = '30000'] = process.argv.slice(2);
const deadline = Date.now() + Number(timeoutMs);
while (Date.now() < deadline) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    });
    if (res.ok) process.exit(0);
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
console.error(`No answer from ${url} within ${timeoutMs} ms`);
process.exit(1);
