import { lazy, Suspense, useState } from 'react';
import { useLimitFlag } from './use-limit-reached.ts';

const UpgradePromptDialog = lazy(async () => ({
  default: (await import('./upgrade-prompt.tsx')).UpgradePrompt,
}));

/**
 * The upgrade prompt as the signed-in layout mounts it: its code is downloaded the first time the
 * limit-reached flag goes up, then it stays mounted.
 */
export function UpgradePrompt() {
  const flag = useLimitFlag();
  const [wanted, setWanted] = useState(flag.reason !== null);
  if (flag.reason !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UpgradePromptDialog />
    </Suspense>
  );
}
