import type { ReferralStats } from '@study/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './auth-helpers.ts';
import { drainRewards, subscribeInSandbox } from './billing-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { userRequest } from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

describe.each(databaseKinds)('the referral programme’s figures on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('count the friends invited, the sign-ups through the link, those who paid and the months earned, for their owner only', async () => {
    const referrer = await createUser(app);
    const stats = async () =>
      (await userRequest(app, referrer, 'GET', '/api/referrals')).json() as ReferralStats;
    const { code } = await stats();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await stats()).toEqual({ code, invited: 0, signUps: 0, premium: 0, monthsEarned: 0 });

    const first = await createUser(app, { extras: { referral: code.toLowerCase() } });
    await createUser(app, { extras: { referral: code, invite: code.toLowerCase() } });
    await createUser(app, { extras: { invite: code } });
    await createUser(app, { extras: { referral: 'NOBODY99' } });
    // A friend who pays converts: the referrer earns a free month.
    await subscribeInSandbox(app, first);
    await drainRewards(app);
    expect(await stats()).toEqual({ code, invited: 2, signUps: 2, premium: 1, monthsEarned: 1 });

    const stranger = await createUser(app);
    const theirs = (
      await userRequest(app, stranger, 'GET', '/api/referrals')
    ).json() as ReferralStats;
    expect(theirs).toMatchObject({ invited: 0, signUps: 0, premium: 0 });
    expect(theirs.code).not.toBe(code);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/referrals' })).statusCode).toBe(401);
  });
});
