import * as Dialog from '@radix-ui/react-dialog';
import { Globe, Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CLUSTER_IDS, PRESET_CLUSTERS, type ClusterId } from '@/entities/cluster/model';
import { isValidRpcUrl, useCluster } from '@/entities/cluster/use-cluster';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';

const LABELS: Record<ClusterId, string> = {
  ...Object.fromEntries(Object.values(PRESET_CLUSTERS).map((c) => [c.id, c.label])),
  custom: 'Custom',
} as Record<ClusterId, string>;

export function ClusterSelect({ className }: { className?: string }) {
  const { cluster, customUrl, setCluster } = useCluster();
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <>
      <Select
        value={cluster.id}
        onValueChange={(id) => {
          if (id === 'custom') setDialogOpen(true);
          else setCluster(id as ClusterId);
        }}
      >
        <SelectTrigger aria-label="Cluster" className={cn('whitespace-nowrap', className ?? 'h-9 w-40')}>
          <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {CLUSTER_IDS.map((id) => (
            <SelectItem key={id} value={id}>
              {LABELS[id]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {cluster.id === 'custom' && (
        // Choosing "Custom" again does not fire a change, so the URL gets its own edit button.
        <Button variant="ghost" size="icon" aria-label="Edit custom RPC URL" onClick={() => setDialogOpen(true)}>
          <Pencil className="size-4" aria-hidden />
        </Button>
      )}
      <CustomUrlDialog
        open={dialogOpen}
        initialUrl={customUrl ?? ''}
        onOpenChange={setDialogOpen}
        onSave={(url) => {
          setCluster('custom', url);
          setDialogOpen(false);
        }}
      />
    </>
  );
}

interface CustomUrlDialogProps {
  open: boolean;
  initialUrl: string;
  onOpenChange(open: boolean): void;
  onSave(url: string): void;
}

export function CustomUrlDialog({ open, initialUrl, onOpenChange, onSave }: CustomUrlDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidRpcUrl(url)) {
      setError('Enter a valid RPC URL starting with http:// or https://');
      return;
    }
    setError(undefined);
    onSave(url.trim());
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border bg-card p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Custom RPC URL</Dialog.Title>
          <Dialog.Description className="mt-1 mb-4 text-sm text-muted-foreground">
            Connect to any Solana JSON-RPC endpoint.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <FormField label="RPC URL" error={error}>
              <Input
                value={url}
                placeholder="https://my-rpc.example.com"
                onChange={(e) => {
                  setUrl(e.target.value);
                  if (error && isValidRpcUrl(e.target.value)) setError(undefined);
                }}
              />
            </FormField>
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit">Connect</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
