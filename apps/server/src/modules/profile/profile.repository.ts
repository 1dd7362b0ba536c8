import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { profiles } from './profile.tables.ts';
import { users } from '../auth/auth.tables.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    'username' | 'birthdate' | 'status' | 'domain' | 'domainOther' | 'heardFrom' | 'language'
  >
> & { parentalConsent?: true };

/** The only SQL on `profiles`; every query is scoped to one user id. */
export function createProfileRepository(db: Db) {
  return {
    async create(userId: string, referralCode: string, language: string): Promise<void> {
      await db.insert(profiles).values({ userId, referralCode, language }).onConflictDoNothing();
    },

    /** The profile with the sign-in facts of its user, or undefined. */
    async findWithUser(userId: string) {
      const [row] = await db
        .select({
          profile: profiles,
          email: users.email,
          emailVerified: users.emailVerified,
          twoFactorEnabled: users.twoFactorEnabled,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(profiles.userId, userId));
      return row;
    },

    async language(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ language: profiles.language })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.language;
    },

    /** Writes the changes; a parent's consent is dated once, the first time it is given. */
    async update(userId: string, { parentalConsent, ...changes }: ProfileChanges): Promise<void> {
      await db
        .update(profiles)
        .set({
          ...changes,
          ...(parentalConsent
            ? { parentalConsentAt: sql`coalesce(${profiles.parentalConsentAt}, now())` }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.userId, userId));
    },

    async isUsernameTaken(username: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(
          and(
            sql`lower(${profiles.username}) = lower(${username})`,
            sql`${profiles.userId} <> ${exceptUserId}`,
          ),
        );
      return row !== undefined;
    },

    async userIdByReferralCode(code: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.referralCode, code.toUpperCase()));
      return row?.userId;
    },

    /** Records who brought the user, once: a later sign-up step never overwrites it. */
    async attribute(
      userId: string,
      attribution: { language?: string; invitedBy?: string; referredByUserId?: string },
    ) {
      await db
        .update(profiles)
        .set({
          ...(attribution.language ? { language: attribution.language } : {}),
          invitedBy: sql`coalesce(${profiles.invitedBy}, ${attribution.invitedBy ?? null})`,
          referredByUserId: sql`coalesce(${profiles.referredByUserId}, ${attribution.referredByUserId ?? null})`,
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.userId, userId));
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
