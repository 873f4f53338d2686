import { useState } from 'react';
import { AmountField } from '@/entities/token/ui/amount-field';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import { extensionParam } from '@/entities/token/lib/extension-param';
import { basisPointsIssue, parseBasisPoints } from '@/entities/token/lib/token-rules';
import type { TokenDetails } from '@/entities/token/model';
import { formatAmount, parseAmount } from '@/shared/lib/amount';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/** A parameter of the mint's transfer-fee extension, as the token page reads it. */
export const feeParam = (token: TokenDetails, name: string) =>
  extensionParam(token.extensions, 'TransferFeeConfig', name);

/** A new transfer fee: basis points (hundredths of a percent) and a maximum per transfer. */
export function SetFeeForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const [points, setPoints] = useState(feeParam(token, 'newerTransferFee.transferFeeBasisPoints') ?? '0');
  const [maximum, setMaximum] = useState(
    formatAmount(BigInt(feeParam(token, 'newerTransferFee.maximumFee') ?? '0'), token.decimals),
  );
  const issues: Record<string, string> = {};
  const basisPoints = parseBasisPoints(points);
  const pointsIssue = basisPointsIssue(basisPoints);
  if (pointsIssue) issues.points = pointsIssue;
  const maxIssue = amountIssue(maximum, { decimals: token.decimals, allowZero: true });
  if (maxIssue) issues.maximum = maxIssue;
  const parsed = parseAmount(maximum, token.decimals);
  const draft: Draft =
    Object.keys(issues).length || !parsed.ok
      ? { issues }
      : { action: { kind: 'set-transfer-fee', mint: token.mint, basisPoints, maximumFee: parsed.value } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="set-transfer-fee"
      summary={() => `The transfer fee of ${token.symbol} is now ${basisPoints} basis points (from two epochs on)`}
      confirmLabel="Change the fee"
    >
      {(shown) => (
        <>
          <FormField
            label="Fee, in basis points"
            hint={Number.isFinite(basisPoints) ? `${basisPoints / 100}% of each transfer` : undefined}
            error={issueOf(draft, 'points', shown)}
          >
            <Input inputMode="numeric" value={points} onChange={(event) => setPoints(event.target.value)} />
          </FormField>
          <AmountField
            label={`Maximum fee per transfer (${token.symbol})`}
            token={token}
            note="The new fee applies from two epochs after this change, as Token-2022 rules"
            error={issueOf(draft, 'maximum', shown)}
            value={maximum}
            onChange={(event) => setMaximum(event.target.value)}
          />
        </>
      )}
    </ActionPanel>
  );
}

/** Harvests the fees withheld in holders' accounts and withdraws them, with the mint's, to this wallet. */
export function WithdrawFeesForm({ token, owner }: { token: TokenDetails; owner: string }) {
  return (
    <ActionPanel
      owner={owner}
      draft={{ action: { kind: 'withdraw-fees', mint: token.mint } }}
      kind="withdraw-fees"
      summary={() => `The withheld ${token.symbol} fees were withdrawn to your account`}
      confirmLabel="Withdraw now"
    >
      {() => (
        <p className="text-sm text-muted-foreground">
          Fees are withheld in each holder's account as transfers happen. The preview shows how much would reach your
          account (up to 20 holders' accounts per transaction).
        </p>
      )}
    </ActionPanel>
  );
}

/** Moves the fees withheld in holders' accounts into the mint: anyone may, and the withdraw authority then takes them. */
export function HarvestFeesForm({ token, owner }: { token: TokenDetails; owner: string }) {
  return (
    <ActionPanel
      owner={owner}
      draft={{ action: { kind: 'harvest-fees', mint: token.mint } }}
      kind="harvest-fees"
      summary={() => `The withheld ${token.symbol} fees were harvested into the mint`}
      confirmLabel="Harvest now"
    >
      {() => (
        <p className="text-sm text-muted-foreground">
          Moves the fees withheld in holders' accounts (the 20 fullest per transaction) into the mint, where the
          withdraw-withheld authority takes them from. Anyone may harvest; it needs no authority, only the network fee.
          A holder's account must be emptied of its withheld fees before it can be closed.
        </p>
      )}
    </ActionPanel>
  );
}
