import { afterEach, describe, expect, it, vi } from 'vitest';

/** A copy of the module with nothing downloaded yet. */
async function freshContracts() {
  vi.resetModules();
  return import('./contracts.ts');
}

const session = {
  session: { expiresAt: '2026-01-17T12:00:00.000Z', token: 'kept-until-checked' },
  user: { id: 'u1', email: 'ada@example.com', emailVerified: true, twoFactorEnabled: null },
};

afterEach(() => vi.restoreAllMocks());

describe('readContract', () => {
  it('parses through the schema once the schemas are downloaded', async () => {
    const { loadContracts, readContract } = await freshContracts();
    await loadContracts();
    expect(readContract(session, (contracts) => contracts.authSessionSchema)).toEqual({
      session: { expiresAt: '2026-01-17T12:00:00.000Z' },
      user: session.user,
    });
    expect(() =>
      readContract({ user: null }, (contracts) => contracts.authSessionSchema),
    ).toThrow();
  });

  it('before they are, takes the body as it is and checks it when they arrive', async () => {
    const { loadContracts, loadedContracts, readContract } = await freshContracts();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readContract(session, (contracts) => contracts.authSessionSchema)).toBe(session);
    const broken = { session: {}, user: { id: 1 } };
    expect(readContract(broken, (contracts) => contracts.authSessionSchema)).toBe(broken);
    expect(loadedContracts()).toBeUndefined();
    await loadContracts();
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(
      'An answer of the API does not match its contract',
      broken,
    );
  });
});

describe('loadContractsOnFirstInteraction', () => {
  it('downloads the schemas on the first key press, not before', async () => {
    const { loadContractsOnFirstInteraction, loadedContracts, loadContracts } =
      await freshContracts();
    const target = new EventTarget();
    loadContractsOnFirstInteraction(target);
    expect(loadedContracts()).toBeUndefined();
    target.dispatchEvent(new Event('keydown'));
    await loadContracts();
    expect(loadedContracts()?.signInFormSchema).toBeDefined();
  });
});
