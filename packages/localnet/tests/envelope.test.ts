import { describe, expect, it } from 'vitest';
import { parseSystem } from '../encoding/instruction-parsers/system';
import { stringify } from '../json';
import { answer } from '../jsonrpc';

describe('the JSON-RPC envelope never leaves a request without an answer', () => {
  it('a result that cannot be serialized answers an internal error (single and batch)', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const run = (method: string) => (method === 'bad' ? cyclic : 'fine');
    const single = JSON.parse((await answer('{"jsonrpc":"2.0","id":7,"method":"bad","params":[]}', run))!);
    expect(single).toMatchObject({ id: 7, error: { code: -32603 } });
    const batch = JSON.parse(
      (await answer(
        '[{"jsonrpc":"2.0","id":1,"method":"ok","params":[]},{"jsonrpc":"2.0","id":2,"method":"bad","params":[]}]',
        run,
      ))!,
    );
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'fine' },
      expect.objectContaining({ id: 2, error: expect.objectContaining({ code: -32603 }) }),
    ]);
  });
});

describe('jsonParsed System instructions', () => {
  it('writes lamports above 2^53 exactly', () => {
    const lamports = 2n ** 60n + 1n;
    const data = new Uint8Array(12);
    const view = new DataView(data.buffer);
    view.setUint32(0, 2, true);
    view.setBigUint64(4, lamports, true);
    const parsed = parseSystem(['source', 'destination'], data);
    expect(stringify(parsed)).toContain(`"lamports":${lamports}`);
  });
});
