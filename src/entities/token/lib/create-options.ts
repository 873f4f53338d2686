/**
 * What a new token may carry beyond the spec's name, symbol, decimals and supply. Every authority an
 * option sets is the creating wallet.
 */
export interface CreateTokenOptions {
  /** https address of the metadata JSON (image, description). */
  uri?: string;
  additional?: [string, string][];
  /** Revoke the mint authority right after the initial mint, in the same transaction. */
  fixedSupply?: boolean;
  /** Keep a freeze authority (the wallet); without it no account of the token can ever be frozen. */
  freezeAuthority?: boolean;
  transferFee?: { basisPoints: number; /** base units */ maximumFee: bigint };
  nonTransferable?: boolean;
  /** Interest rate in basis points a year (the displayed amount grows; balances do not). */
  interestRate?: number;
  /** New accounts start frozen: the freeze authority thaws each. */
  defaultFrozen?: boolean;
  /** The wallet may move or burn tokens from any account. */
  permanentDelegate?: boolean;
  /** The wallet may close the mint once its supply is zero. */
  mintCloseAuthority?: boolean;
}

export type CreateOptionField = keyof CreateTokenOptions;

const I16 = 2 ** 15;
const U64_MAX = 2n ** 64n - 1n;

/**
 * What is wrong with a combination of options, field by field; empty when it can be created. The same
 * rules hold in the form (under each field) and in the data layer (before anything is signed).
 */
export function createOptionsIssues(
  options: CreateTokenOptions,
  initialSupply: bigint,
): Partial<Record<CreateOptionField, string>> {
  const issues: Partial<Record<CreateOptionField, string>> = {};
  if (options.uri && !/^https:\/\/\S+$/i.test(options.uri))
    issues.uri = 'Use an https:// address, so wallets can read it';
  const keys = (options.additional ?? []).map(([key]) => key);
  if (keys.some((key) => !key.trim())) issues.additional = 'Every additional field needs a name';
  else if (new Set(keys).size !== keys.length) issues.additional = 'Two additional fields have the same name';
  if (options.fixedSupply && initialSupply === 0n) {
    issues.fixedSupply = 'A fixed supply of zero means no token could ever exist';
  }
  const fee = options.transferFee;
  if (fee) {
    if (!Number.isInteger(fee.basisPoints) || fee.basisPoints < 0 || fee.basisPoints > 10_000) {
      issues.transferFee = 'The fee must be a whole number of basis points from 0 to 10,000';
    } else if (fee.maximumFee < 0n || fee.maximumFee > U64_MAX) {
      issues.transferFee = 'The maximum fee is out of range';
    } else if (options.nonTransferable) {
      issues.transferFee = 'A non-transferable token cannot charge a transfer fee';
    }
  }
  if (
    options.interestRate !== undefined &&
    !(Number.isInteger(options.interestRate) && Math.abs(options.interestRate) < I16)
  ) {
    issues.interestRate = 'The rate must be a whole number of basis points from -32,767 to 32,767';
  }
  if (options.defaultFrozen && !options.freezeAuthority) {
    issues.defaultFrozen = 'Accounts frozen by default need a freeze authority, or none could ever be thawed';
  }
  return issues;
}

/** The options set, in words, for the success alert. */
export function describeCreateOptions(
  options: CreateTokenOptions | undefined,
  decimalsShown: (base: bigint) => string,
): string[] {
  if (!options) return [];
  const set: string[] = [];
  if (options.uri) set.push(`Metadata URI ${options.uri}`);
  for (const [key, value] of options.additional ?? []) set.push(`Field "${key}": ${value}`);
  if (options.fixedSupply) set.push('Fixed supply (mint authority revoked)');
  set.push(options.freezeAuthority ? 'Freeze authority: you' : 'No freeze authority');
  if (options.transferFee) {
    set.push(
      `Transfer fee ${options.transferFee.basisPoints} basis points, at most ${decimalsShown(options.transferFee.maximumFee)}`,
    );
  }
  if (options.nonTransferable) set.push('Non-transferable');
  if (options.interestRate !== undefined) set.push(`Interest-bearing at ${options.interestRate} basis points a year`);
  if (options.defaultFrozen) set.push('New accounts start frozen');
  if (options.permanentDelegate) set.push('Permanent delegate: you');
  if (options.mintCloseAuthority) set.push('Mint close authority: you');
  return set;
}
