import { useCallback, useState } from 'react';

const KEY = 'tokenManager.hiddenTokens';

type HiddenByWallet = Record<string, string[]>;

function readAll(): HiddenByWallet {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as HiddenByWallet) : {};
  } catch {
    return {};
  }
}

/**
 * The tokens this wallet chose to hide on this cluster (spam airdrops, dust), kept in this browser.
 * `scope` names the cluster and the wallet, e.g. "devnet:https://…:7Ytt…".
 */
export function useHiddenTokens(scope: string) {
  const [all, setAll] = useState(readAll);
  const hidden = new Set(all[scope] ?? []);
  const change = useCallback(
    (mint: string, hide: boolean) => {
      setAll(() => {
        const current = readAll();
        const mints = new Set(current[scope] ?? []);
        if (hide) mints.add(mint);
        else mints.delete(mint);
        const next = { ...current, [scope]: [...mints] };
        try {
          localStorage.setItem(KEY, JSON.stringify(next));
        } catch {
          // storage full or blocked: hidden for this visit only
        }
        return next;
      });
    },
    [scope],
  );
  return { hidden, hide: (mint: string) => change(mint, true), show: (mint: string) => change(mint, false) };
}
