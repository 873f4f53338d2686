import { createOptionsIssues } from '@/entities/token/lib/create-options';
import { hasHiddenCharacters, neutralizeText } from '@/shared/lib/untrusted-text';
import { AppError } from '@/shared/lib/app-error';
import type { ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { accountRent, demoRent, randomAddress, type DemoChain } from '../demo-chain';
import { refuseHookProgram } from './transfer-hook';
import { demoGroupOf, joinDemoGroup } from './group';
import { demoNetworkFee } from '../demo-fees';
import { demoExtensions, demoMintFrom } from '../demo-mints';

// A Token-2022 mint with its metadata pointer and metadata, before its name and symbol: about 300 bytes.
const MINT_WITH_METADATA_BYTES = 300;

/** Refuses the options as the chain's reads do; else the group a member joins, with it counted, or null. */
function checkOptions(chain: DemoChain, owner: string, input: ChainActionOf<'create'>) {
  const [issue] = Object.values(createOptionsIssues(input.options ?? {}, input.initialSupply));
  if (issue) throw new AppError('invalid', `${issue}.`);
  refuseHookProgram(chain, input.options?.transferHook?.program);
  const group = input.options?.memberOf?.group.trim();
  return group ? { address: group, joined: joinDemoGroup(chain, owner, group) } : null;
}

export const create: DemoActionModule<ChainActionOf<'create'>> = {
  preview(chain, owner, input) {
    checkOptions(chain, owner, input);
    const mintRent = demoRent(MINT_WITH_METADATA_BYTES + input.name.length + input.symbol.length);
    // Two signatures: the wallet and the new mint's key.
    return { networkFee: demoNetworkFee(2), rentLamports: mintRent + accountRent('token-2022') };
  },
  prepare(chain, owner, input) {
    const group = checkOptions(chain, owner, input);
    return (signature) => {
      const mint = randomAddress();
      const options = input.options ?? {};
      const mintAuthority = options.fixedSupply ? null : owner;
      const tokens = chain.walletOf(owner).tokens;
      tokens.push({
        mint,
        // What the user typed is shown as any chain text is: hidden characters made visible.
        name: neutralizeText(input.name),
        symbol: neutralizeText(input.symbol),
        ...((hasHiddenCharacters(input.name) || hasHiddenCharacters(input.symbol)) && { hiddenCharacters: true }),
        decimals: input.decimals,
        balance: input.initialSupply,
        program: 'token-2022',
        tokenAccount: randomAddress(),
        mintAuthority,
        canMint: mintAuthority !== null,
        ...(options.cpiGuard && { cpiGuard: true }),
      });
      if (group) chain.mints.set(group.address, group.joined);
      chain.mints.set(mint, {
        ...demoMintFrom(tokens.at(-1)!, false),
        freezeAuthority: options.freezeAuthority ? owner : null,
        metadata: { updateAuthority: owner, uri: options.uri ?? '', additional: options.additional ?? [] },
        extensions: demoExtensions(
          {
            ...options,
            memberOf: group ? { group: group.address, memberNumber: demoGroupOf(group.joined)!.size } : undefined,
          },
          owner,
          mint,
        ),
      });
      const base = { amount: input.initialSupply, decimals: input.decimals, token: input.symbol, mint };
      chain.record(owner, { ...base, type: 'create', from: owner, to: owner }, signature);
      return { signature, mint };
    };
  },
};
