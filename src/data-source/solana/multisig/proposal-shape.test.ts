import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  AccountState,
  AuthorityType,
  getApproveInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getHarvestWithheldTokensToMintInstruction,
  getMintToCheckedInstruction,
  getWithdrawWithheldTokensFromMintInstruction,
  getSetAuthorityInstruction,
  getUpdateDefaultAccountStateInstruction,
  getUpdateTransferHookInstruction,
  getTransferCheckedInstruction,
  getUpdateRateInterestBearingMintInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingDurableNonce,
  type Address,
  type Instruction,
  type Nonce,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import type { MultisigAccount } from '@/entities/multisig/model';
import { throughMultisig } from './propose';
import { unexplainedIn } from './proposal-shape';
import { LIGHTHOUSE_PROGRAM_ADDRESS } from '../send/wallet-guards';

const PROPOSER = address('4b5vU94rNKZ94WHyfWLvcsyqhNyn6EAfGgPpKmUrxWhM');
const VICTIM = address('9Hi55UNf3dzyWsA4YuHpAT1XcYxeWeHBF9oB98yc98Nu');
const MULTISIG = address('BVgJsBsP3dd9za9KruYbTKswJV389EfRVwnKoVF9MMog');
const MINT = address('FsGYgNQtCsH58VFG2EvbgYbM7ExJwApuec2vy358U7m6');
const DESTINATION = address('21XhJVdsDSk4cdcACBHXQ57JCLvVyHswcTEaHePRjQAU');
const NONCE = address('CQSpiNVAsqGsoNK9jPx9KVEqnDpssUGjUCpGzkkpAkQy');
const VICTIM_ACCOUNT = address('48FBuRSVDBNkjUQXJ7dPSzUDf6EG1FJ5tDc7dcB52mRa');
const ATTACKER = address('8XNQFsyzXDN59iX31sbfhkBz5CmnHHbG9RipUxYtA4zD');

const multisig: MultisigAccount = {
  address: MULTISIG,
  program: 'token-2022',
  threshold: 2,
  signers: [PROPOSER, VICTIM],
};
const program = { programAddress: TOKEN_2022_PROGRAM_ADDRESS };

/** The proposal's message bytes: advance-nonce first, the proposer paying, then `instructions`. */
function proposal(instructions: Instruction[]) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(PROPOSER, m),
    (m) =>
      setTransactionMessageLifetimeUsingDurableNonce(
        {
          nonce: 'GfVcyD4kkTrj4bKc7WA9sZCin9JDbdT4Zkd3EittNR1W' as Nonce,
          nonceAccountAddress: NONCE,
          nonceAuthorityAddress: PROPOSER,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return compileTransaction(message).messageBytes;
}

/** What the app builds for "Mint 1,000": an associated account paid by the proposer, the mint through the multisig. */
const mintThroughMultisig = (authority: Address = MULTISIG) =>
  throughMultisig(
    [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: createNoopSigner(PROPOSER),
        ata: DESTINATION,
        owner: PROPOSER,
        mint: MINT,
        tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
      }),
      getMintToCheckedInstruction(
        { mint: MINT, token: DESTINATION, mintAuthority: createNoopSigner(authority), amount: 1_000n, decimals: 0 },
        program,
      ),
    ],
    MULTISIG,
    [PROPOSER, VICTIM],
    PROPOSER,
  );

const budget = [
  getSetComputeUnitLimitInstruction({ units: 40_000 }),
  getSetComputeUnitPriceInstruction({ microLamports: 1_000n }),
];
const guard = (tag: number, role = AccountRole.READONLY): Instruction => ({
  programAddress: LIGHTHOUSE_PROGRAM_ADDRESS,
  accounts: [{ address: PROPOSER, role }],
  data: new Uint8Array([tag, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]),
});

describe('unexplainedIn', () => {
  it('explains what the app builds: advance-nonce, the compute budget, an account paid by the proposer, the mint through the multisig, wallet guards', () => {
    expect(unexplainedIn(proposal([...budget, ...mintThroughMultisig()]), multisig, VICTIM)).toBeNull();
    expect(
      unexplainedIn(proposal([guard(5), ...budget, ...mintThroughMultisig(), guard(5)]), multisig, VICTIM),
    ).toBeNull();
  });

  it('explains an interest rate changed through the multisig, as the token page proposes it', () => {
    const rate = throughMultisig(
      [
        getUpdateRateInterestBearingMintInstruction(
          { mint: MINT, rateAuthority: createNoopSigner(MULTISIG), rate: -250 },
          program,
        ),
      ],
      MULTISIG,
      [PROPOSER, VICTIM],
      PROPOSER,
    );
    expect(unexplainedIn(proposal([...budget, ...rate]), multisig, VICTIM)).toBeNull();
  });

  it('explains a default account state changed through the multisig, its freeze authority', () => {
    const state = throughMultisig(
      [
        getUpdateDefaultAccountStateInstruction(
          { mint: MINT, freezeAuthority: createNoopSigner(MULTISIG), state: AccountState.Frozen },
          program,
        ),
      ],
      MULTISIG,
      [PROPOSER, VICTIM],
      PROPOSER,
    );
    expect(unexplainedIn(proposal([...budget, ...state]), multisig, VICTIM)).toBeNull();
  });

  it('explains a transfer hook program changed through the multisig, its transfer hook authority', () => {
    const hook = throughMultisig(
      [
        getUpdateTransferHookInstruction(
          {
            mint: MINT,
            authority: createNoopSigner(MULTISIG),
            programId: address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'),
          },
          program,
        ),
      ],
      MULTISIG,
      [PROPOSER, VICTIM],
      PROPOSER,
    );
    expect(unexplainedIn(proposal([...budget, ...hook]), multisig, VICTIM)).toBeNull();
  });

  it("refuses the issue's drain: a SOL transfer from the co-signer and an Approve over their tokens, each named", () => {
    const refusal = unexplainedIn(
      proposal([
        ...mintThroughMultisig(),
        getTransferSolInstruction({ source: createNoopSigner(VICTIM), destination: ATTACKER, amount: 50_000_000_000n }),
        getApproveInstruction(
          { source: VICTIM_ACCOUNT, delegate: ATTACKER, owner: createNoopSigner(VICTIM), amount: 1n },
          program,
        ),
      ]),
      multisig,
      VICTIM,
    );
    expect(refusal).toMatch(/^This proposal holds 2 instructions this app does not build for a multisig/);
    expect(refusal).toContain(
      'instruction 4, System Program (11111111111111111111111111111111) TransferSol, on your wallet 9Hi5...98Nu (signs, written), 8XNQ...A4zD (written)',
    );
    expect(refusal).toContain(
      'instruction 5, Token-2022 Program (TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb) Approve',
    );
  });

  it('refuses a token instruction not through the multisig: the co-signer as the authority itself', () => {
    const [create, mintTo] = mintThroughMultisig(VICTIM);
    // Built with the victim as authority, nothing for throughMultisig to rewrite: the victim's own signature mints.
    expect(unexplainedIn(proposal([create!, mintTo!]), multisig, VICTIM)).toMatch(/MintToChecked/);
  });

  it('refuses a move of tokens, a token account handed over, and a signer that is not the multisig’s', () => {
    const move = throughMultisig(
      [
        getTransferCheckedInstruction(
          {
            source: VICTIM_ACCOUNT,
            mint: MINT,
            destination: DESTINATION,
            authority: createNoopSigner(MULTISIG),
            amount: 1n,
            decimals: 0,
          },
          program,
        ),
      ],
      MULTISIG,
      [PROPOSER, VICTIM],
      PROPOSER,
    );
    expect(unexplainedIn(proposal(move), multisig, VICTIM)).toMatch(/TransferChecked/);
    const handOver = throughMultisig(
      [
        getSetAuthorityInstruction(
          {
            owned: VICTIM_ACCOUNT,
            owner: createNoopSigner(MULTISIG),
            authorityType: AuthorityType.AccountOwner,
            newAuthority: ATTACKER,
          },
          program,
        ),
      ],
      MULTISIG,
      [PROPOSER, VICTIM],
      PROPOSER,
    );
    expect(unexplainedIn(proposal(handOver), multisig, VICTIM)).toMatch(/SetAuthority/);
    const stranger = throughMultisig(mintThroughMultisig().slice(1), MULTISIG, [ATTACKER], PROPOSER);
    expect(unexplainedIn(proposal(stranger), multisig, VICTIM)).toMatch(/MintToChecked/);
  });

  it("refuses an account made at the co-signer's cost, a writing Lighthouse instruction, and more guards than a wallet adds", () => {
    const paidByVictim = getCreateAssociatedTokenIdempotentInstruction({
      payer: createNoopSigner(VICTIM),
      ata: DESTINATION,
      owner: PROPOSER,
      mint: MINT,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    expect(unexplainedIn(proposal([paidByVictim]), multisig, VICTIM)).toMatch(/Associated Token Account Program/);
    expect(unexplainedIn(proposal([guard(0, AccountRole.WRITABLE)]), multisig, VICTIM)).toMatch(/Lighthouse/);
    expect(unexplainedIn(proposal(Array.from({ length: 9 }, () => guard(5))), multisig, VICTIM)).toMatch(
      /^This proposal holds 1 instruction /,
    );
  });

  // Issue 43: "Mint 1 GIFT" with the mint authority handed to the attacker behind it, both through the multisig.
  it('refuses a second action riding behind the first, naming both: a proposal is one action', () => {
    const handOver = throughMultisig(
      [
        getSetAuthorityInstruction(
          {
            owned: MINT,
            owner: createNoopSigner(MULTISIG),
            authorityType: AuthorityType.MintTokens,
            newAuthority: ATTACKER,
          },
          program,
        ),
      ],
      MULTISIG,
      [PROPOSER, VICTIM],
      PROPOSER,
    );
    const refusal = unexplainedIn(proposal([...mintThroughMultisig(), ...handOver]), multisig, VICTIM);
    expect(refusal).toMatch(/^This proposal holds 2 actions where a proposal holds one: /);
    expect(refusal).toContain(
      'instruction 3, Token-2022 Program (TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb) MintToChecked',
    );
    expect(refusal).toContain(
      'instruction 4, Token-2022 Program (TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb) SetAuthority',
    );
  });

  it('explains a fee withdrawal with its harvest into the same mint; refuses a harvest of another mint, a second account made, and no action at all', () => {
    const create = mintThroughMultisig()[0]!;
    const withdraw = throughMultisig(
      [
        getWithdrawWithheldTokensFromMintInstruction(
          { mint: MINT, feeReceiver: DESTINATION, withdrawWithheldAuthority: createNoopSigner(MULTISIG) },
          program,
        ),
      ],
      MULTISIG,
      [PROPOSER, VICTIM],
      PROPOSER,
    );
    const harvest = (mint: Address) =>
      getHarvestWithheldTokensToMintInstruction({ mint, sources: [VICTIM_ACCOUNT] }, program);
    expect(unexplainedIn(proposal([...budget, harvest(MINT), create, ...withdraw]), multisig, VICTIM)).toBeNull();
    expect(unexplainedIn(proposal([harvest(ATTACKER), create, ...withdraw]), multisig, VICTIM)).toMatch(
      /^This proposal holds 1 instruction .*HarvestWithheldTokensToMint/,
    );
    expect(unexplainedIn(proposal([create, create, ...withdraw]), multisig, VICTIM)).toMatch(
      /^This proposal holds 1 instruction .*Associated Token Account Program/,
    );
    expect(unexplainedIn(proposal([...budget]), multisig, VICTIM)).toBe(
      'This proposal holds no action a multisig takes: there is nothing in it for a co-signer to approve. Do not sign it; ask whoever sent the link what it is for.',
    );
  });
});
