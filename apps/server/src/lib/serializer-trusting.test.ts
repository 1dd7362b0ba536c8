import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerTrusting } from './serializer-trusting.ts';

const schema = z.object({
  id: z.uuid(),
  title: z.string(),
  sheet: z
    .object({ type: z.literal('doc') })
    .strict()
    .nullable(),
});
const id = '4f0c1c9e-8c1a-4d9b-9a51-2b8f7f1e0a11';
const compile = (routeSchema: unknown) =>
  serializerTrusting<unknown>('sheet')({
    schema: routeSchema,
    method: 'GET',
    url: '/api/lessons/:id',
    httpStatus: '200',
  } as never);

describe('a serializer that trusts one stored field', () => {
  it('checks and strips the other fields and writes the trusted one as it is', () => {
    const serialize = compile(schema);
    const sheet = { type: 'doc', content: [{ type: 'paragraph' }] };
    expect(JSON.parse(serialize({ id, title: 'Cells', ownerId: 'someone-else', sheet }))).toEqual({
      id,
      title: 'Cells',
      sheet,
    });
    expect(JSON.parse(serialize({ id, title: 'Cells' }))).toEqual({
      id,
      title: 'Cells',
      sheet: null,
    });
    expect(() => serialize({ id: 'not-a-uuid', title: 'Cells', sheet })).toThrow(
      ResponseSerializationError,
    );
  });

  it('serializes a schema without that field in full', () => {
    const serialize = compile(z.object({ title: z.string() }));
    expect(serialize({ title: 'Cells', extra: 1 })).toBe('{"title":"Cells"}');
    expect(() => serialize({ title: 3 })).toThrow(ResponseSerializationError);
  });
});
