// Reading the little-endian bincode that sysvars and nonce accounts are stored in.
import bs58 from 'bs58';

/** Little-endian bincode, refusing to read past the end (bincode's UnexpectedEof). */
export class Bincode {
  private at = 0;
  private readonly view: DataView;
  constructor(private readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }
  private take(n: number): number {
    if (this.at + n > this.data.length) throw new RangeError('unexpected end of sysvar data');
    const at = this.at;
    this.at += n;
    return at;
  }
  u8 = () => this.view.getUint8(this.take(1));
  u32 = () => this.view.getUint32(this.take(4), true);
  u64 = () => this.view.getBigUint64(this.take(8), true);
  i64 = () => this.view.getBigInt64(this.take(8), true);
  f64 = () => this.view.getFloat64(this.take(8), true);
  u128 = () => {
    const lo = this.u64();
    return (this.u64() << 64n) | lo;
  };
  bool = () => {
    const b = this.u8();
    if (b > 1) throw new RangeError('invalid bool');
    return b === 1;
  };
  hash = () => {
    const at = this.take(32);
    return bs58.encode(this.data.subarray(at, at + 32));
  };
  /** A bincode Vec: its u64 length, then the items. */
  vec = <T>(item: () => T): T[] => {
    const n = Number(this.u64());
    if (n > this.data.length) throw new RangeError('vector longer than its data');
    return Array.from({ length: n }, item);
  };
}
