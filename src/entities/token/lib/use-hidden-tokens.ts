import { readStrings, useStoredState } from '@/shared/lib/use-stored-state';

/**
 * The tokens this wallet chose to hide on this cluster (spam airdrops, dust), kept in this browser.
 * `scope` names the cluster and the wallet, e.g. "devnet:https://…:7Ytt…".
 */
export function useHiddenTokens(scope: string) {
  const [mints, update] = useStoredState('tokenManager.hiddenTokens', scope, readStrings);
  const change = (mint: string, hide: boolean) =>
    update((current) => (hide ? [...new Set([...current, mint])] : current.filter((m) => m !== mint)));
  return {
    hidden: new Set(mints),
    hide: (mint: string) => change(mint, true),
    show: (mint: string) => change(mint, false),
  };
}
