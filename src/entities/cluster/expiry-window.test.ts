import { expiryWords, slotSecondsOf } from './expiry-window';

describe('how long a transaction built now can land', () => {
  it('takes the slot time from the cluster’s performance samples: their periods over their slots', () => {
    // Mainnet since SIMD-0525's last step: 300 slots a minute.
    expect(
      slotSecondsOf([
        { numSlots: 300, samplePeriodSecs: 60 },
        { numSlots: 300n, samplePeriodSecs: 60 },
      ]),
    ).toBe(0.2);
    expect(slotSecondsOf([])).toBeNull();
    expect(slotSecondsOf([{ numSlots: 0, samplePeriodSecs: 60 }])).toBeNull();
  });

  it('says the blocks, and the seconds where they are known', () => {
    expect(expiryWords({ blocks: 150, seconds: 30 })).toBe('150 blocks, about 30 seconds now');
    expect(expiryWords({ blocks: 151, seconds: null })).toBe('151 blocks');
  });
});
