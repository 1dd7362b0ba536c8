/**
 * Reads a `text/event-stream` body piece by piece, however the network cut it: `push` returns the
 * `data` of every event completed so far (multi-line data joined by newlines), comments skipped.
 */
export function createEventStreamReader() {
  let buffer = '';
  return {
    push(chunk: string): string[] {
      buffer += chunk;
      const events: string[] = [];
      let end = buffer.search(/\r?\n\r?\n/);
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        const data = block
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''));
        if (data.length > 0) events.push(data.join('\n'));
        end = buffer.search(/\r?\n\r?\n/);
      }
      return events;
    },
  };
}
