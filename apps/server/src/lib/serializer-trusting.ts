import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A route's response serializer that checks and strips every field with the route's zod schema,
 * as the app's serializer does, but writes `field` as it is. For a large value checked when it was
 * written: the sheet, which PATCH checks against `sheetDocumentSchema` and the engine builds,
 * walked again by zod on every read of a lesson (0.44 ms of a 62 KB lesson against 0.13 ms for
 * its JSON, the costliest step of `GET /api/lessons/:id`). A schema without that field (another
 * status's) is serialized in full.
 */
export function serializerTrusting<Schema>(field: string): FastifySerializerCompiler<Schema> {
  return (route) => {
    const { schema, method, url } = route as { schema: unknown; method: string; url: string };
    if (!(schema instanceof z.ZodObject) || !(field in schema.shape)) {
      return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    }
    const rest: z.ZodType = schema.omit({ [field]: true } as never);
    return (data: unknown) => {
      const { [field]: value, ...others } = data as Record<string, unknown>;
      const result = z.safeEncode(rest, others);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify({ ...(result.data as object), [field]: value ?? null });
    };
  };
}
