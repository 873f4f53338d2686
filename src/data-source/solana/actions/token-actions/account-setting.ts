import type { Address } from '@solana/kit';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { buildAccountSettingInstructions } from '../../builders/account-setting';
import { ACCOUNT_SETTING_REFUSALS, type AccountSetting } from '../../../action-wording';
import type { ChainActionOf } from '../../../contract';
import type { SolanaContext } from '../../context';
import { decodeTokenAccountFull, extensionOf } from '../../read/raw-account';
import { parseAddress } from '../../parse-address';
import { readSendSource } from '../send';
import type { ActionPlan } from '../action-plan';

/** Where each setting stands in a decoded account (undefined: the account has no room for it yet). */
const STANDING: Record<AccountSetting, (account: ReturnType<typeof decodeTokenAccountFull>) => boolean | undefined> = {
  memo: (account) => {
    const setting = extensionOf(account, 'MemoTransfer');
    return setting && setting.requireIncomingTransferMemos;
  },
  'cpi-guard': (account) => {
    const setting = extensionOf(account, 'CpiGuard');
    return setting && setting.lockCpi;
  },
};

/**
 * A switch on the wallet's own account of a Token-2022 token. An account made without room for the
 * setting grows first: the wallet pays the rent of the bytes.
 */
async function planAccountSetting(
  ctx: SolanaContext,
  owner: Address,
  mintAddress: string,
  setting: AccountSetting,
  on: boolean,
): Promise<ActionPlan> {
  const mintKey = parseAddress(mintAddress, 'The token address');
  const { mint, mintRaw, programId, source, sourceRaw } = await readSendSource(ctx, owner, mintKey);
  if (programId !== TOKEN_2022_PROGRAM_ADDRESS) throw ACCOUNT_SETTING_REFUSALS[setting].classic();
  const standing = STANDING[setting](decodeTokenAccountFull(sourceRaw));
  if (!!standing === on) throw ACCOUNT_SETTING_REFUSALS[setting].state(on);
  return {
    instructions: buildAccountSettingInstructions({
      setting,
      account: source,
      owner,
      on,
      grow: standing === undefined,
    }),
    watch: [
      { address: mintKey, kind: 'mint', prefix: '', before: mintRaw },
      { address: source, kind: 'token-account', prefix: 'Your account: ', before: sourceRaw },
    ],
    mint,
    funded: [{ address: source, before: sourceRaw }],
  };
}

/** Requires (or stops requiring) a memo with every transfer into the wallet's own account. */
export const planMemoTransfer = (ctx: SolanaContext, owner: Address, input: ChainActionOf<'memo-transfer'>) =>
  planAccountSetting(ctx, owner, input.mint, 'memo', input.required);

/** Turns the CPI guard of the wallet's own account on or off. */
export const planCpiGuard = (ctx: SolanaContext, owner: Address, input: ChainActionOf<'cpi-guard'>) =>
  planAccountSetting(ctx, owner, input.mint, 'cpi-guard', input.enabled);
