// A co-signer as the proposal page makes one: the proposal read as that wallet, then signed with what the
// read showed it would change (signing refuses when a fresh simulation differs).
import type { DataSource, WalletSigner } from '@/data-source/contract';

export async function coSign(ds: DataSource, signer: WalletSigner, link: string): Promise<string> {
  const view = await ds.readProposal(link, signer.address);
  const { link: grown } = await ds.run(signer, { kind: 'sign-proposal', link, shown: view.preview?.changes ?? [] });
  return grown;
}

/** The sign action as the page would send it after reading the proposal as `signer`. */
export async function signAction(ds: DataSource, signer: WalletSigner, link: string) {
  const view = await ds.readProposal(link, signer.address);
  return { kind: 'sign-proposal' as const, link, shown: view.preview?.changes ?? [] };
}
