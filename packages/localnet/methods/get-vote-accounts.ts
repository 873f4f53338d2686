import { voteAccountInfo } from '../chain/cluster';
import { optionalInteger } from '../serde-integers';
import type { Handler } from './context';
import { commitmentOf, configAt, pubkeyParam } from './params';

/** rpc-client-types request.rs DELINQUENT_VALIDATOR_SLOT_DISTANCE. */
const DELINQUENT_VALIDATOR_SLOT_DISTANCE = 128n;

// Agave 4.2 rpc/src/rpc.rs `get_vote_accounts`: the one vote account (chain/cluster.ts), current when its last
// vote is within the delinquent distance of the bank's slot (or above 0 on a chain younger than that).
// A delinquent account with no stake is dropped unless `keepUnstakedDelinquents`. Bare, no context.
export const getVoteAccounts: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  const wanted =
    config.votePubkey === undefined || config.votePubkey === null ? null : pubkeyParam([config.votePubkey], 0);
  const distance = optionalInteger(config.delinquentSlotDistance, 'u64') ?? DELINQUENT_VALIDATOR_SLOT_DISTANCE;
  const bank = BigInt(chain.commitmentSlot(commitmentOf(config)));
  const info = voteAccountInfo(
    chain.faucet.publicKey.toBase58(),
    chain.commitmentSlot('confirmed'),
    chain.commitmentSlot('finalized'),
  );
  if (wanted !== null && wanted !== info.votePubkey) return { current: [], delinquent: [] };
  const lastVote = BigInt(info.lastVote);
  const current = bank >= distance ? lastVote > bank - distance : lastVote > 0n;
  if (current) return { current: [info], delinquent: [] };
  return { current: [], delinquent: config.keepUnstakedDelinquents === true ? [info] : [] };
};
