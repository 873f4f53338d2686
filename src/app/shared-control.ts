// The Multisig and Proposal pages travel in one chunk: one entry in the first page's preload map.
export { default as MultisigPage } from '@/features/multisig/ui/multisig-page';
export { default as ProposalPage } from '@/features/proposal/ui/proposal-page';
