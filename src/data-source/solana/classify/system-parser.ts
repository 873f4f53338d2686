import { base58ToBytes, bytesToBase58 } from '../kit-base58';
import { asBigInt, asString, parsedInfo, type InstructionEvent, type InstructionParser } from './instruction-events';

// System instruction indices (a u32 at the start of the data), for nodes that leave instructions raw.
const CREATE_ACCOUNT = 0;
const TRANSFER = 2;
const ADVANCE_NONCE_ACCOUNT = 4;
const WITHDRAW_NONCE_ACCOUNT = 5;
const INITIALIZE_NONCE_ACCOUNT = 6;

function fromParsed(type: string, info: Record<string, unknown>): InstructionEvent | null {
  switch (type) {
    case 'transfer':
    case 'transferWithSeed': {
      const source = asString(info.source);
      const destination = asString(info.destination);
      const lamports = asBigInt(info.lamports);
      if (!source || !destination || lamports === undefined) return null;
      return { kind: 'sol-transfer', source, destination, lamports };
    }
    case 'createAccount':
    case 'createAccountWithSeed': {
      const source = asString(info.source);
      const account = asString(info.newAccount);
      const lamports = asBigInt(info.lamports);
      if (!source || !account || lamports === undefined) return null;
      return { kind: 'create-account', source, account, lamports };
    }
    case 'initializeNonce':
    case 'advanceNonce': {
      const nonceAccount = asString(info.nonceAccount);
      const authority = asString(info.nonceAuthority);
      if (!nonceAccount || !authority) return null;
      return { kind: type === 'initializeNonce' ? 'initialize-nonce' : 'advance-nonce', nonceAccount, authority };
    }
    case 'withdrawFromNonce': {
      const source = asString(info.nonceAccount);
      const destination = asString(info.destination);
      const authority = asString(info.nonceAuthority);
      const lamports = asBigInt(info.lamports);
      return source && destination && authority
        ? { kind: 'rent-withdrawal', source, destination, authority, lamports }
        : null;
    }
    default:
      return null;
  }
}

/**
 * SOL moving between wallets (transfer, and transferWithSeed when decoded); an account funded; a durable
 * nonce made, used or withdrawn from.
 */
export const parseSystemInstruction: InstructionParser = (instruction) => {
  const parsed = parsedInfo(instruction);
  if (parsed) return fromParsed(parsed.type, parsed.info);
  if (!instruction.data || !instruction.accounts) return null;
  const bytes = base58ToBytes(instruction.data);
  if (bytes.length < 4) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const [a0, a1, a2] = instruction.accounts;
  switch (view.getUint32(0, true)) {
    case CREATE_ACCOUNT:
      // [funder, new account]; data [index, lamports u64, space u64, owner]
      if (bytes.length < 12 || !a0 || !a1) return null;
      return { kind: 'create-account', source: a0, account: a1, lamports: view.getBigUint64(4, true) };
    case TRANSFER:
      // [source, destination]; data [index, lamports u64]
      if (bytes.length < 12 || !a0 || !a1) return null;
      return { kind: 'sol-transfer', source: a0, destination: a1, lamports: view.getBigUint64(4, true) };
    case INITIALIZE_NONCE_ACCOUNT:
      // [nonce, recent blockhashes sysvar, rent sysvar]; the authority is in the data.
      if (bytes.length < 36 || !a0) return null;
      return { kind: 'initialize-nonce', nonceAccount: a0, authority: bytesToBase58(bytes.subarray(4, 36)) };
    case ADVANCE_NONCE_ACCOUNT:
      // [nonce, recent blockhashes sysvar, nonce authority]
      return a0 && a2 ? { kind: 'advance-nonce', nonceAccount: a0, authority: a2 } : null;
    case WITHDRAW_NONCE_ACCOUNT: {
      // [nonce, destination, recent blockhashes sysvar, rent sysvar, nonce authority]; data [index, lamports u64]
      const authority = instruction.accounts[4];
      if (bytes.length < 12 || !a0 || !a1 || !authority) return null;
      return { kind: 'rent-withdrawal', source: a0, destination: a1, authority, lamports: view.getBigUint64(4, true) };
    }
    default:
      return null;
  }
};
