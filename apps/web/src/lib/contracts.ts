import type * as ContractSchemas from './contract-schemas.ts';
import type { FormSchema } from './form.ts';

export type Contracts = typeof ContractSchemas;

/** What reading a body through a schema needs: the shared zod schemas fit it. */
interface ContractSchema<T> extends FormSchema<T> {
  parse(value: unknown): T;
}

let loaded: Contracts | undefined;
let loading: Promise<Contracts> | undefined;
/** Checks of bodies read before the schemas had arrived, run when they do. */
const pending: ((contracts: Contracts) => void)[] = [];
/**
 * An idle tab never downloads the schemas while its session watch keeps reading: the first bodies
 * are checked, later ones (the same answers again) are not kept.
 */
const maxPending = 32;

/** The schemas, when they have been downloaded. */
export function loadedContracts(): Contracts | undefined {
  return loaded;
}

/** The first screens' schemas (and zod), downloaded once, on the first call. */
export function loadContracts(): Promise<Contracts> {
  loading ??= import('./contract-schemas.ts').then((contracts) => {
    loaded = contracts;
    for (const check of pending.splice(0)) check(contracts);
    return contracts;
  });
  return loading;
}

/**
 * `body` as the schema `pick` chooses reads it. Once the schemas are here it is parsed (a body that
 * does not match throws, as `parse` does). Before that, on the first screen, which does not wait for
 * zod, the body is taken as its contract types it and checked when the schemas arrive, a mismatch
 * reported on the console.
 */
export function readContract<T>(
  body: unknown,
  pick: (contracts: Contracts) => ContractSchema<T>,
): T {
  if (loaded) return pick(loaded).parse(body);
  if (pending.length >= maxPending) return body as T;
  pending.push((contracts) => {
    const result = pick(contracts).safeParse(body);
    if (!result.success) console.error('An answer of the API does not match its contract', body);
  });
  return body as T;
}

/** Downloads the schemas with the first pointer, key or touch: before any form is sent. */
export function loadContractsOnFirstInteraction(target: EventTarget = document): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const load = () => {
    for (const name of events) target.removeEventListener(name, load, true);
    void loadContracts();
  };
  for (const name of events) target.addEventListener(name, load, { capture: true, passive: true });
}

/** A form schema from the contracts, for `useSchemaForm`, downloaded when the form is first used. */
export function contractSchema<T>(
  pick: (contracts: Contracts) => FormSchema<T>,
): () => Promise<FormSchema<T>> {
  return async () => pick(await loadContracts());
}
