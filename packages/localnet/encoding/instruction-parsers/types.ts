export interface ParsedIx {
  type: string;
  info: Record<string, unknown>;
}

/** Returns the parsed form, or null to leave the instruction partially decoded (as a validator does). */
export type InstructionParser = (accounts: string[], data: Uint8Array) => ParsedIx | null;

export const u64At = (d: Uint8Array, o: number) =>
  d.length >= o + 8 ? new DataView(d.buffer, d.byteOffset, d.byteLength).getBigUint64(o, true) : null;
export const u32At = (d: Uint8Array, o: number) =>
  d.length >= o + 4 ? new DataView(d.buffer, d.byteOffset, d.byteLength).getUint32(o, true) : null;
