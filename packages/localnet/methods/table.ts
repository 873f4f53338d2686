// The method table: JSON-RPC method name -> handler.
import type { Handler } from './context';
import { getAccountInfo } from './get-account-info';
import { getBalance } from './get-balance';
import { getBlockHeight } from './get-block-height';
import { getBlockTime } from './get-block-time';
import { getEpochInfo } from './get-epoch-info';
import { getFeeForMessage } from './get-fee-for-message';
import { getGenesisHash } from './get-genesis-hash';
import { getHealth } from './get-health';
import { getIdentity } from './get-identity';
import { getLatestBlockhash } from './get-latest-blockhash';
import { getMinimumBalanceForRentExemption } from './get-minimum-balance-for-rent-exemption';
import { getMultipleAccounts } from './get-multiple-accounts';
import { getProgramAccounts } from './get-program-accounts';
import { getRecentPrioritizationFees } from './get-recent-prioritization-fees';
import { getSignatureStatuses } from './get-signature-statuses';
import { getSignaturesForAddress } from './get-signatures-for-address';
import { getSlot } from './get-slot';
import { getTokenAccountBalance } from './get-token-account-balance';
import { getTokenAccountsByOwner } from './get-token-accounts-by-owner';
import { getTokenLargestAccounts } from './get-token-largest-accounts';
import { getTokenSupply } from './get-token-supply';
import { getTransaction } from './get-transaction';
import { getTransactionsForAddress } from './get-transactions-for-address';
import { getVersion } from './get-version';
import { isBlockhashValid } from './is-blockhash-valid';
import { localnetAdvanceSlots } from './localnet-advance-slots';
import { localnetGetFaults } from './localnet-get-faults';
import { localnetSetFaults } from './localnet-set-faults';
import { localnetSetRent } from './localnet-set-rent';
import { requestAirdrop } from './request-airdrop';
import { sendTransaction } from './send-transaction';
import { simulateTransaction } from './simulate-transaction';

export const METHODS: Record<string, Handler> = {
  getAccountInfo,
  getBalance,
  getBlockHeight,
  getBlockTime,
  getEpochInfo,
  getFeeForMessage,
  getGenesisHash,
  getHealth,
  getIdentity,
  getLatestBlockhash,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
  getProgramAccounts,
  getRecentPrioritizationFees,
  getSignatureStatuses,
  getSignaturesForAddress,
  getSlot,
  getTokenAccountBalance,
  getTokenAccountsByOwner,
  getTokenLargestAccounts,
  getTokenSupply,
  getTransaction,
  getTransactionsForAddress,
  getVersion,
  isBlockhashValid,
  requestAirdrop,
  sendTransaction,
  simulateTransaction,
  localnet_setFaults: localnetSetFaults,
  localnet_getFaults: localnetGetFaults,
  localnet_advanceSlots: localnetAdvanceSlots,
  localnet_setRent: localnetSetRent,
};
