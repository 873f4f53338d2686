import { useState, type FormEvent } from 'react';
import type { ChainActionOf } from '@/data-source/contract';
import type { MultisigAccount } from '@/entities/multisig/model';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { useActionPreview } from '@/data-hooks/use-action-preview';
import { useChainAction } from '@/data-hooks/use-chain-action';
import { multisigIssues } from '@/entities/multisig/lib/multisig-rules';
import { FeeEstimate } from '@/entities/priority/ui/fee-estimate';
import type { TokenProgram } from '@/entities/token/model';
import { describeError } from '@/shared/lib/describe-error';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { startingRows, type SignerRow } from '../lib/signer-rows';
import { CreatedMultisig, type Created } from './created-multisig';
import { SignerRowsField } from './signer-rows-field';

const DEFAULT_THRESHOLD = '2';

/** A whole number as typed, else NaN (which the rules refuse in words). */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * A new SPL Token multisig: its signers, how many must sign, and the token program whose authorities it
 * may hold. Previewed (rent and fee) before the wallet is asked; nothing typed is lost on an error.
 */
export function CreateMultisigForm({ owner }: { owner: string }) {
  const create = useChainAction();
  const [rows, setRows] = useState<SignerRow[]>(() => startingRows(owner));
  const [thresholdText, setThresholdText] = useState(DEFAULT_THRESHOLD);
  const [program, setProgram] = useState<TokenProgram>('token-2022');
  const [shown, setShown] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

  const signers = rows.map((each) => each.value.trim());
  const threshold = wholeNumber(thresholdText);
  const issues = multisigIssues(signers, threshold);
  const valid = issues.signers.every((issue) => issue === null) && !issues.list && !issues.threshold;
  const action: ChainActionOf<'create-multisig'> | null = valid
    ? { kind: 'create-multisig', signers, threshold, program }
    : null;
  const estimate = useActionPreview(owner, action);

  const onSubmit = create.once(async () => {
    setShown(true);
    if (!action) return;
    setCreated(null);
    const result = await create.perform(action, {
      summary: () => `${threshold} of ${signers.length} signers must sign`,
    });
    if (!result) return;
    const multisig: MultisigAccount = { address: result.address, program, threshold, signers };
    setCreated({ multisig, signature: result.signature });
    setRows(startingRows(owner));
    setThresholdText(DEFAULT_THRESHOLD);
    setShown(false);
  });

  return (
    <div className="flex flex-col gap-4">
      {create.failure && <ActionErrorAlert failure={create.failure} onDismiss={() => create.setFailure(null)} />}
      {created && <CreatedMultisig created={created} owner={owner} />}
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
        className="flex flex-col gap-5"
      >
        <SignerRowsField
          rows={rows}
          onChange={setRows}
          issues={shown ? issues.signers : []}
          listIssue={shown ? issues.list : null}
          owner={owner}
        />
        <FormField
          label="Threshold"
          hint={`How many of the ${signers.length} signers must sign each action`}
          error={shown ? (issues.threshold ?? undefined) : undefined}
        >
          <Input
            value={thresholdText}
            onChange={(event) => setThresholdText(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            className="w-28"
          />
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Token program</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="multisig-program"
              checked={program === 'token-2022'}
              onChange={() => setProgram('token-2022')}
            />
            Token-2022
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="multisig-program"
              checked={program === 'spl-token'}
              onChange={() => setProgram('spl-token')}
            />
            SPL Token (classic)
          </label>
          <p className="text-xs text-muted-foreground">
            A multisig can hold the authorities of tokens of its own program only.
          </p>
        </fieldset>
        <FeeEstimate
          estimate={estimate.data}
          loading={estimate.isFetching}
          error={estimate.error ? describeError('The fee could not be estimated.', estimate.error) : null}
          idle="The rent and fee show here once every signer and the threshold are valid."
        />
        <Button type="submit" size="lg" loading={create.isPending}>
          {create.isPending ? 'Creating Multisig...' : 'Create Multisig'}
        </Button>
      </form>
    </div>
  );
}
