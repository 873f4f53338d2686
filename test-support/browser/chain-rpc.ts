import { expect } from '@playwright/test';
/** One JSON-RPC call to a local chain from the test process (funding, faults, balances). */
export async function chainRpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** SOL from the local chain's faucet, waited for until the balance shows it. */
export async function fundFromFaucet(address: string, lamports = 2_000_000_000) {
  const rpc = (method: string, params: unknown[]) => chainRpc(LOCALNET_CLUSTER.endpoint, method, params);
  await rpc('requestAirdrop', [address, lamports, { commitment: 'confirmed' }]);
  await expect
    .poll(async () => ((await rpc('getBalance', [address, { commitment: 'confirmed' }])) as { value: number }).value, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}

/** The e2e local chain as the app's data source sees it, for scripts that act beside the browser. */
export const LOCALNET_CLUSTER = {
  id: 'localnet',
  network: 'localnet',
  label: 'Localnet',
  endpoint: 'http://127.0.0.1:18899',
  airdrop: true,
  burnerWallet: true,
} as const;
