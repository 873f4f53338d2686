import { useState, type ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { useNavigate } from '@/shared/lib/router';
import type { ProposalView } from '@/entities/multisig/model';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { useDataSource } from '@/data-hooks/use-data-source';
import { useChainAction } from '@/data-hooks/use-chain-action';
import type { WalletSigner } from '@/data-source/contract';
import { DEMO_CO_SIGNERS } from '@/entities/multisig/lib/demo-co-signers';
import { SignatureAlert, type ConfirmedAction } from '@/entities/transaction/ui/signature-alert';
import { ConnectWalletButton } from '@/entities/wallet/ui/wallet-button';
import { useWallet } from '@/entities/wallet/use-wallet';
import { shortenAddress } from '@/shared/lib/address';
import { count } from '@/shared/lib/count';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { LoadingLine } from '@/shared/ui/loading-line';
import { WithdrawProposal } from './withdraw-proposal';

/** A proposal as the page read it, and the means to read it again. */
export interface ProposalRead {
  link: string;
  proposal: ProposalView;
  /** The proposal as it was, while its grown link is read. */
  stale: boolean;
  /** Reads the proposal again against the chain (after a failure is mended, or when signing found it changed). */
  onReread: () => void;
  rereading: boolean;
}

/** Why the proposal cannot be submitted now; null when it can. */
function submitBlocked(proposal: ProposalView): string | null {
  if (proposal.status === 'landed') return 'It was submitted already: there is nothing left to send.';
  if (proposal.status === 'withdrawn') return 'Its proposer withdrew it: there is nothing to submit.';
  if (proposal.status === 'advanced') return 'It can no longer land: there is nothing to submit.';
  const missing = proposal.signers.filter((each) => !each.signed);
  if (missing.length === 0) return null;
  const who = missing.map((each) => shortenAddress(each.address)).join(', ');
  return `Waiting for ${count(missing.length, 'signature')} (${who}): it can be submitted once they have signed.`;
}

/**
 * Sign (the connected wallet, or on Demo a sample co-signer) and submit. Each button is there when it
 * can be used, or says why not; a failure stays on the page in words.
 */
export function ProposalActions({ link, proposal, stale, onReread, rereading }: ProposalRead) {
  const { cluster } = useDataSource();
  const { address, signer } = useWallet();
  const navigate = useNavigate();
  const actions = useChainAction();
  const [submitted, setSubmitted] = useState<ConfirmedAction | null>(null);
  const open = proposal.status === 'open';
  const mine = address ? proposal.signers.find((each) => each.address === address) : undefined;
  // The proposer holds the nonce it rides: theirs to take back while it is open.
  const proposer = !!address && !!signer && address === proposal.proposer && open;
  const samples =
    cluster.id === 'demo'
      ? DEMO_CO_SIGNERS.filter((sample) =>
          proposal.signers.some((each) => each.address === sample.address && !each.signed),
        )
      : [];
  const blocked = submitBlocked(proposal);
  // While the grown link is read, what is shown is the proposal before the last signature: no button acts on it.
  const busy = actions.running !== null || stale;

  // The grown link replaces the one in the address bar (and so is what a copy or a reload takes); it is read anew.
  // Signed with what this page shows it would change: signing simulates again and refuses any difference.
  const shown = proposal.preview?.changes ?? [];
  const signAs = actions.once(async (as: WalletSigner, who = 'You') => {
    const signed = await actions.perform(
      { kind: 'sign-proposal', link, shown },
      { signer: as, summary: () => `${who} signed. The link now carries the signature: share the new one.` },
    );
    if (signed) navigate(`/proposal#${signed.link}`, { replace: true });
    // Refused because it changed or would now fail: the page reads it again, so what is shown is what is.
    else onReread();
  });
  const onSubmit = actions.once(async () => {
    setSubmitted(null);
    const result = await actions.perform(
      { kind: 'submit-proposal', link },
      { summary: () => 'The multisig’s transaction landed.' },
    );
    if (result) {
      setSubmitted({
        signature: result.signature,
        paid: result.paid,
        cluster,
        summary: `${proposal.title}: submitted, confirmed on ${cluster.label}.`,
      });
    }
  });

  // A proposal the app cannot explain offers nothing to press: the reason stands above, in words.
  if (proposal.refusal) {
    return (
      <SignCard className="text-muted-foreground" testId="sign-refused">
        Neither signing nor submitting is offered: this proposal holds what this app cannot show.
      </SignCard>
    );
  }

  // One that would fail now is not offered either: a signature on it could be used once its cause is mended.
  if (open && proposal.failure !== null) {
    return (
      <SignCard className="items-start gap-2" testId="sign-withheld">
        <p className="text-muted-foreground">
          Neither signing nor submitting is offered while it would fail: what it would change cannot be shown. Read it
          again once the cause is mended.
        </p>
        <Button variant="outline" loading={rereading} onClick={onReread}>
          Read it again
        </Button>
        {proposer && <WithdrawProposal link={link} onWithdrawn={onReread} />}
      </SignCard>
    );
  }

  return (
    <SignCard className="gap-4">
      {actions.failure && <ActionErrorAlert failure={actions.failure} onDismiss={() => actions.setFailure(null)} />}
      {submitted && <SignatureAlert title="Proposal submitted" action={submitted} />}
      {stale && <LoadingLine small>Reading the proposal with its new signature…</LoadingLine>}
      {open && (
        <div className="flex flex-col items-start gap-2" data-testid="sign-section">
          {!address || !signer ? (
            <>
              <p className="text-muted-foreground">Connect your wallet to sign, if it is one of the signers.</p>
              <ConnectWalletButton />
            </>
          ) : !mine ? (
            <p className="text-muted-foreground">
              The connected wallet ({shortenAddress(address)}) is not one of the signers this proposal needs.
            </p>
          ) : mine.signed ? (
            <p className="text-muted-foreground">You have signed this proposal.</p>
          ) : (
            <Button loading={actions.running === 'sign-proposal'} disabled={busy} onClick={() => void signAs(signer)}>
              {/* A wallet that only signs and sends co-signs last: its signature submits the proposal. */}
              {signer.signTransaction ? 'Sign' : 'Sign and submit'}
            </Button>
          )}
          {samples.map((sample) => (
            <Button
              key={sample.address}
              variant="outline"
              disabled={busy}
              onClick={() => void signAs({ address: sample.address }, sample.name)}
            >
              Sign as {sample.name}
            </Button>
          ))}
        </div>
      )}
      <div className="flex flex-col items-start gap-2">
        <Button
          variant={blocked ? 'outline' : 'default'}
          loading={actions.running === 'submit-proposal'}
          disabled={!!blocked || busy}
          onClick={() => void onSubmit()}
        >
          {actions.running === 'submit-proposal' ? 'Submitting…' : 'Submit'}
        </Button>
        {blocked ? (
          <p className="text-muted-foreground" data-testid="submit-blocked">
            {blocked}
          </p>
        ) : (
          <p className="text-muted-foreground">
            Every signature is in: anyone may submit it, and no wallet approval is needed to send it.
          </p>
        )}
      </div>
      {proposer && <WithdrawProposal link={link} onWithdrawn={onReread} />}
    </SignCard>
  );
}

/** The "Sign and submit" card, in each of its states. */
function SignCard({ className, testId, children }: { className: string; testId?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign and submit</CardTitle>
      </CardHeader>
      <CardContent className={cn('flex flex-col text-sm', className)} data-testid={testId}>
        {children}
      </CardContent>
    </Card>
  );
}
