import { useState, type FormEvent } from 'react';
import { ENDPOINT_OMITTED_REASON, explorerOmitsEndpoint } from '@/entities/cluster/explorer';
import { customCluster } from '@/entities/cluster/model';
import { isValidRpcUrl, rpcUrlIssue } from '@/entities/cluster/use-cluster';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { DialogClose, ModalDialog } from '@/shared/ui/modal-dialog';

interface CustomUrlDialogProps {
  open: boolean;
  initialUrl: string;
  onOpenChange(open: boolean): void;
  onSave(url: string): void;
}

export default function CustomUrlDialog({ open, initialUrl, onOpenChange, onSave }: CustomUrlDialogProps) {
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
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Custom RPC URL"
      description="Connect to any Solana JSON-RPC endpoint."
      className="w-[min(92vw,28rem)]"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField
          label="RPC URL"
          hint={
            isValidRpcUrl(url) && explorerOmitsEndpoint(customCluster(url.trim())) ? ENDPOINT_OMITTED_REASON : undefined
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
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit">Connect</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
