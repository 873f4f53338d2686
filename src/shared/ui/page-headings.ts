/**
 * Each page's title and subtitle, in one place: the page shows them, and so do its waiting states
 * (connecting, no wallet yet, loading) and its prerendered shell, at the same spot.
 */
export const PAGE_HEADINGS = {
  dashboard: { title: 'Dashboard', subtitle: 'View your wallet details, token balances, and recent transactions' },
  createToken: { title: 'Create Token', subtitle: 'Create your own token on the Solana blockchain' },
  mintToken: { title: 'Mint Tokens', subtitle: 'Mint additional tokens to increase supply' },
  sendToken: { title: 'Send Tokens', subtitle: 'Transfer tokens to another wallet' },
  transactions: { title: 'Transactions', subtitle: 'View and track all your transactions' },
  receive: { title: 'Receive', subtitle: 'Your address, and payment requests anyone can pay by scanning them' },
  bulkSend: { title: 'Bulk Send', subtitle: 'Send one token to many recipients from a CSV file' },
  token: { title: 'Token', subtitle: 'Everything about this token, read from the chain' },
  reclaimRent: {
    title: 'Reclaim rent',
    subtitle:
      'Close the token accounts you no longer use, and take back the rent your accounts hold above today’s minimum',
  },
  multisig: {
    title: 'Multisig',
    subtitle: 'Share a token’s authorities: several signers, a threshold of whom must sign',
  },
  proposal: { title: 'Proposal', subtitle: 'A multisig action, waiting for its signers: sign it, share it, submit it' },
} as const;

export interface PageHeading {
  title: string;
  subtitle?: string;
}
