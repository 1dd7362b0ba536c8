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

  it('keeps at most 32 bodies to check, so an idle tab does not pile them up', async () => {
    const { loadContracts, readContract } = await freshContracts();
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let read = 0; read < 40; read += 1) {
      readContract({ user: null }, (contracts) => contracts.authSessionSchema);
    }
    await loadContracts();
    expect(reported).toHaveBeenCalledTimes(32);
  });
});

describe('loadContractsOnFirstInteraction', () => {
  it('downloads the schemas on the first key press, not before', async () => {
    const { loadContractsOnFirstInteraction, loadedContracts } = await freshContracts();
    const target = new EventTarget();
    loadContractsOnFirstInteraction(target);
    target.dispatchEvent(new Event('mousemove'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedContracts()).toBeUndefined();
    target.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(loadedContracts()?.signInFormSchema).toBeDefined());
  });
});
