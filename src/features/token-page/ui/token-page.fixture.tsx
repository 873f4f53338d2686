import { Route, Switch } from '@/shared/lib/router';
import type { TokenDetails } from '@/entities/token/model';
import { TEST_OWNER } from '@test-support/unit/wallet-mock';
import TokenPage from './token-page';

/** The token page at its route, for component tests. */
export const tokenPageRoute = (
  <Switch>
    <Route path="/token/:mint">
      <TokenPage />
    </Route>
  </Switch>
);
export const MINT = 'B1isd14EcqGbauFSaQs9HspCApeJtB7TgeeoA1ZvRusx';
export const OTHER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

/** A Token-2022 mint whose mint authority the test wallet holds; `over` changes what a test needs. */
export const tokenDetails = (over: Partial<TokenDetails> = {}): TokenDetails => ({
  mint: MINT,
  program: 'token-2022',
  name: 'Kestrel Coin',
  symbol: 'KEST',
  decimals: 2,
  supply: 100_000n,
  balance: 10_000n,
  mintAuthority: TEST_OWNER,
  freezeAuthority: null,
  metadata: { updateAuthority: TEST_OWNER, uri: '', additional: [] },
  extensions: [],
  ...over,
});
