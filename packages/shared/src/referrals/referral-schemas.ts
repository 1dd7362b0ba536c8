import { z } from '../zod.ts';

/** `GET /api/referrals`: the user's referral code and what their links brought. */
export const referralStatsSchema = z.object({
  /** Shared as `/register?referral=CODE` (sign-ups) or `/register?invite=CODE` (invitations). */
  code: z.string(),
  /** Friends who signed up with the user's invite link. */
  invited: z.number().int().nonnegative(),
  /** Friends who signed up through the user's referral link. */
  signUps: z.number().int().nonnegative(),
  /** Of those, how many became Premium: their first payment went through. */
  premium: z.number().int().nonnegative(),
  /** Free months of Premium credited: one per friend's first payment, once it is not refunded. */
  monthsEarned: z.number().int().nonnegative(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/**
 * A friend's first payment credits the referrer only once this many days have passed without a
 * refund or a dispute: the first month the payment bought, and the span refunds are asked in.
 */
export const referralRewardHoldDays = 30;

/** The link a user shares, on the app's own address. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?referral=${encodeURIComponent(code)}`;
}
