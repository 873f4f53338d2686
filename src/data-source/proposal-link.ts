import { neutralizeText } from '@/shared/lib/untrusted-text';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { AppError } from '@/shared/lib/app-error';

/** What a proposal link carries in its fragment: the cluster it was made on, and the transaction so far. */
export interface ProposalLinkData {
  /** What the cluster is (localnet, devnet, mainnet-beta...), to say it in words. */
  network: string;
  genesisHash: string;
  /** The wire transaction: its message and every signature slot (zeros where none yet). */
  wire: Uint8Array;
}

const CUT_SHORT = 'This proposal link is incomplete: it was cut short. Ask for the whole link.';

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new AppError('invalid', CUT_SHORT);
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    throw new AppError('invalid', CUT_SHORT);
  }
}

/** The fragment (without '#'): `c` the network, `g` the genesis hash, `t` the transaction, base64url. */
export function encodeProposalLink({ network, genesisHash, wire }: ProposalLinkData): string {
  return new URLSearchParams({ c: network, g: genesisHash, t: toBase64Url(wire) }).toString();
}

/** The fragment read back; a link missing any part is refused as cut short. */
export function decodeProposalLink(link: string): ProposalLinkData {
  const params = new URLSearchParams(link.replace(/^#/, ''));
  const network = params.get('c');
  const genesisHash = params.get('g');
  const transaction = params.get('t');
  if (!network || !genesisHash || !transaction) throw new AppError('invalid', CUT_SHORT);
  return { network, genesisHash, wire: fromBase64Url(transaction) };
}

export { CUT_SHORT };

/** How much of a link's own cluster name is said: a name, not a paragraph. */
const NAME_SHOWN = 32;

/**
 * A link's cluster as the selector names it ("Devnet"), or as the link writes it when it is none of the
 * presets: then it is the link's text, hidden characters shown and cut short.
 */
export const networkName = (network: string) =>
  Object.values(PRESET_CLUSTERS).find((cluster) => cluster.network === network)?.label ??
  `"${Array.from(neutralizeText(network)).slice(0, NAME_SHOWN).join('')}${Array.from(network).length > NAME_SHOWN ? '…' : ''}"`;
