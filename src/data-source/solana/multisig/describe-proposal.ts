import { AuthorityType } from '@solana-program/token-2022';
import { shortenAddress } from '@/shared/lib/address';
import { formatAmount } from '@/shared/lib/amount';
import { proposalTitles, ROLE_NAMES } from '../../action-wording';
import { reclaimTitle } from '../../reclaim-wording';
import type { ActionKind, AuthorityRole } from '../../contract';
import type { MintLabel } from '../context';
import type { ProposalMessage } from './open-proposal';
import { bytesToBase58 } from '../kit-base58';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../read/token-programs';

export const ROLE_OF: Partial<Record<number, AuthorityRole>> = {
  [AuthorityType.MintTokens]: 'mint',
  [AuthorityType.FreezeAccount]: 'freeze',
  [AuthorityType.TransferFeeConfig]: 'transfer-fee',
  [AuthorityType.WithheldWithdraw]: 'withdraw-fees',
  [AuthorityType.Pause]: 'pause',
  [AuthorityType.ScaledUiAmount]: 'multiplier',
  [AuthorityType.InterestRate]: 'interest-rate',
  [AuthorityType.CloseMint]: 'close-mint',
  [AuthorityType.TransferHookProgramId]: 'transfer-hook',
  [AuthorityType.PermissionedBurn]: 'permissioned-burn',
};

/** Where each token instruction keeps its mint among its accounts. */
const MINT_POSITION: Record<number, number> = {
  7: 0,
  14: 0,
  10: 1,
  11: 1,
  6: 0,
  26: 0,
  28: 0,
  33: 0,
  36: 0,
  43: 0,
  44: 0,
  8: 1,
  15: 1,
  12: 1,
};

/**
 * What a proposal's transaction does, in words, read from its own token instruction (never from text a
 * link could carry), and the action kind its failures are worded for.
 */
export function describeInstructions(
  message: ProposalMessage,
  labels: ReadonlyMap<string, MintLabel>,
): { title: string; action: ActionKind } {
  const { staticAccounts } = message;
  const instruction = message.instructions.find((each) => {
    const program = staticAccounts[each.programAddressIndex];
    return program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM;
  });
  const data = instruction?.data;
  if (!instruction || !data?.length) return { title: 'A transaction this app does not name', action: 'propose' };
  const tag = data[0]!;
  const accounts = instruction.accountIndices ?? [];
  const at = (position: number | undefined) =>
    position === undefined ? undefined : staticAccounts[accounts[position] ?? -1];
  const mint = at(MINT_POSITION[tag]);
  const label = mint ? labels.get(mint) : undefined;
  const symbol = label?.symbol || (mint ? shortenAddress(mint) : 'the token');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const amount = () =>
    data.length >= 9 && label ? `${formatAmount(view.getBigUint64(1, true), label.decimals)} ${symbol}` : symbol;
  const titles = proposalTitles;
  switch (tag) {
    case 7:
    case 14:
      return { title: titles.mint(amount()), action: 'mint' };
    case 10:
      return { title: titles.freeze(symbol), action: 'freeze' };
    case 11:
      return { title: titles.thaw(symbol), action: 'thaw' };
    case 6: {
      const role = ROLE_OF[data[1] ?? -1];
      const what = role ? ROLE_NAMES[role] : 'authority';
      const next = data[2] === 1 && data.length >= 35 ? data.subarray(3, 35) : null;
      return {
        title: next ? titles.handOver(what, symbol, bytesToBase58(next)) : titles.revoke(what, symbol),
        action: 'set-authority',
      };
    }
    case 26:
      return { title: titles.transferFee(symbol), action: 'set-transfer-fee' };
    // The interest-bearing extension's UpdateRate: its new rate, an i16 after the sub-instruction byte.
    case 33:
      return data[1] === 1 && data.length >= 4
        ? { title: titles.interestRate(symbol, view.getInt16(2, true)), action: 'update-interest-rate' }
        : { title: titles.unknown(symbol), action: 'propose' };
    // The default account state extension's Update: the new state (1 initialized, 2 frozen) after it.
    case 28:
      return data[1] === 1 && (data[2] === 1 || data[2] === 2)
        ? { title: titles.defaultState(symbol, data[2] === 2), action: 'update-default-state' }
        : { title: titles.unknown(symbol), action: 'propose' };
    // The transfer hook extension's Update: the new program after the sub-instruction byte, all zeroes for none.
    case 36:
      return data[1] === 1 && data.length >= 34
        ? {
            title: titles.transferHook(
              symbol,
              data.subarray(2, 34).some(Boolean) ? bytesToBase58(data.subarray(2, 34)) : null,
            ),
            action: 'update-transfer-hook',
          }
        : { title: titles.unknown(symbol), action: 'propose' };
    case 43:
      return { title: titles.multiplier(symbol), action: 'update-multiplier' };
    case 44:
      return data[1] === 2
        ? { title: titles.resume(symbol), action: 'resume' }
        : { title: titles.pause(symbol), action: 'pause' };
    case 8:
    case 15:
      return { title: titles.burn(amount()), action: 'force-burn' };
    case 12:
      return { title: titles.move(amount()), action: 'force-transfer' };
    // WithdrawExcessLamports: its source and destination, the first two accounts; the amount is the program's.
    case 38: {
      const [source, destination] = [at(0), at(1)];
      return source && destination
        ? { title: reclaimTitle(source, destination), action: 'reclaim-rent' }
        : { title: titles.unknown(symbol), action: 'propose' };
    }
    default:
      return { title: titles.unknown(symbol), action: 'propose' };
  }
}
