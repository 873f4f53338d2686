import { extensionParam } from '@/entities/token/lib/extension-param';
import { pausedSentence, shownAmount } from '@/entities/token/lib/token-traits';
import { AppError } from '@/shared/lib/app-error';
import { accountFacts, changesBetween, ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { accountRent, type DemoChain } from '../demo-chain';
import { demoTraits, hasExtension, refusePermissionedBurn } from '../demo-mints';

type Forced = ChainActionOf<'force-transfer'> | ChainActionOf<'force-burn'>;

/** A permanent delegate's move or burn, as the token program would refuse it or carry it out. */
function planForced(chain: DemoChain, owner: string, action: Forced) {
  const mint = chain.mintStateOf(action.mint);
  if (!mint) throw new AppError('invalid', `No token mint exists at ${action.mint} on ${chain.cluster.label}.`);
  if (!hasExtension(mint, 'PermanentDelegate')) throw refusals.noPermanentDelegate();
  requireAuthority(
    extensionParam(mint.extensions, 'PermanentDelegate', 'delegate'),
    owner,
    ISSUER_AUTHORITY_NAMES.delegate,
  );
  // The holder by wallet (met now, as every Demo wallet is: with the sample tokens), or by the token account itself.
  chain.walletOf(action.holder);
  const found = chain
    .holdingsOf(action.mint)
    .find(({ wallet, token }) => wallet === action.holder || token.tokenAccount === action.holder);
  if (!found) throw refusals.noHolderAccount();
  const { wallet: holder, token } = found;
  if (demoTraits(mint).paused) throw new AppError('simulation-failed', pausedSentence(token.symbol));
  chain.refuseFrozen(holder, action.mint);
  if (action.amount <= 0n) throw refusals.amountNotPositive();
  if (action.amount > token.balance) throw refusals.forcedLimit(token.balance, token.decimals);
  if (action.kind === 'force-burn') refusePermissionedBurn(mint, owner);
  const recipient = action.kind === 'force-transfer' ? action.recipient : null;
  if (recipient === holder) throw refusals.forcedToSameAccount();
  const scaled = { decimals: token.decimals, scale: demoTraits(mint).scale };
  const balance = (amount: bigint) => accountFacts({ amount }, scaled);
  const supply = chain.holdingsOf(action.mint).reduce((sum, each) => sum + each.token.balance, 0n);
  const supplyFact = (amount: bigint) => new Map([['Supply', shownAmount(amount, scaled)]]);
  const changes = [
    ...(action.kind === 'force-burn' ? changesBetween(supplyFact(supply), supplyFact(supply - action.amount), '') : []),
    ...changesBetween(balance(token.balance), balance(token.balance - action.amount), "The holder's account: "),
  ];
  if (recipient) {
    const had = chain.holds(recipient, action.mint) ? chain.tokenOf(recipient, action.mint).balance : null;
    changes.push(
      ...changesBetween(
        had === null ? new Map() : balance(had),
        balance((had ?? 0n) + action.amount),
        "The recipient's account: ",
      ),
    );
  }
  const rentLamports = recipient && !chain.holds(recipient, action.mint) ? accountRent(token.program) : 0n;
  return { holder, token, recipient, changes, rentLamports };
}

export const forced: DemoActionModule<Forced> = {
  preview(chain, owner, action) {
    const { changes, rentLamports } = planForced(chain, owner, action);
    return { changes, rentLamports };
  },
  prepare(chain, owner, action) {
    const { holder, token, recipient } = planForced(chain, owner, action);
    return (signature) => {
      token.balance -= action.amount;
      const arrived = recipient ? chain.transfer(token, recipient, action.amount) : 0n;
      const base = { amount: action.amount, decimals: token.decimals, token: token.symbol, mint: token.mint };
      const entry = { ...base, type: action.kind, from: holder, to: recipient ?? '' } as const;
      // Marked in the holder's history too: their tokens moved without their signature.
      if (holder !== owner) chain.record(holder, entry, signature);
      if (recipient && recipient !== owner) {
        chain.record(recipient, { ...base, amount: arrived, type: 'receive', from: holder, to: recipient }, signature);
      }
      return chain.record(owner, entry, signature);
    };
  },
};
