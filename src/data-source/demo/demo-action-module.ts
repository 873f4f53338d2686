import type { NetworkFee } from '@/entities/priority/model';
import type { ActionResultOf, PlannedAction } from '../contract';
import type { StateChange } from '@/entities/action/model';
import type { DemoChain } from './demo-chain';

/** What a Demo preview says beyond the fee of one transaction. */
export interface DemoCost {
  changes?: StateChange[];
  networkFee?: NetworkFee;
  rentLamports?: bigint;
}

/** One kind of action on Demo's pretend chain. */
export interface DemoActionModule<A extends PlannedAction> {
  /** The chain's refusal, as a preview would meet it; else what the action changes and costs. */
  preview(chain: DemoChain, owner: string, action: A): DemoCost;
  /** The chain's refusal before anything is signed; else what landing the action does, under its signature. */
  prepare(chain: DemoChain, owner: string, action: A): (signature: string) => ActionResultOf<A['kind']>;
}
