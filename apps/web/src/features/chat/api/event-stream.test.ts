import { describe, expect, it } from 'vitest';
import { createEventStreamReader } from './event-stream.ts';

describe('createEventStreamReader', () => {
  it('returns each event once it is complete, across chunk boundaries', () => {
    const reader = createEventStreamReader();
    expect(reader.push('data: {"type":"tok')).toEqual([]);
    expect(reader.push('en","text":"Hi"}\n')).toEqual([]);
    expect(reader.push('\ndata: {"a":1}\n\ndata: {"b"')).toEqual([
      '{"type":"token","text":"Hi"}',
      '{"a":1}',
    ]);
    expect(reader.push(':2}\n\n')).toEqual(['{"b":2}']);
  });

  it('joins multi-line data, skips comments and reads CRLF line ends', () => {
    const reader = createEventStreamReader();
    expect(reader.push(': keep-alive\n\ndata: one\r\ndata:two\r\n\r\n')).toEqual(['one\ntwo']);
  });
});
