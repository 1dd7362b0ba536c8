import { errorMessages, isInterfaceLanguage } from '@study/shared';
import type { Plugin } from 'vite';

const prefix = 'virtual:error-messages/';

/**
 * `import messages from 'virtual:error-messages/<language>'`: the error catalogue's messages in
 * one interface language, taken from `@study/shared` when the app is built. The catalogue itself
 * (every language, with the HTTP statuses) is the server's; a reader downloads only the messages
 * of the languages it shows (ADR 285).
 */
export function errorMessagesPlugin(): Plugin {
  return {
    name: 'study:error-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const language = id.slice(prefix.length + 1);
      if (!isInterfaceLanguage(language)) throw new Error(`No interface language in ${id}`);
      return `export default ${JSON.stringify(errorMessages(language))};`;
    },
  };
}
