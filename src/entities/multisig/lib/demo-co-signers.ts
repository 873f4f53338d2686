/**
 * Demo's two sample co-signers: Demo has no second browser, so its proposal page lets the user sign as
 * either. Plain addresses: in Demo nothing is signed with a key.
 */
export const DEMO_CO_SIGNERS = [
  { name: 'Ana (sample co-signer)', address: 'EvzAJ6p6jQcjUcCcv2GpyQLxmp4MTpFReRFRnJdtKcTo' },
  { name: 'Ben (sample co-signer)', address: '3Ki7LzmeSNzgUaeGWL8AUgV8uVthjAR8DXGEKMBgFxcQ' },
] as const;
