import { buildAccountSettingInstructions } from './account-setting';
import { createNoopSigner, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS, getCreateAccountInstruction } from '@solana-program/system';
import {
  AccountState,
  AuthorityType,
  TOKEN_2022_PROGRAM_ADDRESS,
  extension,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMintInstruction,
  getInitializeTokenGroupInstruction,
  getInitializeTokenGroupMemberInstruction,
  getInitializeTokenMetadataInstruction,
  getMintSize,
  getMintToInstruction,
  getPreInitializeInstructionsForMintExtensions,
  getSetAuthorityInstruction,
  getThawAccountInstruction,
  getUpdateTokenMetadataFieldInstruction,
  tokenMetadataField,
  type ExtensionArgs,
} from '@solana-program/token-2022';
import type { CreateTokenOptions } from '@/entities/token/lib/create-options';

export interface CreateTokenPlan {
  owner: Address;
  /** The new mint: a fresh key pair that co-signs the transaction. */
  mint: TransactionSigner;
  name: string;
  symbol: string;
  decimals: number;
  initialSupply: bigint;
  options?: CreateTokenOptions;
  /** `createTokenSizes` of the same mint (computed once: the rent is asked for before building). */
  sizes: CreateTokenSizes;
  /** Rent-exempt minimum for `sizes.funded` bytes. */
  mintLamports: bigint;
}

type SizePlan = { owner: Address; mint: Address; name: string; symbol: string; options?: CreateTokenOptions };

/** The extensions of fixed size the options ask for, the metadata pointer first (it points at the mint itself). */
function fixedExtensions({ owner, mint, options = {} }: SizePlan): ExtensionArgs[] {
  const extensions: ExtensionArgs[] = [extension('MetadataPointer', { authority: owner, metadataAddress: mint })];
  if (options.transferFee) {
    const fee = {
      epoch: 0n,
      transferFeeBasisPoints: options.transferFee.basisPoints,
      maximumFee: options.transferFee.maximumFee,
    };
    extensions.push(
      extension('TransferFeeConfig', {
        transferFeeConfigAuthority: owner,
        withdrawWithheldAuthority: owner,
        withheldAmount: 0n,
        olderTransferFee: fee,
        newerTransferFee: fee,
      }),
    );
  }
  if (options.nonTransferable) extensions.push(extension('NonTransferable', {}));
  if (options.interestRate !== undefined) {
    extensions.push(
      extension('InterestBearingConfig', {
        rateAuthority: owner,
        initializationTimestamp: 0n,
        preUpdateAverageRate: options.interestRate,
        lastUpdateTimestamp: 0n,
        currentRate: options.interestRate,
      }),
    );
  }
  if (options.defaultFrozen) extensions.push(extension('DefaultAccountState', { state: AccountState.Frozen }));
  if (options.permanentDelegate) extensions.push(extension('PermanentDelegate', { delegate: owner }));
  if (options.mintCloseAuthority) extensions.push(extension('MintCloseAuthority', { closeAuthority: owner }));
  if (options.pausable) {
    extensions.push(
      extension('PausableConfig', { authority: options.pausable.authority as Address | null, paused: false }),
    );
  }
  // A group or a member keeps its state in the mint itself: the pointers point at the mint.
  if (options.group) extensions.push(extension('GroupPointer', { authority: owner, groupAddress: mint }));
  if (options.memberOf) extensions.push(extension('GroupMemberPointer', { authority: owner, memberAddress: mint }));
  if (options.permissionedBurn) extensions.push(extension('PermissionedBurn', { authority: owner }));
  if (options.transferHook) {
    // No program yet is kept as zeroes (the system program's address), as the token program keeps it.
    const programId = (options.transferHook.program ?? SYSTEM_PROGRAM_ADDRESS) as Address;
    extensions.push(extension('TransferHook', { authority: owner, programId }));
  }
  if (options.multiplier !== undefined) {
    extensions.push(
      extension('ScaledUiAmountConfig', {
        authority: owner,
        multiplier: options.multiplier,
        newMultiplierEffectiveTimestamp: 0n,
        newMultiplier: options.multiplier,
      }),
    );
  }
  return extensions;
}

/**
 * `allocated`: what createAccount allocates — the fixed-size extensions only, because InitializeMint
 * rejects an account longer than its extensions. `funded`: what the account grows to once the
 * metadata instructions reallocate it; the rent must already be there, as the program takes none.
 */
export function createTokenSizes(plan: SizePlan) {
  const fixed = fixedExtensions(plan);
  const metadata = extension('TokenMetadata', {
    updateAuthority: plan.owner,
    mint: plan.mint,
    name: plan.name,
    symbol: plan.symbol,
    uri: plan.options?.uri ?? '',
    additionalMetadata: new Map(plan.options?.additional ?? []),
  });
  // The group's and the member's state are written after the mint is initialised, as the metadata is: funded, not allocated.
  const later: ExtensionArgs[] = [metadata];
  const options = plan.options ?? {};
  if (options.group) {
    later.push(
      extension('TokenGroup', {
        updateAuthority: plan.owner,
        mint: plan.mint,
        size: 0n,
        maxSize: options.group.maxSize,
      }),
    );
  }
  if (options.memberOf) {
    later.push(
      extension('TokenGroupMember', { mint: plan.mint, group: options.memberOf.group as Address, memberNumber: 0n }),
    );
  }
  return { fixed, allocated: getMintSize(fixed), funded: getMintSize([...fixed, ...later]) };
}

export type CreateTokenSizes = ReturnType<typeof createTokenSizes>;

/**
 * A Token-2022 mint with the extensions asked for and metadata in the mint, the owner's associated
 * account, the initial supply — and, when asked, the mint authority revoked right after: `create`, which
 * must be one transaction. Then one instruction per additional metadata field (`fields`), which may follow
 * in later transactions when they do not all fit (the mint is already funded for them).
 */
export async function buildCreateTokenParts(plan: CreateTokenPlan) {
  const owner = createNoopSigner(plan.owner);
  const mint = plan.mint.address;
  const options = plan.options ?? {};
  const [ownerAccount] = await findAssociatedTokenPda({
    owner: plan.owner,
    mint,
    tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
  });
  const { sizes } = plan;
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer: owner,
      newAccount: plan.mint,
      space: sizes.allocated,
      lamports: plan.mintLamports,
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    // Every extension of fixed size is initialised before the mint itself.
    ...getPreInitializeInstructionsForMintExtensions(mint, sizes.fixed),
    getInitializeMintInstruction({
      mint,
      decimals: plan.decimals,
      mintAuthority: plan.owner,
      freezeAuthority: options.freezeAuthority ? plan.owner : null,
    }),
    getInitializeTokenMetadataInstruction({
      metadata: mint,
      updateAuthority: plan.owner,
      mint,
      mintAuthority: owner,
      name: plan.name,
      symbol: plan.symbol,
      uri: options.uri ?? '',
    }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer: owner,
      ata: ownerAccount,
      owner: plan.owner,
      mint,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
  ];
  // The collection, and the place in one: both need the mint authority, a member the group's update authority too.
  if (options.group) {
    instructions.push(
      getInitializeTokenGroupInstruction({
        group: mint,
        mint,
        mintAuthority: owner,
        updateAuthority: plan.owner,
        maxSize: options.group.maxSize,
      }),
    );
  }
  if (options.memberOf) {
    instructions.push(
      getInitializeTokenGroupMemberInstruction({
        member: mint,
        memberMint: mint,
        memberMintAuthority: owner,
        group: options.memberOf.group as Address,
        groupUpdateAuthority: owner,
      }),
    );
  }
  // Accounts start frozen: the owner's own is thawed so it can receive the initial supply.
  if (options.defaultFrozen) {
    instructions.push(getThawAccountInstruction({ account: ownerAccount, mint, owner }));
  }
  // The creator's own account guarded from the start: grown for the setting (its bytes' rent), then switched on.
  if (options.cpiGuard) {
    instructions.push(
      ...buildAccountSettingInstructions({
        setting: 'cpi-guard',
        account: ownerAccount,
        owner: plan.owner,
        on: true,
        grow: true,
      }),
    );
  }
  if (plan.initialSupply > 0n) {
    instructions.push(
      getMintToInstruction({ mint, token: ownerAccount, mintAuthority: owner, amount: plan.initialSupply }),
    );
  }
  if (options.fixedSupply) {
    instructions.push(
      getSetAuthorityInstruction({
        owned: mint,
        owner,
        authorityType: AuthorityType.MintTokens,
        newAuthority: null,
      }),
    );
  }
  const fields = (options.additional ?? []).map(([key, value]) => ({
    key,
    instruction: getUpdateTokenMetadataFieldInstruction({
      metadata: mint,
      updateAuthority: owner,
      field: tokenMetadataField('Key', [key]),
      value,
    }),
  }));
  return { create: instructions, fields };
}

/** All of it in one list, as one transaction holds it when it fits. */
export async function buildCreateTokenInstructions(plan: CreateTokenPlan): Promise<Instruction[]> {
  const { create, fields } = await buildCreateTokenParts(plan);
  return [...create, ...fields.map((field) => field.instruction)];
}
