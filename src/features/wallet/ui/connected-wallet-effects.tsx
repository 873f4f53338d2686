import { useFundLocalTestWallet } from '../api/use-fund-local-test-wallet';
import { useResumePending } from '../api/use-resume-pending';

/** What happens once a wallet is connected: the local test wallet's funding, resuming pending transactions. */
export default function ConnectedWalletEffects() {
  useFundLocalTestWallet();
  useResumePending();
  return null;
}
