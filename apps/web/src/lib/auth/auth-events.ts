/** The auth events of the spec (§4), shared between every open tab of the app. */
export const authEvents = [
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'PASSWORD_RECOVERY',
  'USER_UPDATED',
  'MFA_VERIFIED',
] as const;
export type AuthEvent = (typeof authEvents)[number];

const channelName = 'study-auth';
const storageKey = 'study-auth-event';

type Listener = (event: AuthEvent) => void;

function isAuthEvent(value: unknown): value is AuthEvent {
  return typeof value === 'string' && (authEvents as readonly string[]).includes(value);
}

/**
 * A bus for auth events between the open tabs of the app, over BroadcastChannel, or over `storage`
 * events where BroadcastChannel is missing. A tab acts on its own events itself; its listeners hear
 * the other tabs.
 */
export function createAuthEventBus(scope: Window & typeof globalThis = window) {
  const listeners = new Set<Listener>();
  const channel =
    typeof scope.BroadcastChannel === 'function' ? new scope.BroadcastChannel(channelName) : null;
  const notify = (event: unknown) => {
    if (isAuthEvent(event)) for (const listener of listeners) listener(event);
  };

  if (channel) {
    channel.onmessage = (message: MessageEvent) => notify(message.data);
  } else {
    scope.addEventListener('storage', (storage) => {
      if (storage.key !== storageKey || !storage.newValue) return;
      notify(storage.newValue.split(':')[0]);
    });
  }

  return {
    /** Tells every other tab. */
    publish(event: AuthEvent) {
      if (channel) {
        channel.postMessage(event);
        return;
      }
      try {
        // The timestamp makes a repeated event a change, which is what fires `storage` elsewhere.
        scope.localStorage.setItem(storageKey, `${event}:${Date.now()}`);
      } catch {
        // Storage blocked: other tabs learn of it at their next session check.
      }
    },
    /** Listens to the other tabs until the returned function is called. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AuthEventBus = ReturnType<typeof createAuthEventBus>;

/** The app's one bus. */
export const authEventBus: AuthEventBus = createAuthEventBus();
