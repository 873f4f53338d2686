import { z } from 'zod';
import type { CreateTokenInput } from '@/data-source/contract';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import { parseAmount } from '@/shared/lib/amount';
import { createOptionsIssues, typedMultiplier, type CreateTokenOptions } from '@/entities/token/lib/create-options';
import { nameIssue, parseBasisPoints, symbolIssue } from '@/entities/token/lib/token-rules';

// Every field is text as typed; numbers are coerced once the text is known to be valid.
const createTokenFields = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: z.string().trim().regex(/^\d$/, 'Decimals must be a whole number from 0 to 9'),
  initialSupply: z.string(),
  uri: z.string(),
  additional: z.array(z.tuple([z.string(), z.string()])),
  fixedSupply: z.boolean(),
  freezeAuthority: z.boolean(),
  transferFee: z.boolean(),
  feeBasisPoints: z.string(),
  feeMaximum: z.string(),
  nonTransferable: z.boolean(),
  interestBearing: z.boolean(),
  interestRate: z.string(),
  defaultFrozen: z.boolean(),
  permanentDelegate: z.boolean(),
  mintCloseAuthority: z.boolean(),
  pausable: z.boolean(),
  pauseAuthority: z.enum(['you', 'address', 'none']),
  pauseAddress: z.string(),
  scaled: z.boolean(),
  multiplier: z.string(),
  cpiGuard: z.boolean(),
  transferHook: z.boolean(),
  hookProgram: z.string(),
  permissionedBurn: z.boolean(),
  isGroup: z.boolean(),
  groupMaxSize: z.string(),
  isMember: z.boolean(),
  memberGroup: z.string(),
});

const WHOLE = /^\d{1,20}$/;

/** The form as typed. */
export type CreateTokenValues = z.input<typeof createTokenFields>;

/** The form's rules; "you" as an authority is the connected wallet. */
export const createTokenSchema = (owner: string) =>
  createTokenFields
    .superRefine((values, ctx) => {
      const add = (path: keyof CreateTokenValues, message: string | null) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      add('name', nameIssue(values.name));
      add('symbol', symbolIssue(values.symbol));
      const decimals = /^\d$/.test(values.decimals.trim()) ? Number(values.decimals) : 9;
      const issue = amountIssue(values.initialSupply, {
        decimals,
        positiveMessage: 'Initial supply must be greater than 0',
        maxMessage: (max) => `Initial supply is too large for ${decimals} decimals: at most ${maxWhole(max, decimals)}`,
      });
      add('initialSupply', issue);
      const maxIssue = amountIssue(values.feeMaximum, { decimals, allowZero: true });
      if (values.transferFee && maxIssue) add('feeMaximum', maxIssue);
      if (values.interestBearing && !/^-?\d{1,5}$/.test(values.interestRate.trim())) {
        add('interestRate', 'A whole number of basis points a year, e.g. 500 for 5%');
      }
      if (values.isGroup && !WHOLE.test(values.groupMaxSize.trim())) {
        add('groupMaxSize', 'The maximum size must be a whole number of members');
      }
      if (values.scaled && typedMultiplier(values.multiplier) === null) {
        add('multiplier', 'The multiplier must be a number greater than 0');
      }
      const supply = parseAmount(values.initialSupply, decimals);
      const options = optionsOf(values, decimals, owner);
      const issues = createOptionsIssues(options, supply.ok ? supply.value : 1n);
      for (const [field, message] of Object.entries(issues)) {
        add(OPTION_FIELDS[field as keyof typeof OPTION_FIELDS], message);
      }
    })
    .transform((values) => toCreateTokenInput(values, owner));

export const CREATE_TOKEN_DEFAULTS: CreateTokenValues = {
  name: '',
  symbol: '',
  decimals: '9',
  initialSupply: '1000000',
  uri: '',
  additional: [],
  fixedSupply: false,
  freezeAuthority: false,
  transferFee: false,
  feeBasisPoints: '100',
  feeMaximum: '0',
  nonTransferable: false,
  interestBearing: false,
  interestRate: '500',
  defaultFrozen: false,
  permanentDelegate: false,
  mintCloseAuthority: false,
  pausable: false,
  pauseAuthority: 'you',
  pauseAddress: '',
  scaled: false,
  multiplier: '1',
  cpiGuard: false,
  transferHook: false,
  hookProgram: '',
  permissionedBurn: false,
  isGroup: false,
  groupMaxSize: '100',
  isMember: false,
  memberGroup: '',
};

/** Where each option's problem is said, under which field of the form. */
const OPTION_FIELDS = {
  uri: 'uri',
  additional: 'additional',
  fixedSupply: 'fixedSupply',
  freezeAuthority: 'freezeAuthority',
  transferFee: 'feeBasisPoints',
  nonTransferable: 'nonTransferable',
  interestRate: 'interestRate',
  defaultFrozen: 'defaultFrozen',
  permanentDelegate: 'permanentDelegate',
  mintCloseAuthority: 'mintCloseAuthority',
  pausable: 'pauseAddress',
  multiplier: 'multiplier',
  cpiGuard: 'cpiGuard',
  transferHook: 'hookProgram',
  permissionedBurn: 'permissionedBurn',
  group: 'groupMaxSize',
  memberOf: 'memberGroup',
} as const satisfies Record<keyof CreateTokenOptions, keyof CreateTokenValues>;

type OptionValues = Omit<CreateTokenValues, 'name' | 'symbol' | 'decimals' | 'initialSupply'>;

/** The advanced options as typed -> the data source's options; empty when none is set (the spec's token). */
function optionsOf(values: OptionValues, decimals: number, owner: string): CreateTokenOptions {
  const maximum = parseAmount(values.feeMaximum, decimals);
  return {
    ...(values.uri.trim() && { uri: values.uri.trim() }),
    ...(values.additional.length > 0 && {
      additional: values.additional.map(([key, value]): [string, string] => [key.trim(), value]),
    }),
    ...(values.fixedSupply && { fixedSupply: true }),
    ...(values.freezeAuthority && { freezeAuthority: true }),
    ...(values.transferFee && {
      transferFee: {
        basisPoints: parseBasisPoints(values.feeBasisPoints),
        maximumFee: maximum.ok ? maximum.value : 0n,
      },
    }),
    ...(values.nonTransferable && { nonTransferable: true }),
    ...(values.interestBearing && { interestRate: Number(values.interestRate.trim()) }),
    ...(values.defaultFrozen && { defaultFrozen: true }),
    ...(values.permanentDelegate && { permanentDelegate: true }),
    ...(values.mintCloseAuthority && { mintCloseAuthority: true }),
    ...(values.pausable && {
      pausable: {
        authority:
          values.pauseAuthority === 'none'
            ? null
            : values.pauseAuthority === 'you'
              ? owner
              : values.pauseAddress.trim(),
      },
    }),
    ...(values.scaled && { multiplier: Number(values.multiplier.trim()) }),
    ...(values.cpiGuard && { cpiGuard: true }),
    ...(values.permissionedBurn && { permissionedBurn: true }),
    ...(values.isGroup &&
      WHOLE.test(values.groupMaxSize.trim()) && { group: { maxSize: BigInt(values.groupMaxSize.trim()) } }),
    ...(values.isMember && { memberOf: { group: values.memberGroup.trim() } }),
    ...(values.transferHook && { transferHook: { program: values.hookProgram.trim() || null } }),
  };
}

function maxWhole(max: bigint, decimals: number): string {
  return (max / 10n ** BigInt(decimals)).toLocaleString();
}

/** Valid form values -> the data source's input, amounts in base units. */
function toCreateTokenInput(values: CreateTokenValues, owner: string): CreateTokenInput {
  const decimals = Number(values.decimals);
  const supply = parseAmount(values.initialSupply, decimals);
  if (!supply.ok) throw new Error('Initial supply was not validated');
  const options = optionsOf(values, decimals, owner);
  return {
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    decimals,
    initialSupply: supply.value,
    ...(Object.keys(options).length > 0 && { options }),
  };
}
