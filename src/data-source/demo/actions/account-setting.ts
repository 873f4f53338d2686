import { ACTION_DESCRIPTORS } from '../../action-descriptors';
import { accountFacts, ACCOUNT_SETTING_REFUSALS, changesBetween, type AccountSetting } from '../../action-wording';
import type { ActionResultOf, ChainActionOf } from '../../contract';
import type { TokenHolding } from '@/entities/token/model';
import type { DemoActionModule } from '../demo-action-module';
import { demoRent, type DemoChain } from '../demo-chain';
import { demoTraits } from '../demo-mints';

/** The holding's field that keeps each switch (undefined: never set, the account has no room for it yet). */
const FIELD: Record<AccountSetting, 'memoRequired' | 'cpiGuard'> = { memo: 'memoRequired', 'cpi-guard': 'cpiGuard' };

// Either switch's extension in a token account: a 4-byte TLV header and its one flag.
const SWITCH_BYTES = 5;

/** The wallet's own Token-2022 holding whose setting is to change, as the chain would refuse it. */
function settable(chain: DemoChain, owner: string, mint: string, setting: AccountSetting, on: boolean) {
  const token = chain.tokenOf(owner, mint);
  if (token.program !== 'token-2022') throw ACCOUNT_SETTING_REFUSALS[setting].classic();
  if (!!token[FIELD[setting]] === on) throw ACCOUNT_SETTING_REFUSALS[setting].state(on);
  // An account never set has no room for the setting yet: it grows, and the wallet pays the bytes' rent.
  const rentLamports = token[FIELD[setting]] === undefined ? demoRent(SWITCH_BYTES) - demoRent(0) : 0n;
  return { token, rentLamports };
}

/** One account switch's Demo module: its preview says the account's fact before and after. */
function accountSwitch<A extends ChainActionOf<'memo-transfer' | 'cpi-guard'>>(
  setting: AccountSetting,
  onOf: (action: A) => boolean,
): DemoActionModule<A> {
  const field = FIELD[setting];
  const factsOf = (chain: DemoChain, token: TokenHolding, on: boolean) =>
    accountFacts(
      { amount: token.balance, [field]: on },
      { decimals: token.decimals, ...demoTraits(chain.mintStateOf(token.mint)) },
    );
  return {
    preview(chain, owner, action) {
      const { token, rentLamports } = settable(chain, owner, action.mint, setting, onOf(action));
      return {
        changes: changesBetween(
          factsOf(chain, token, !!token[field]),
          factsOf(chain, token, onOf(action)),
          'Your account: ',
        ),
        rentLamports,
      };
    },
    prepare(chain, owner, action) {
      const { token } = settable(chain, owner, action.mint, setting, onOf(action));
      return (signature) => {
        token[field] = onOf(action);
        const type = ACTION_DESCRIPTORS[action.kind].history ?? 'other';
        const entry = { type, amount: null, decimals: token.decimals, token: token.symbol };
        // A setting's result is its signature: ActionResultOf cannot see that through the generic kind.
        return chain.record(owner, { ...entry, mint: token.mint, from: owner, to: '' }, signature) as ActionResultOf<
          A['kind']
        >;
      };
    },
  };
}

export const memoTransfer = accountSwitch<ChainActionOf<'memo-transfer'>>('memo', (action) => action.required);
export const cpiGuard = accountSwitch<ChainActionOf<'cpi-guard'>>('cpi-guard', (action) => action.enabled);
