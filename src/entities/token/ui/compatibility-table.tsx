import { Badge } from '@/shared/ui/badge';
import { ExternalLink } from '@/shared/ui/external-link';
import { cn } from '@/shared/lib/cn';
import { checkCompatibility, featureLabel, type TokenFeatures, type VenueCheck } from '../lib/compatibility/check';
import type { Verdict } from '../lib/compatibility/venues';

const VERDICT_WORDS: Record<Verdict, { label: string; tone: string }> = {
  accepted: { label: 'Accepted', tone: 'border-green-600/40 text-green-800 dark:text-green-300' },
  unknown: { label: 'Unknown', tone: 'text-muted-foreground' },
  warning: { label: 'Shown with a warning', tone: 'border-amber-600/40 text-amber-800 dark:text-amber-300' },
  approval: { label: 'Needs approval', tone: 'border-amber-600/40 text-amber-800 dark:text-amber-300' },
  refused: { label: 'Refused', tone: 'border-red-600/40 text-red-800 dark:text-red-300' },
};

/** Why, in the rules' words: what stands in the way first; an accepted token's rules all say so. */
function reasons(check: VenueCheck): string[] {
  const against = check.findings.filter((finding) => finding.verdict !== 'accepted');
  const shown = against.length > 0 ? against : check.findings;
  const said = shown.map((finding) =>
    finding.rule
      ? finding.rule.says
      : `Unknown: no source says how ${check.venue.name} takes ${finding.feature ? featureLabel(finding.feature) : 'it'}`,
  );
  return [...new Set(said)];
}

function VenueRow({ check }: { check: VenueCheck }) {
  const { venue } = check;
  const words = VERDICT_WORDS[check.verdict];
  return (
    <li className="flex flex-col gap-1 border-b py-3 last:border-b-0" data-testid="compatibility-venue">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {venue.name} <span className="text-xs font-normal text-muted-foreground">{venue.kind}</span>
        </span>
        <Badge className={cn(words.tone)}>{words.label}</Badge>
      </div>
      <ul className="text-sm text-muted-foreground">
        {reasons(check).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {check.fix && <p className="text-sm font-medium">{check.fix}</p>}
      <ExternalLink href={venue.url} className="self-start text-xs">
        Source, {venue.date}
      </ExternalLink>
    </li>
  );
}

/**
 * Where a token with these extensions and authorities will work: each pool, launchpad and wallet with its
 * rule, what to change to be accepted, and the rule's source. "Unknown" where no source says.
 */
export function CompatibilityTable({ token }: { token: TokenFeatures }) {
  return (
    <ul className="flex flex-col" aria-label="Where it works">
      {checkCompatibility(token).map((check) => (
        <VenueRow key={check.venue.name} check={check} />
      ))}
    </ul>
  );
}
