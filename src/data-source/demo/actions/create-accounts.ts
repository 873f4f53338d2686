import { firstMultisigIssue } from '@/entities/multisig/lib/multisig-rules';
import { AppError } from '@/shared/lib/app-error';
import type { ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { demoRent, randomAddress } from '../demo-chain';
import { demoNetworkFee } from '../demo-fees';

// A token multisig (its 11 signer slots) and a nonce account, as the programs size them.
const MULTISIG_BYTES = 355;
const NONCE_BYTES = 80;

function refuseMultisig(input: ChainActionOf<'create-multisig'>) {
  const issue = firstMultisigIssue(input.signers, input.threshold);
  if (issue) throw new AppError('invalid', issue);
}

export const createMultisig: DemoActionModule<ChainActionOf<'create-multisig'>> = {
  preview(_chain, _owner, input) {
    refuseMultisig(input);
    return { networkFee: demoNetworkFee(2), rentLamports: demoRent(MULTISIG_BYTES) };
  },
  prepare(chain, owner, input) {
    refuseMultisig(input);
    return (signature) => {
      const address = randomAddress();
      const signers = input.signers.map((signer) => signer.trim());
      chain.multisigs.set(address, { address, program: input.program, threshold: input.threshold, signers });
      chain.registerAccount(address);
      const entry = { type: 'multisig', amount: null, decimals: null, from: owner, to: address } as const;
      for (const signer of signers) if (signer !== owner) chain.record(signer, entry, signature);
      chain.record(owner, entry, signature);
      return { signature, address };
    };
  },
};

export const createNonce: DemoActionModule<ChainActionOf<'create-nonce'>> = {
  preview: () => ({ networkFee: demoNetworkFee(2), rentLamports: demoRent(NONCE_BYTES) }),
  prepare(chain, owner) {
    return (signature) => {
      const address = randomAddress();
      chain.nonces.set(address, { address, authority: owner, nonce: randomAddress() });
      chain.registerAccount(address);
      chain.record(owner, { type: 'nonce', amount: null, decimals: null, from: owner, to: address }, signature);
      return { signature, address };
    };
  },
};
