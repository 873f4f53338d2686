// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCompatibility } from '@/entities/token/lib/compatibility/check';
import { CREATE_TOKEN_DEFAULTS, createTokenSchema } from './create-token-form';
import { featuresOfValues, NO_TEMPLATE, TEMPLATES } from './templates';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const template = (id: string) => TEMPLATES.find((each) => each.id === id)!;

/** Each venue's verdict on a token made from the template, as the check says it before creation. */
const verdicts = (id: string) =>
  Object.fromEntries(
    checkCompatibility(featuresOfValues({ ...NO_TEMPLATE, ...template(id).values })).map((check) => [
      check.venue.name,
      check.verdict,
    ]),
  );

describe('issuer templates', () => {
  it('each is a valid starting point: the form accepts it as it is, and makes the options it lists', () => {
    for (const each of TEMPLATES) {
      const values = { ...CREATE_TOKEN_DEFAULTS, name: 'Template Coin', symbol: 'TPL', ...each.values };
      const parsed = createTokenSchema(OWNER).safeParse(values);
      expect(parsed.success, `${each.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(each.rationale.length).toBeGreaterThan(0);
    }
    const stablecoin = createTokenSchema(OWNER).parse({
      ...CREATE_TOKEN_DEFAULTS,
      name: 'Stable',
      symbol: 'STB',
      ...template('stablecoin').values,
    });
    expect(stablecoin.options).toMatchObject({
      freezeAuthority: true,
      pausable: { authority: OWNER },
      permanentDelegate: true,
      defaultFrozen: true,
    });
    const fee = createTokenSchema(OWNER).parse({
      ...CREATE_TOKEN_DEFAULTS,
      name: 'Fee',
      symbol: 'FEE',
      decimals: '2',
      ...template('fee').values,
    });
    // The cap, in base units of the token's decimals.
    expect(fee.options?.transferFee).toEqual({ basisPoints: 100, maximumFee: 100_000n });
  });

  it('the compatibility check of each, before the token exists', () => {
    expect(verdicts('community')).toMatchObject({
      'Raydium CPMM': 'accepted',
      'Raydium CLMM': 'accepted',
      'Orca Whirlpools': 'accepted',
      'Meteora DAMM v2': 'accepted',
      'Meteora DLMM': 'accepted',
      'Raydium LaunchLab': 'refused',
      'Pump.fun': 'refused',
      Phantom: 'accepted',
    });
    expect(verdicts('stablecoin')).toMatchObject({
      'Raydium CPMM': 'refused',
      'Orca Whirlpools': 'approval',
      'Meteora DAMM v2': 'approval',
      'Meteora DLMM': 'approval',
      Phantom: 'warning',
    });
    expect(verdicts('points')).toMatchObject({
      'Raydium CPMM': 'refused',
      'Orca Whirlpools': 'refused',
      'Meteora DAMM v2': 'approval',
      Phantom: 'unknown',
    });
    expect(verdicts('security')).toMatchObject({
      'Raydium CLMM': 'refused',
      'Orca Whirlpools': 'approval',
      Phantom: 'warning',
    });
    expect(verdicts('fee')).toMatchObject({
      'Raydium CPMM': 'accepted',
      'Orca Whirlpools': 'accepted',
      'Meteora DAMM v2': 'accepted',
      'Meteora DLMM': 'accepted',
      Phantom: 'accepted',
    });
  });

  it('says what to change: a stablecoin in Raydium’s pools needs its issuer controls left out', () => {
    const [cpmm] = checkCompatibility(featuresOfValues({ ...NO_TEMPLATE, ...template('stablecoin').values }));
    expect(cpmm?.fix).toBe('Accepted without the default account state, the permanent delegate and pausable.');
    const phantom = checkCompatibility(featuresOfValues({ ...NO_TEMPLATE, ...template('stablecoin').values })).at(-1);
    expect(phantom?.fix).toBe('No warning without the permanent delegate.');
  });

  it('the options beyond the templates count too: a hook, a group, a member and permissioned burn are judged as extensions', () => {
    const values = { ...NO_TEMPLATE, transferHook: true, isGroup: true, isMember: true, permissionedBurn: true };
    expect(featuresOfValues(values).extensions).toEqual(
      expect.arrayContaining([
        'TransferHook',
        'PermissionedBurn',
        'GroupPointer',
        'TokenGroup',
        'GroupMemberPointer',
        'TokenGroupMember',
      ]),
    );
    const [burnable] = checkCompatibility(featuresOfValues({ ...NO_TEMPLATE, permissionedBurn: true }));
    expect(burnable?.fix).toBe('Accepted without permissioned burn.');
    const [cpmm] = checkCompatibility(featuresOfValues({ ...NO_TEMPLATE, transferHook: true }));
    expect(cpmm?.verdict).toBe('refused');
    expect(cpmm?.fix).toContain('the transfer hook');
  });

  // Issue 43: with the CPI guard on at Create Token, pool creation from that account fails; the pools said Accepted.
  it('the CPI guard on the creator’s account is a warning at every pool, with what to do; a frozen default with no freeze authority is refused at Orca', () => {
    const guarded = checkCompatibility(featuresOfValues({ ...NO_TEMPLATE, cpiGuard: true }));
    const pools = guarded.filter((check) => check.venue.kind === 'DEX pool');
    expect(pools.map((check) => [check.venue.name, check.verdict])).toEqual(
      pools.map((check) => [check.venue.name, 'warning']),
    );
    expect(pools[0]?.fix).toBe('No warning without the CPI guard on your account.');
    expect(guarded.find((check) => check.venue.name === 'Phantom')?.verdict).not.toBe('warning');
    const orca = checkCompatibility(
      featuresOfValues({ ...NO_TEMPLATE, defaultFrozen: true, freezeAuthority: false }),
    ).find((check) => check.venue.name === 'Orca Whirlpools');
    expect(orca?.verdict).toBe('refused');
  });
});
