// The method table: JSON-RPC method name -> handler.
import type { Handler } from './context';
import { getAccountInfo } from './get-account-info';
import { getBalance } from './get-balance';
import { getBlock } from './get-block';
import { getBlockHeight } from './get-block-height';
import { getBlockProduction } from './get-block-production';
import { getBlockTime } from './get-block-time';
import { getBlocks } from './get-blocks';
import { getBlocksWithLimit } from './get-blocks-with-limit';
import { getEpochInfo } from './get-epoch-info';
import { getEpochSchedule } from './get-epoch-schedule';
import { getFeeForMessage } from './get-fee-for-message';
import { getFirstAvailableBlock } from './get-first-available-block';
import { getGenesisHash } from './get-genesis-hash';
import { getHealth } from './get-health';
import { getIdentity } from './get-identity';
import { getInflationGovernor } from './get-inflation-governor';
import { getInflationRate } from './get-inflation-rate';
import { getInflationReward } from './get-inflation-reward';
import { getLatestBlockhash } from './get-latest-blockhash';
import { getLeaderSchedule } from './get-leader-schedule';
import { getMinimumBalanceForRentExemption } from './get-minimum-balance-for-rent-exemption';
import { getMultipleAccounts } from './get-multiple-accounts';
import { getProgramAccounts } from './get-program-accounts';
import { getRecentPerformanceSamples } from './get-recent-performance-samples';
import { getRecentPrioritizationFees } from './get-recent-prioritization-fees';
import { getSignatureStatuses } from './get-signature-statuses';
import { getSignaturesForAddress } from './get-signatures-for-address';
import { getSlot } from './get-slot';
import { getSlotLeader } from './get-slot-leader';
import { getSlotLeaders } from './get-slot-leaders';
import { getStakeMinimumDelegation } from './get-stake-minimum-delegation';
import { getSupply } from './get-supply';
import { getTokenAccountBalance } from './get-token-account-balance';
import { getTokenAccountsByDelegate } from './get-token-accounts-by-delegate';
import { getTokenAccountsByOwner } from './get-token-accounts-by-owner';
import { getTokenLargestAccounts } from './get-token-largest-accounts';
import { getTokenSupply } from './get-token-supply';
import { getTransaction } from './get-transaction';
import { getTransactionCount } from './get-transaction-count';
import { getTransactionsForAddress } from './get-transactions-for-address';
import { getVersion } from './get-version';
import { getVoteAccounts } from './get-vote-accounts';
import { isBlockhashValid } from './is-blockhash-valid';
import { localnetAdvanceSlots } from './localnet-advance-slots';
import { localnetGetFaults } from './localnet-get-faults';
import { localnetSetFaults } from './localnet-set-faults';
import { localnetSetRent } from './localnet-set-rent';
import { minimumLedgerSlot } from './minimum-ledger-slot';
import { requestAirdrop } from './request-airdrop';
import { sendTransaction } from './send-transaction';
import { simulateTransaction } from './simulate-transaction';

export const METHODS: Record<string, Handler> = {
  getAccountInfo,
  getBalance,
  getBlock,
  getBlockHeight,
  getBlockProduction,
  getBlocks,
  getBlocksWithLimit,
  getBlockTime,
  getEpochInfo,
  getEpochSchedule,
  getFeeForMessage,
  getFirstAvailableBlock,
  getGenesisHash,
  getHealth,
  getIdentity,
  getInflationGovernor,
  getInflationRate,
  getInflationReward,
  getLatestBlockhash,
  getLeaderSchedule,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
  getProgramAccounts,
  getRecentPerformanceSamples,
  getRecentPrioritizationFees,
  getSignaturesForAddress,
  getSignatureStatuses,
  getSlot,
  getSlotLeader,
  getSlotLeaders,
  getStakeMinimumDelegation,
  getSupply,
  getTokenAccountBalance,
  getTokenAccountsByDelegate,
  getTokenAccountsByOwner,
  getTokenLargestAccounts,
  getTokenSupply,
  getTransaction,
  getTransactionCount,
  getTransactionsForAddress,
  getVersion,
  getVoteAccounts,
  isBlockhashValid,
  minimumLedgerSlot,
  requestAirdrop,
  sendTransaction,
  simulateTransaction,
  localnet_setFaults: localnetSetFaults,
  localnet_getFaults: localnetGetFaults,
  localnet_advanceSlots: localnetAdvanceSlots,
  localnet_setRent: localnetSetRent,
};
