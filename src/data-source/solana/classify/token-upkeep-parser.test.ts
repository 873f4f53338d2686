import { describe, expect, it } from 'vitest';
import { bytesToBase58 } from '../kit-base58';
import { parseTokenUpkeep } from './token-upkeep-parser';

const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PCnBqCKsQ5xMQ4';
const MINT = 'So11111111111111111111111111111111111111112';
const AUTHORITY = 'Vote111111111111111111111111111111111111111';
const NEW_AUTHORITY = 'Stake11111111111111111111111111111111111111';

// The token-metadata interface's UpdateAuthority: sha256("spl_token_metadata_interface:update_the_authority")[..8].
const UPDATE_THE_AUTHORITY = [215, 228, 166, 228, 84, 100, 86, 123];
const raw = (newAuthority: Uint8Array) => ({
  programId: TOKEN_2022,
  accounts: [MINT, AUTHORITY],
  data: bytesToBase58(Uint8Array.from([...UPDATE_THE_AUTHORITY, ...newAuthority])),
});

describe("the metadata's update authority handed over or revoked", () => {
  const handedOver = { kind: 'set-authority', target: MINT, authority: AUTHORITY, newAuthority: NEW_AUTHORITY };

  // Agave's name for it (transaction-status/src/parse_token/extension/token_metadata.rs), an unset one null.
  it('is an authority change, as a node parses it', () => {
    const parsed = {
      programId: TOKEN_2022,
      program: 'spl-token-2022',
      parsed: {
        type: 'updateTokenMetadataAuthority',
        info: { metadata: MINT, updateAuthority: AUTHORITY, newAuthority: NEW_AUTHORITY },
      },
    };
    expect(parseTokenUpkeep(parsed)).toMatchObject(handedOver);
    const revoked = {
      ...parsed,
      parsed: { ...parsed.parsed, info: { metadata: MINT, updateAuthority: AUTHORITY, newAuthority: null } },
    };
    expect(parseTokenUpkeep(revoked)).toMatchObject({ ...handedOver, newAuthority: null });
  });

  it('is an authority change in raw bytes too: 32 zero bytes revoke it', () => {
    const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
    expect(parseTokenUpkeep(raw(key))).toMatchObject({ ...handedOver, newAuthority: bytesToBase58(key) });
    expect(parseTokenUpkeep(raw(new Uint8Array(32)))).toMatchObject({ ...handedOver, newAuthority: null });
    // Cut short: not read as anything.
    expect(parseTokenUpkeep(raw(new Uint8Array(10)))).toBeNull();
  });
});
