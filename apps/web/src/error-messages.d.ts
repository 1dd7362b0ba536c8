/** The error catalogue's messages in one interface language (see `error-messages-plugin.ts`). */
declare module 'virtual:error-messages/*' {
  import type { ErrorCode } from '@study/shared';

  const messages: Record<ErrorCode, string>;
  export default messages;
}
