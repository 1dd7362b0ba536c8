import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { ConfirmDialog } from './confirm-dialog.tsx';

const loadConfirmDialog = () => import('./confirm-dialog.tsx');
const ConfirmDialogChunk = lazy(async () => ({
  default: (await loadConfirmDialog()).ConfirmDialog,
}));

/** Starts downloading the dialog's code (Radix's alert dialog) before it is first opened. */
export function preloadConfirmDialog(): void {
  void loadConfirmDialog();
}

/**
 * `ConfirmDialog` for a first screen that should not carry the dialog's code: nothing is rendered
 * until it first opens, then the dialog, downloaded if it is not here yet, stays mounted.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialog>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogChunk {...props} />
    </Suspense>
  );
}
