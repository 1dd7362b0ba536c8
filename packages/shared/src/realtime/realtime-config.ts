/** The realtime channel's constants (spec section 9). */
export const realtimeConfig = {
  heartbeatIntervalMs: 30_000,
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
  timeoutMs: 10_000,
  path: '/api/realtime',
  /** Open channels one user may hold on one server instance (one per tab); more are refused. */
  maxChannelsPerUser: 20,
} as const;

/** Subscribe outcomes the client reports (spec section 8). */
export const realtimeStates = ['SUBSCRIBED', 'TIMED_OUT', 'CLOSED', 'CHANNEL_ERROR'] as const;
export type RealtimeState = (typeof realtimeStates)[number];
