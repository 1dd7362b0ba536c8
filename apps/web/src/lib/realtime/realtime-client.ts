import {
  realtimeConfig,
  type RealtimeClientMessage,
  type RealtimeEvent,
  type RealtimeServerMessage,
  type RealtimeState,
} from '@study/shared';
import { loadContracts, loadedContracts } from '../contracts.ts';

/** The part of a WebSocket the client uses, so tests can hand it a fake one. */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export type CreateRealtimeSocket = (url: string) => RealtimeSocket;

type Timer = ReturnType<typeof setTimeout>;

/** The address of the realtime channel on the page's own host (`wss:` under https). */
export function realtimeUrl(
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${realtimeConfig.path}`;
}

/**
 * The signed-in user's realtime channel over one WebSocket, with the spec's constants and subscribe
 * outcomes. It is SUBSCRIBED when the server says `subscribed`; it sends a heartbeat every 30 s and
 * is TIMED_OUT when the server does not subscribe or echo a heartbeat within 10 000 ms; a socket
 * error or an unexpected close is CHANNEL_ERROR. After TIMED_OUT or CHANNEL_ERROR it reconnects
 * after 1, 2, 5, then 10 s (10 s from then on), and starts the sequence again once subscribed.
 * `close()` is CLOSED and stops for good, until `connect()` is called again.
 */
export class RealtimeClient {
  private state: RealtimeState | null = null;
  private socket: RealtimeSocket | null = null;
  private stopped = true;
  private failures = 0;
  private heartbeatRef = 0;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private timeoutTimer: Timer | undefined;
  private reconnectTimer: Timer | undefined;
  private readonly stateListeners = new Set<(state: RealtimeState) => void>();
  private readonly eventListeners = new Set<(event: RealtimeEvent) => void>();

  constructor(
    private readonly url: string,
    private readonly createSocket: CreateRealtimeSocket = (address) => new WebSocket(address),
  ) {}

  /** The last subscribe outcome; null before the first one. */
  getState = (): RealtimeState | null => this.state;

  /** Calls `listener` on every change of state, until the returned function is called. */
  onState = (listener: (state: RealtimeState) => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Calls `listener` with every event the server sends, until the returned function is called. */
  onEvent = (listener: (event: RealtimeEvent) => void): (() => void) => {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  };

  /** Opens the channel (a no-op while it is already open or reconnecting). */
  connect(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.failures = 0;
    this.open();
  }

  /** Closes the channel on purpose (sign-out, leaving the app): CLOSED, and no reconnection. */
  close(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.clearTimers();
    this.dropSocket();
    this.setState('CLOSED');
  }

  private open(): void {
    this.clearTimers();
    let socket: RealtimeSocket;
    try {
      socket = this.createSocket(this.url);
    } catch {
      this.fail('CHANNEL_ERROR');
      return;
    }
    this.socket = socket;
    socket.onmessage = (message) => this.receive(message.data);
    socket.onerror = () => this.fail('CHANNEL_ERROR');
    socket.onclose = () => this.fail('CHANNEL_ERROR');
    this.timeoutTimer = setTimeout(() => this.fail('TIMED_OUT'), realtimeConfig.timeoutMs);
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return;
    }
    if (typeof json !== 'object' || json === null) return;
    const contracts = loadedContracts();
    if (contracts) {
      const parsed = contracts.realtimeServerMessageSchema.safeParse(json);
      if (parsed.success) this.handle(parsed.data);
      return;
    }
    // The first screen does not wait for the schemas: the channel's own frames are read by their
    // type, and an event waits for the schemas (frames keep their order: they wait in turn).
    const frame = json as Partial<RealtimeServerMessage>;
    if (
      frame.type === 'subscribed' ||
      (frame.type === 'heartbeat' && typeof frame.ref === 'number')
    ) {
      this.handle(frame as RealtimeServerMessage);
    } else {
      const socket = this.socket;
      void loadContracts().then(() => {
        if (!this.stopped && this.socket === socket) this.receive(data);
      });
    }
  }

  private handle(message: RealtimeServerMessage): void {
    if (message.type === 'subscribed') {
      clearTimeout(this.timeoutTimer);
      this.failures = 0;
      this.setState('SUBSCRIBED');
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = setInterval(() => this.beat(), realtimeConfig.heartbeatIntervalMs);
    } else if (message.type === 'heartbeat') {
      if (message.ref === this.heartbeatRef) clearTimeout(this.timeoutTimer);
    } else {
      for (const listener of this.eventListeners) listener(message.event);
    }
  }

  private beat(): void {
    this.heartbeatRef += 1;
    const frame: RealtimeClientMessage = { type: 'heartbeat', ref: this.heartbeatRef };
    try {
      this.socket?.send(JSON.stringify(frame));
    } catch {
      this.fail('CHANNEL_ERROR');
      return;
    }
    clearTimeout(this.timeoutTimer);
    this.timeoutTimer = setTimeout(() => this.fail('TIMED_OUT'), realtimeConfig.timeoutMs);
  }

  private fail(state: 'TIMED_OUT' | 'CHANNEL_ERROR'): void {
    if (this.stopped) return;
    this.clearTimers();
    this.dropSocket();
    this.setState(state);
    const delays = realtimeConfig.reconnectDelaysMs;
    const delay = delays[Math.min(this.failures, delays.length - 1)];
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private dropSocket(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    // Detached first, so closing it is not mistaken for the server going away.
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    try {
      socket.close();
    } catch {
      // Already closed.
    }
  }

  private clearTimers(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.timeoutTimer);
    clearTimeout(this.reconnectTimer);
  }

  private setState(state: RealtimeState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
