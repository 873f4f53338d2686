// JSON with exact u64s, both ways. Writing: bigints are bare numbers (as a validator writes lamports and
// rentEpoch). Reading: an integer literal beyond 2^53 is a bigint, not the nearest double, since a validator
// (serde_json) reads every integer up to u64::MAX exactly; JSON.parse would turn 2^53 + 1 into 2^53.
const MARK = '\uE000big:';
const MARKED = new RegExp(`"${MARK}(-?\\d+)"`, 'g');

export function stringify(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${MARK}${v}` : v)).replace(MARKED, '$1');
}

/**
 * A copy with every object's keys in byte order: a validator's results pass through serde_json's `Value`,
 * whose map (no `preserve_order` in Agave's build) writes keys sorted (jsonrpc-derive `to_value`).
 */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  // Only plain objects: anything that writes itself (toJSON, typed arrays) is left to write itself.
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) define(out, key, sortedKeys(v));
  }
  return out;
}

/** A "__proto__" key is data, as JSON.parse keeps it, never the object's prototype. */
function define(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

// RFC 8259's tokens, matched where the reader stands (sticky).
const WHITESPACE = /[ \t\n\r]*/y;
// A control character (below U+0020) may not stand unescaped in a string.
// eslint-disable-next-line no-control-regex
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

class Reader {
  at = 0;
  constructor(private readonly text: string) {}

  private skip() {
    WHITESPACE.lastIndex = this.at;
    WHITESPACE.exec(this.text);
    this.at = WHITESPACE.lastIndex;
  }

  private token(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.at;
    const m = pattern.exec(this.text);
    if (m) this.at = pattern.lastIndex;
    return m;
  }

  private fail(): never {
    throw new SyntaxError(`Unexpected token at position ${this.at}`);
  }

  private literal(word: string, value: unknown) {
    if (!this.text.startsWith(word, this.at)) this.fail();
    this.at += word.length;
    return value;
  }

  value(): unknown {
    this.skip();
    const c = this.text[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return this.string();
    if (c === 't') return this.literal('true', true);
    if (c === 'f') return this.literal('false', false);
    if (c === 'n') return this.literal('null', null);
    const m = this.token(NUMBER);
    if (!m) this.fail();
    const n = Number(m[0]);
    // Only a plain integer can be exact; a fraction or an exponent is a double, as serde_json reads it.
    return m[1] === undefined && m[2] === undefined && !Number.isSafeInteger(n) ? BigInt(m[0]) : n;
  }

  private string(): string {
    const m = this.token(STRING);
    if (!m) this.fail();
    return JSON.parse(m[0]) as string;
  }

  private array(): unknown[] {
    this.at++;
    const out: unknown[] = [];
    this.skip();
    if (this.text[this.at] === ']') {
      this.at++;
      return out;
    }
    for (;;) {
      out.push(this.value());
      this.skip();
      const c = this.text[this.at++];
      if (c === ']') return out;
      if (c !== ',') this.fail();
    }
  }

  private object(): Record<string, unknown> {
    this.at++;
    const out: Record<string, unknown> = {};
    this.skip();
    if (this.text[this.at] === '}') {
      this.at++;
      return out;
    }
    for (;;) {
      this.skip();
      if (this.text[this.at] !== '"') this.fail();
      const key = this.string();
      this.skip();
      if (this.text[this.at++] !== ':') this.fail();
      define(out, key, this.value());
      this.skip();
      const c = this.text[this.at++];
      if (c === '}') return out;
      if (c !== ',') this.fail();
    }
  }

  end() {
    this.skip();
    if (this.at !== this.text.length) this.fail();
  }
}

/** JSON.parse, except that integers beyond 2^53 come back exact, as bigints. Throws SyntaxError as it does. */
export function parse(text: string): unknown {
  const reader = new Reader(text);
  const value = reader.value();
  reader.end();
  return value;
}
