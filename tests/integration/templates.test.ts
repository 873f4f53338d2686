// Each issuer template, created on the local chain through the app's own path (the form's rules, then the
// Solana data source): the token that lands has exactly the extensions and authorities the template lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_TOKEN_DEFAULTS, createTokenSchema } from '@/features/create-token/api/create-token-form';
import { featuresOfValues, NO_TEMPLATE, TEMPLATES } from '@/features/create-token/api/templates';
import { featuresOfToken } from '@/entities/token/lib/compatibility/check';
import { fundedWallet, keypairSigner, startTestChain, type TestChain } from '@test-support/chain/chain';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe('issuer templates on the local chain', () => {
  for (const template of TEMPLATES) {
    it(`${template.name} creates what it lists`, async () => {
      const signer = keypairSigner(await fundedWallet(chain));
      const input = createTokenSchema(signer.address).parse({
        ...CREATE_TOKEN_DEFAULTS,
        name: template.name,
        symbol: 'TPL',
        decimals: '2',
        initialSupply: '1000',
        ...template.values,
      });
      const { mint } = await chain.dataSource.run(signer, { kind: 'create', ...input });
      const token = await chain.dataSource.getTokenDetails(mint, signer.address);
      const listed = featuresOfValues({ ...NO_TEMPLATE, ...template.values });
      // As the token page judges where it works: the same features the check judged before it existed.
      const made = featuresOfToken(token);
      expect([...made.extensions].sort()).toEqual([...listed.extensions].sort());
      expect(made.freezeAuthority).toBe(listed.freezeAuthority);
      // A community token's supply is fixed: no one can mint more.
      expect(token.mintAuthority === null).toBe(!!template.values.fixedSupply);
    });
  }
});
