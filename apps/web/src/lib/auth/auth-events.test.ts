import { afterEach, describe, expect, it } from 'vitest';
import { authEvents, createAuthEventBus, type AuthEvent } from './auth-events.ts';

const buses: { close?: () => void }[] = [];
afterEach(() => buses.splice(0).forEach((bus) => bus.close?.()));

/** A window-like scope: the real BroadcastChannel of Node, or none to force the storage fallback. */
function scope(withChannel: boolean) {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  return Object.assign(target, {
    BroadcastChannel: withChannel ? BroadcastChannel : undefined,
    localStorage: {
      setItem: (key: string, value: string) => storage.set(key, value),
      getItem: (key: string) => storage.get(key) ?? null,
    },
  }) as unknown as Window & typeof globalThis;
}

describe('createAuthEventBus', () => {
  it('delivers every event to the other tabs over BroadcastChannel, not back to the sender', async () => {
    const sender = createAuthEventBus(scope(true));
    const receiver = createAuthEventBus(scope(true));
    const heardBySender: AuthEvent[] = [];
    const heard: AuthEvent[] = [];
    sender.subscribe((event) => heardBySender.push(event));
    receiver.subscribe((event) => heard.push(event));
    for (const event of authEvents) sender.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([...authEvents]);
    expect(heardBySender).toEqual([]);
  });

  it('falls back to storage events, and ignores other keys and unknown events', () => {
    const tab = scope(false);
    const bus = createAuthEventBus(tab);
    const heard: AuthEvent[] = [];
    const stop = bus.subscribe((event) => heard.push(event));
    const storage = (key: string, newValue: string) =>
      tab.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    storage('study-auth-event', 'SIGNED_OUT:1700000000000');
    storage('study-auth-event', 'HACKED:1');
    storage('language', 'fr');
    stop();
    storage('study-auth-event', 'SIGNED_IN:1700000000001');
    expect(heard).toEqual(['SIGNED_OUT']);
  });

  it('publishes through storage with a timestamp so a repeated event still fires', () => {
    const tab = scope(false);
    createAuthEventBus(tab).publish('SIGNED_OUT');
    expect(tab.localStorage.getItem('study-auth-event')).toMatch(/^SIGNED_OUT:\d+$/);
  });
});
