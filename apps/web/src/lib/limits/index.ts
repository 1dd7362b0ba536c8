/**
 * The limit-reached flag of the spec and its upgrade prompt. `useLimitReached()` reads and raises
 * the flag; `<UpgradePrompt />` is mounted once in the signed-in layout; `reportLimit(error)` raises
 * it from outside React (the query client's error hooks).
 */
export { useLimitReached } from './use-limit-reached.ts';
export { UpgradePrompt } from './lazy-upgrade-prompt.tsx';
export { limitReasonOf } from './limit-store.ts';
export { usageQueryOptions } from './get-usage.ts';
export { QuotaLeft } from './quota-left.tsx';

import { limitStore } from './limit-store.ts';

/** Raises the flag when `error` is a plan-limit refusal; says whether it was. */
export const reportLimit = (error: unknown): boolean => limitStore.report(error);
/** Shows the prompt again while the flag is up (an "Upgrade" button beside a refusal). */
export const openUpgradePrompt = (): void => limitStore.openPrompt();
