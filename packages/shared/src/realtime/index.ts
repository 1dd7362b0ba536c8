export * from './realtime-config.ts';
export * from './realtime-protocol.ts';
