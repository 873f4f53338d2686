// A stand-in for Lighthouse, the assertion program Phantom and Solflare point the guard instructions
// they add to a dApp's transaction at (mainnet and devnet). It ASSERTS NOTHING: whatever its
// instruction says, it burns a fixed number of compute units and succeeds, so that a guarded
// transaction lands here as it would where the real program's assertions hold, and weighs about what a
// guard weighs. The real program is not shipped with LiteSVM; this one is built below as the smallest
// ELF the SBF loader takes: one .text section, one load segment, no symbols, no relocations.

/** Where wallets point their guards: Lighthouse's address on mainnet and devnet. */
export const LIGHTHOUSE_PROGRAM = 'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95';

/**
 * Loop iterations per instruction: each costs two units, so one guard consumes about 2,000 — the order of
 * a real account assertion (a few thousand units), enough for a limit with no room for guards to show it.
 */
const LOOP_ITERATIONS = 1_000;

const ELF_HEADER_BYTES = 64;
const PROGRAM_HEADER_BYTES = 56;
const SECTION_HEADER_BYTES = 64;
const EM_BPF = 247;
const ET_DYN = 3;
const PT_LOAD = 1;
const PF_R_X = 5;
const SHT_PROGBITS = 1;
const SHT_STRTAB = 3;
const SHF_ALLOC_EXECINSTR = 6;

/** One sBPF instruction: opcode, destination register, offset, immediate (8 bytes, little-endian). */
function insn(opcode: number, dst: number, offset: number, imm: number): number[] {
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  bytes[0] = opcode;
  bytes[1] = dst & 0x0f;
  view.setInt16(2, offset, true);
  view.setInt32(4, imm, true);
  return [...bytes];
}

/** r1 = N; do { r1 -= 1 } while (r1 != 0); return 0. */
function standInText(): Uint8Array {
  const MOV64_IMM = 0xb7;
  const SUB64_IMM = 0x17;
  const JNE_IMM = 0x55;
  const EXIT = 0x95;
  return Uint8Array.from([
    ...insn(MOV64_IMM, 1, 0, LOOP_ITERATIONS),
    ...insn(SUB64_IMM, 1, 0, 1),
    // Jumps are relative to the next instruction: back to the subtraction.
    ...insn(JNE_IMM, 1, -2, 0),
    ...insn(MOV64_IMM, 0, 0, 0),
    ...insn(EXIT, 0, 0, 0),
  ]);
}

/** A 64-bit little-endian ELF whose only code is `text`, entered at its first instruction. */
export function sbpfElf(text: Uint8Array): Uint8Array {
  const names = new TextEncoder().encode('\0.text\0.shstrtab\0');
  const textAt = ELF_HEADER_BYTES + PROGRAM_HEADER_BYTES;
  const namesAt = textAt + text.length;
  const sectionsAt = Math.ceil((namesAt + names.length) / 8) * 8;
  const bytes = new Uint8Array(sectionsAt + 3 * SECTION_HEADER_BYTES);
  const view = new DataView(bytes.buffer);
  const u16 = (at: number, value: number) => view.setUint16(at, value, true);
  const u32 = (at: number, value: number) => view.setUint32(at, value, true);
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);

  // Identification: ELF, 64-bit, little-endian, version 1, System V ABI.
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  u16(16, ET_DYN);
  u16(18, EM_BPF);
  u32(20, 1);
  u64(24, textAt); // entry: the first instruction (virtual addresses equal file offsets)
  u64(32, ELF_HEADER_BYTES);
  u64(40, sectionsAt);
  u16(52, ELF_HEADER_BYTES);
  u16(54, PROGRAM_HEADER_BYTES);
  u16(56, 1);
  u16(58, SECTION_HEADER_BYTES);
  u16(60, 3);
  u16(62, 2); // the section names live in section 2

  const segment = ELF_HEADER_BYTES;
  u32(segment, PT_LOAD);
  u32(segment + 4, PF_R_X);
  u64(segment + 8, textAt);
  u64(segment + 16, textAt);
  u64(segment + 24, textAt);
  u64(segment + 32, text.length);
  u64(segment + 40, text.length);
  u64(segment + 48, 0x1000);

  bytes.set(text, textAt);
  bytes.set(names, namesAt);

  const section = (
    index: number,
    name: number,
    type: number,
    flags: number,
    address: number,
    offset: number,
    size: number,
    align: number,
  ) => {
    const at = sectionsAt + index * SECTION_HEADER_BYTES;
    u32(at, name);
    u32(at + 4, type);
    u64(at + 8, flags);
    u64(at + 16, address);
    u64(at + 24, offset);
    u64(at + 32, size);
    u64(at + 48, align);
  };
  // Section 0 stays all zeros, as the format requires.
  section(1, 1, SHT_PROGBITS, SHF_ALLOC_EXECINSTR, textAt, textAt, text.length, 8);
  section(2, 7, SHT_STRTAB, 0, 0, namesAt, names.length, 1);
  return bytes;
}

/** The stand-in's program bytes, for LiteSVM's addProgram. */
export const lighthouseStandIn = () => sbpfElf(standInText());
