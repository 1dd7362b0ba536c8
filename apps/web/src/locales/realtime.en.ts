/** The `realtime` namespace of the source locale. */
export const realtimeEn = {
  states: {
    CONNECTING: 'Connecting…',
    SUBSCRIBED: 'Live',
    TIMED_OUT: 'Reconnecting…',
    CHANNEL_ERROR: 'Reconnecting…',
    CLOSED: 'Offline',
  },
};
