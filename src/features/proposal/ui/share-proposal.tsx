import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { ProposalView } from '@/entities/multisig/model';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { copyText } from '@/shared/ui/copy-button';
import { QrCode } from '@/shared/ui/qr-code';
import { proposalUrl, QR_MAX_CHARS } from '../lib/proposal-link';

/** The link to pass on (copied, or scanned), and the same transaction for Squads. */
export function ShareProposal({ link, proposal }: { link: string; proposal: ProposalView }) {
  const [squads, setSquads] = useState(false);
  const url = proposalUrl(window.location.origin, link);
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle small>Share</CardTitle>
        <CardDescription>
          The link carries the transaction and every signature so far: whoever signs next opens it, and passes on the
          link they get back.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4">
        {url.length <= QR_MAX_CHARS ? (
          <QrCode text={url} label="QR code of the proposal link" className="size-56 rounded-lg" />
        ) : (
          <p className="text-sm text-muted-foreground">The link is too long for a QR code: copy it instead.</p>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="outline"
            onClick={() => void copyText(url, 'Link copied!', 'Proposal link copied to clipboard')}
          >
            <Copy className="size-4" aria-hidden /> Copy link
          </Button>
          <Button variant="outline" aria-expanded={squads} onClick={() => setSquads((shown) => !shown)}>
            Export for Squads
          </Button>
        </div>
        {squads && <SquadsExport message={proposal.squadsMessage} />}
      </CardContent>
    </Card>
  );
}

function SquadsExport({ message }: { message: string | null }) {
  if (!message) {
    return <p className="text-sm text-muted-foreground">Demo has no real transaction to export.</p>;
  }
  return (
    <div className="flex w-full flex-col gap-2 text-sm">
      <label htmlFor="squads-message" className="font-medium">
        Transaction message (base58)
      </label>
      <textarea
        id="squads-message"
        readOnly
        value={message}
        rows={5}
        className="w-full rounded-lg border bg-card p-2 font-mono text-xs [overflow-wrap:anywhere]"
        onFocus={(event) => event.target.select()}
      />
      <p className="text-xs text-muted-foreground">Squads’ transaction builder imports this message as it is.</p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => void copyText(message, 'Message copied!', 'Transaction message copied to clipboard')}
      >
        <Copy className="size-4" aria-hidden /> Copy message
      </Button>
    </div>
  );
}
