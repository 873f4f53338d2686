import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited';

describe('mapLimited', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3, 0, 6], 3, async (item, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item));
      running -= 1;
      return `${index}:${item}`;
    });
    expect(results).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0', '6:6']);
    expect(most).toBe(3);
  });

  it('rejects with the error of the work that failed, and takes an empty list', async () => {
    await expect(
      mapLimited([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error('two failed');
        return item;
      }),
    ).rejects.toThrow('two failed');
    await expect(mapLimited([], 4, async () => 1)).resolves.toEqual([]);
  });
});
