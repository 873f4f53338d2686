import { ACTION_DESCRIPTORS, describeAction } from '@/data-source/action-descriptors';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '@/shared/lib/router';
import type { ChainAction, ChainActionOf, ProposableAction, TokenAction } from '@/data-source/contract';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { useDataSource } from '@/data-hooks/use-data-source';
import { PriorityField } from '@/entities/priority/ui/priority-field';
import { SignatureAlert, type ConfirmedAction } from '@/entities/transaction/ui/signature-alert';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { useChainAction, type ActionFailure } from '@/data-hooks/use-chain-action';
import { useActionPreview } from '@/data-hooks/use-action-preview';
import { PreviewTable } from '@/widgets/preview-table';
import { chooseSigners } from '@/data-source/proposal-rules';
import { NonceField, SignersField, useProposalNonce, useProposeThrough } from './propose-through';

/** What the token page changes: the mint's settings, or the wallet's own account of it; a multisig's mint. */
export type PageAction =
  | TokenAction
  | ChainActionOf<'memo-transfer' | 'cpi-guard' | 'wrap-sol' | 'unwrap-sol' | 'force-transfer' | 'force-burn' | 'mint'>;

/** The form's current action, or what is wrong with it, field by field. */
export type Draft = { action: PageAction } | { issues: Record<string, string> };

export interface ActionPanelProps {
  owner: string;
  draft: Draft;
  /** The kind the form makes: its words (busy, done, failure) are its descriptor's. */
  kind: PageAction['kind'];
  /** The success alert's sentence, from the action that landed. */
  summary(action: PageAction): string;
  /** When set, the user types this word (the token's symbol) before the irreversible step is sent. */
  typedConfirmation?: string;
  /** Why the word is asked for, under its field. */
  typedHint?: string;
  confirmLabel: string;
  /** Called once the action landed, after its toast: for one that leaves nothing to show here (a closed mint). */
  onLanded?(): void;
  /** The fields; `shown` is false until the first preview is asked, so no error shouts before then. */
  children(shown: boolean): ReactNode;
}

const NEEDS_NONCE = 'Create a nonce account first: a proposal rides one, so it does not expire.';

/**
 * Every token action goes the same way: fill the fields, ask for the preview (a simulation, nothing
 * signed), read what changes, then confirm — typing the symbol first when it cannot be undone. Any
 * change to the fields after the preview hides it, so what is confirmed is always what was previewed.
 */
export function ActionPanel(props: ActionPanelProps) {
  const { owner, draft } = props;
  const dataSource = useDataSource();
  const { cluster } = dataSource;
  const run = useChainAction();
  const [shown, setShown] = useState(false);
  const { failure, setFailure } = run;
  const [done, setDone] = useState<(ConfirmedAction & { title: string }) | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  const navigate = useNavigate();
  // Through a multisig, the action is proposed: wrapped with the nonce account it rides.
  const via = useProposeThrough();
  const [chosenNonce, setChosenNonce] = useState<string | null>(null);
  const { nonce } = useProposalNonce(owner, chosenNonce, !!via);
  const [chosenSigners, setChosenSigners] = useState<string[] | null>(null);
  // Unless chosen, the wallet and the first others, as the data source would pick them.
  const signers = via ? (chosenSigners ?? chooseSigners(via, owner)) : [];
  const signersIssue =
    via && signers.length !== via.threshold ? `Choose exactly ${via.threshold} of the multisig's signers.` : null;
  const inner = 'action' in draft ? draft.action : null;
  const action: ChainAction | null =
    inner && via
      ? nonce && !signersIssue
        ? { kind: 'propose', action: inner as ProposableAction, multisig: via.address, nonce, signers }
        : null
      : inner;
  // Asked by the Preview button; any edit after it hides it, even one typed back to the same value.
  const preview = useActionPreview(owner, action, 'asked');
  const current = preview.data ?? null;
  const previewFailure: ActionFailure | null = preview.error
    ? { error: preview.error, cluster, catalogueMessage: ACTION_DESCRIPTORS[via ? 'propose' : props.kind].failure }
    : null;

  const onPreview = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!action || preview.isFetching) return;
    setFailure(null);
    setDone(null);
    preview.ask();
  };

  const onConfirm = run.once(async () => {
    if (!action || !current) return;
    if (props.typedConfirmation !== undefined && typed.trim() !== props.typedConfirmation) {
      setTypedError(`Type ${props.typedConfirmation} to confirm: this cannot be undone.`);
      return;
    }
    setTypedError(null);
    if (action.kind === 'propose') {
      const proposal = await run.perform(action, { summary: () => 'Share its link with the co-signers' });
      if (proposal) navigate(`/proposal#${proposal.link}`);
      return;
    }
    const summary = props.summary(action as PageAction);
    const result = await run.perform(action, { summary: () => summary });
    if (!result) return;
    if (props.onLanded) return props.onLanded();
    setDone({
      title: describeAction(action).done(action),
      signature: result.signature,
      cluster,
      summary: `${summary}, confirmed on ${cluster.label}.`,
      paid: result.paid,
    });
    preview.discard();
    setTyped('');
    setShown(false);
  });

  return (
    <form onSubmit={onPreview} noValidate className="flex flex-col gap-4">
      {failure && <ActionErrorAlert failure={failure} onDismiss={() => setFailure(null)} />}
      {!failure && previewFailure && <ActionErrorAlert failure={previewFailure} onDismiss={preview.discard} />}
      {done && <SignatureAlert title={done.title} action={done} />}
      {props.children(shown)}
      {via && via.threshold < via.signers.length && (
        <SignersField
          multisig={via}
          owner={owner}
          value={signers}
          onChange={setChosenSigners}
          error={shown && signersIssue ? signersIssue : undefined}
        />
      )}
      {via && (
        <NonceField
          owner={owner}
          multisig={via}
          value={nonce}
          onChange={setChosenNonce}
          error={shown && inner && !nonce ? NEEDS_NONCE : undefined}
        />
      )}
      <PriorityField />
      {current ? (
        <>
          <PreviewTable preview={current} rentFor={ACTION_DESCRIPTORS[props.kind].rentFor} />
          {props.typedConfirmation !== undefined && (
            <TypedConfirmation
              word={props.typedConfirmation}
              hint={props.typedHint}
              value={typed}
              error={typedError}
              onChange={(value) => {
                setTyped(value);
                setTypedError(null);
              }}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant={props.typedConfirmation !== undefined ? 'destructive' : 'default'}
              loading={run.isPending}
              onClick={() => void onConfirm()}
            >
              {via ? 'Sign and share the proposal' : props.confirmLabel}
            </Button>
            <Button type="button" variant="outline" disabled={run.isPending} onClick={preview.discard}>
              Back to editing
            </Button>
          </div>
        </>
      ) : (
        <Button type="submit" variant="outline" loading={preview.isFetching}>
          {preview.isFetching ? 'Simulating…' : 'Preview'}
        </Button>
      )}
    </form>
  );
}

/** The message of a field, once errors are shown. */
export const issueOf = (draft: Draft, field: string, shown: boolean) =>
  shown && 'issues' in draft ? draft.issues[field] : undefined;

/** The word (the token's symbol) typed before an irreversible step is sent. */
function TypedConfirmation(props: {
  word: string;
  hint?: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  return (
    <FormField
      label={`Type ${props.word} to confirm`}
      hint={props.hint ?? 'A revoked authority can never be given back.'}
      error={props.error ?? undefined}
    >
      <Input value={props.value} onChange={(event) => props.onChange(event.target.value)} autoComplete="off" />
    </FormField>
  );
}
