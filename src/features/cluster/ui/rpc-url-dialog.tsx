import { useState, type FormEvent } from 'react';
import { chooseCustom, setOwnUrl } from '@/entities/cluster/cluster-urls';
import {
  identifyCluster,
  NETWORK_LABELS,
  paceIssue,
  parsePace,
  readPace,
  writePace,
} from '@/entities/cluster/identify';
import { PRESET_CLUSTERS, type OwnUrlClusterId } from '@/entities/cluster/model';
import { isOwnUrl, rpcUrlIssue, useCluster } from '@/entities/cluster/use-cluster';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { DialogClose, ModalDialog } from '@/shared/ui/modal-dialog';
import { reasonOf } from '@/shared/lib/describe-error';

interface RpcUrlDialogProps {
  /** Custom (any cluster, taken for what it is) or a public cluster whose own URL is set. */
  target: 'custom' | OwnUrlClusterId;
  onClose(): void;
}

const EXPLORER_NOTE = 'Explorer links never carry this URL or any part of it: it may hold an API key.';

/**
 * An RPC URL, checked before it is used: well formed, no credentials, and a node that answers its genesis
 * hash — which says what the cluster is, whatever it is called. Nothing typed is lost on an error.
 */
export default function RpcUrlDialog({ target, onClose }: RpcUrlDialogProps) {
  const { stored: kept, updateStored } = useCluster();
  const stored = target === 'custom' ? undefined : kept.ownUrls?.[target];
  const own = isOwnUrl(stored) ? stored : undefined;
  const [url, setUrl] = useState((target === 'custom' ? kept.customUrl : own?.url) ?? '');
  const [pace, setPace] = useState(() => String(readPace(url) ?? ''));
  const [error, setError] = useState<string>();
  const [paceError, setPaceError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const custom = target === 'custom';
  const label = custom ? 'Custom' : PRESET_CLUSTERS[target].label;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = rpcUrlIssue(url);
    const wrongPace = paceIssue(pace);
    setError(issue ?? undefined);
    setPaceError(wrongPace ?? undefined);
    if (issue || wrongPace) return;
    setChecking(true);
    try {
      const identity = await identifyCluster(url.trim());
      if (!custom && identity.network !== target) {
        return setError(`This URL serves ${NETWORK_LABELS[identity.network]}, not ${label}.`);
      }
      writePace(url, parsePace(pace));
      updateStored(
        target === 'custom'
          ? chooseCustom(url, identity)
          : setOwnUrl(target, { url: url.trim(), genesisHash: identity.genesisHash }),
      );
      onClose();
    } catch (failure) {
      setError(`The URL did not answer as a Solana node: ${reasonOf(failure)}`);
    } finally {
      setChecking(false);
    }
  }

  return (
    <ModalDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={custom ? 'Custom RPC URL' : `RPC URL for ${label}`}
      description={
        custom
          ? 'Connect to any Solana JSON-RPC endpoint: it is identified by its genesis hash.'
          : `The public ${label} endpoint is rate limited and meant for light use: your RPC provider's URL is faster and more reliable.`
      }
      className="w-[min(92vw,28rem)]"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <FormField label="RPC URL" hint={EXPLORER_NOTE} error={error}>
          <Input
            value={url}
            placeholder={custom ? 'https://my-rpc.example.com' : (PRESET_CLUSTERS[target].endpoint ?? '')}
            onChange={(e) => {
              setUrl(e.target.value);
              if (error) setError(undefined);
            }}
          />
        </FormField>
        <FormField
          label="Requests per 10 seconds (optional)"
          hint="Your provider's limit: the app paces itself to stay under it. Empty: not paced."
          error={paceError}
        >
          <Input
            value={pace}
            inputMode="numeric"
            placeholder="No limit"
            onChange={(e) => {
              setPace(e.target.value);
              if (paceError) setPaceError(undefined);
            }}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          {own && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                updateStored(setOwnUrl(target as OwnUrlClusterId, null));
                onClose();
              }}
            >
              Use the public endpoint
            </Button>
          )}
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={checking}>
            {checking ? 'Checking…' : 'Connect'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
