import * as Dialog from '@radix-ui/react-dialog';
import { useInertApp } from '@/shared/ui/use-inert-app';
import { useState, type FormEvent } from 'react';
import { ENDPOINT_OMITTED_REASON, explorerOmitsEndpoint } from '@/entities/cluster/explorer';
import { customCluster } from '@/entities/cluster/model';
import { isValidRpcUrl, rpcUrlIssue } from '@/entities/cluster/use-cluster';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';

interface CustomUrlDialogProps {
  open: boolean;
  initialUrl: string;
  onOpenChange(open: boolean): void;
  onSave(url: string): void;
}

export default function CustomUrlDialog({ open, initialUrl, onOpenChange, onSave }: CustomUrlDialogProps) {
  useInertApp(open);
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const issue = rpcUrlIssue(url);
    if (issue) {
      setError(issue);
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
            <FormField
              label="RPC URL"
              hint={
                isValidRpcUrl(url) && explorerOmitsEndpoint(customCluster(url.trim()))
                  ? ENDPOINT_OMITTED_REASON
                  : undefined
              }
              error={error}
            >
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
