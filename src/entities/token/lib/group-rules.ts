import { isValidAddress } from '@/shared/lib/address';

const U64_MAX = 2n ** 64n - 1n;

/** What is wrong with a group's maximum number of members; null when the token program takes it. */
export function groupMaxSizeIssue(maxSize: bigint): string | null {
  if (maxSize < 1n) return 'A group holds at least 1 member: its maximum size must be 1 or more';
  if (maxSize > U64_MAX) return 'The maximum size is out of range';
  return null;
}

/** A group as a joining member sees it: who may add members, how many it holds, and how many it may. */
export interface GroupView {
  updateAuthority: string | null;
  size: bigint;
  maxSize: bigint;
}

/** What is wrong with the text as the address of a group to join, before the chain is asked; null when nothing. */
export function groupAddressIssue(text: string): string | null {
  const address = text.trim();
  if (!address) return 'Enter the address of the group (its mint)';
  return isValidAddress(address) ? null : 'The group must be a valid Solana address';
}

/**
 * Why the wallet cannot add a member to this group, from what the chain holds (null: not a group); null when
 * it can. Adding a member takes the group's update authority's signature, and room under its maximum size.
 */
export function joinGroupIssue(group: GroupView | null, owner: string): string | null {
  if (!group) return 'This token is not a group: a member joins a token created as a group';
  if (group.updateAuthority !== owner) {
    return 'You do not hold this group’s update authority: only its holder may add members';
  }
  if (group.size >= group.maxSize) {
    return `This group is full: it holds ${group.size} of at most ${group.maxSize} members`;
  }
  return null;
}

/** What is wrong with a new maximum size for a group that holds `size` members now. */
export function newMaxSizeIssue(maxSize: bigint, group: GroupView): string | null {
  const issue = groupMaxSizeIssue(maxSize);
  if (issue) return issue;
  if (maxSize < group.size) {
    return `The group already holds ${group.size} members: its maximum size cannot be below that`;
  }
  if (maxSize === group.maxSize) return `The maximum size already is ${maxSize}`;
  return null;
}

/** A group as the token page lists its extension (the chain's own parameter names), or null when it is none. */
export function groupOfParams(param: (name: string) => string | null): GroupView | null {
  const size = param('size');
  const maxSize = param('maxSize');
  if (size === null || maxSize === null) return null;
  return { updateAuthority: param('updateAuthority'), size: BigInt(size), maxSize: BigInt(maxSize) };
}
