export * from './realtime-protocol.ts';
