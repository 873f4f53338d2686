import type { TokenDetails, TokenProgram } from '../../model';
import { VENUES, VERDICTS, type Feature, type MintParameters, type Rule, type Venue, type Verdict } from './venues';

/**
 * What the venues judge of a token: its program, its extensions, whether someone can freeze its accounts; the
 * mint itself and its extensions' parameters where a venue reads them; and the creator's CPI guard.
 */
export interface TokenFeatures extends MintParameters {
  program: TokenProgram;
  /** Extension names as the token page lists them; any not in `Feature` is judged by a venue's "otherwise". */
  extensions: readonly string[];
  /** The CPI guard is on the creator's (the viewer's) own account of the token. */
  cpiGuard?: boolean;
}

/** One rule that applied, and the feature it applied to (none: the rule judges the whole mint). */
export interface Finding {
  rule: Rule | null;
  feature: string | null;
  verdict: Verdict;
}

export interface VenueCheck {
  venue: Venue;
  verdict: Verdict;
  findings: Finding[];
  /** What to change to be accepted, in a sentence; null when accepted, unknown, or nothing the token could change. */
  fix: string | null;
}

const LABELS: Record<Feature, string> = {
  TransferFeeConfig: 'the transfer fee',
  MetadataPointer: 'the metadata pointer',
  TokenMetadata: 'the metadata',
  InterestBearingConfig: 'interest-bearing',
  ScaledUiAmountConfig: 'the scaled UI amount',
  PausableConfig: 'pausable',
  PermanentDelegate: 'the permanent delegate',
  MintCloseAuthority: 'the mint close authority',
  DefaultAccountState: 'the default account state',
  NonTransferable: 'non-transferable',
  TransferHook: 'the transfer hook',
  FreezeAuthority: 'the freeze authority',
  CpiGuard: 'the CPI guard on your account',
};

/** Extensions no venue's rule names (each is judged by a venue's "otherwise"), in words all the same. */
const OTHER_LABELS: Record<string, string> = {
  PermissionedBurn: 'permissioned burn',
  GroupPointer: 'the group pointer',
  TokenGroup: 'the group',
  GroupMemberPointer: 'the group member pointer',
  TokenGroupMember: 'the group membership',
};

/** A feature in words ("the permanent delegate"); an extension no one named here, by its own name. */
export const featureLabel = (feature: string) => LABELS[feature as Feature] ?? OTHER_LABELS[feature] ?? feature;

const worst = (verdicts: Verdict[]): Verdict =>
  verdicts.reduce<Verdict>((a, b) => (VERDICTS.indexOf(b) > VERDICTS.indexOf(a) ? b : a), 'accepted');

/** "a", "a and b", "a, b and c". */
const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** What would make the venue take the token: the features to leave out, or its approval where that is enough. */
function fixOf(venue: Venue, verdict: Verdict, findings: Finding[]): string | null {
  const against = findings.filter((finding) => finding.verdict === verdict && finding.feature);
  const labels = [...new Set(against.map((finding) => featureLabel(finding.feature!)))];
  if (labels.length === 0) return null;
  if (verdict === 'warning') return `No warning without ${listed(labels)}.`;
  if (verdict === 'approval') return `Accepted without ${listed(labels)}, or once ${venue.name} approves the mint.`;
  if (verdict === 'refused') {
    const all = findings.filter((f) => (f.verdict === 'refused' || f.verdict === 'approval') && f.feature);
    return `Accepted without ${listed([...new Set(all.map((f) => featureLabel(f.feature!)))])}.`;
  }
  return null;
}

/**
 * The rule of `venue` for one feature: its first own rule that applies (one reading the extension's parameters
 * applies only when they match), else the venue's rule for any other extension.
 */
function ruleFor(venue: Venue, feature: string, token: TokenFeatures): Finding {
  const own = venue.rules.find(
    (each) => (each.features as readonly string[]).includes(feature) && (each.when?.(token) ?? true),
  );
  if (own) return { rule: own, feature, verdict: own.verdict };
  // A freeze authority and the creator's CPI guard are no extension: where no rule names them, the source does not judge them.
  if (feature === 'FreezeAuthority' || feature === 'CpiGuard') return { rule: null, feature, verdict: 'accepted' };
  return venue.otherwise
    ? { rule: venue.otherwise, feature, verdict: venue.otherwise.verdict }
    : { rule: null, feature, verdict: 'unknown' };
}

/** How one venue takes a token: each rule that applies, the worst of them, and what would change it. */
export function checkVenue(venue: Venue, token: TokenFeatures): VenueCheck {
  if (venue.every) {
    const { verdict } = venue.every;
    return { venue, verdict, findings: [{ rule: venue.every, feature: null, verdict }], fix: null };
  }
  // A mint the venue names is judged by its name, before anything it carries.
  if (token.mint && venue.refusedMints?.mints.includes(token.mint)) {
    const { rule } = venue.refusedMints;
    return { venue, verdict: rule.verdict, findings: [{ rule, feature: null, verdict: rule.verdict }], fix: null };
  }
  if (token.program === 'spl-token') {
    const verdict = venue.classic?.verdict ?? 'unknown';
    return { venue, verdict, findings: [{ rule: venue.classic, feature: null, verdict }], fix: null };
  }
  const features = [
    ...token.extensions,
    ...(token.freezeAuthority ? ['FreezeAuthority'] : []),
    ...(token.cpiGuard ? ['CpiGuard'] : []),
  ];
  const findings = features
    .map((feature) => ruleFor(venue, feature, token))
    .filter((finding) => finding.rule !== null || finding.verdict === 'unknown');
  const verdict = worst(findings.map((finding) => finding.verdict));
  return { venue, verdict, findings, fix: fixOf(venue, verdict, findings) };
}

/** Every venue's verdict on a token, in the table's order. */
export const checkCompatibility = (token: TokenFeatures): VenueCheck[] =>
  VENUES.map((venue) => checkVenue(venue, token));

/** An extension's parameter as the token page lists it ('None' where it is unset). */
const paramOf = (token: Pick<TokenDetails, 'extensions'>, extension: string, name: string) =>
  token.extensions.find((each) => each.name === extension)?.params.find((param) => param.name === name)?.value;

const isSet = (value: string | null | undefined) => !!value && value !== 'None';

/**
 * A token as the venues judge it: its extensions (its metadata among them, which the page lists apart), the
 * mint itself, the parameters venues read (the default state, the hook's program and authority), and the
 * viewer's own account's CPI guard.
 */
export function featuresOfToken(
  token: Pick<TokenDetails, 'mint' | 'program' | 'extensions' | 'metadata' | 'freezeAuthority' | 'cpiGuard'>,
): TokenFeatures {
  const names = token.extensions.map((extension) => extension.name);
  return {
    mint: token.mint,
    program: token.program,
    extensions: token.metadata && !names.includes('TokenMetadata') ? [...names, 'TokenMetadata'] : names,
    freezeAuthority: token.freezeAuthority !== null,
    defaultFrozen: paramOf(token, 'DefaultAccountState', 'state') === 'Frozen',
    hookLive: isSet(paramOf(token, 'TransferHook', 'programId')) || isSet(paramOf(token, 'TransferHook', 'authority')),
    cpiGuard: !!token.cpiGuard,
  };
}
