import type { realtimeEn } from './realtime.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const realtimeFr: TranslationShape<typeof realtimeEn> = {
  states: {
    CONNECTING: 'Connexion…',
    SUBSCRIBED: 'En direct',
    TIMED_OUT: 'Reconnexion…',
    CHANNEL_ERROR: 'Reconnexion…',
    CLOSED: 'Hors ligne',
  },
};
