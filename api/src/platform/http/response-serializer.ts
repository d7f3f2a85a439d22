/**
 * How a hot read's answer becomes JSON. fastify-type-provider-zod checks every answer against its zod schema and
 * then runs JSON.stringify: on a profile read that check was ~7 % of the API's CPU, on the coupon lookup (a union)
 * 12 %. A route that sets `serializerCompiler: app.compiledAnswers` has its answer schema turned once into a JSON
 * schema compiled by fast-json-stringify: it writes only the schema's fields (an extra field in a row never leaks,
 * as zod's strip guaranteed). Schemas it cannot express the same way (transforms, codecs, dates, records…) keep
 * zod's check and JSON.stringify.
 *
 * fast-json-stringify writes fields in the schema's order, zod + JSON.stringify in the answer object's: only a
 * route whose answer is built in its schema's order (services' toProfile, toCoupon) may use it. `check: true` (the
 * API tests, test/helpers.ts) proves that on every answer: zod's check runs too and the bytes must be identical,
 * so a wrong shape or a differing byte fails the test.
 */
import fastJson, { type Schema as JsonSchema } from 'fast-json-stringify';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

type Json = Record<string, unknown>;

/** The JSON schema that serializes `schema`'s output exactly as JSON.stringify would, or null if there is none. */
export function serializationSchema(schema: $ZodType, depth = 0): Json | null {
  if (depth > 32) return null;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (s: unknown) => serializationSchema(s as $ZodType, depth + 1);
  switch (def.type) {
    case 'string':
    case 'enum':
      // An enum of numbers would need a number; enums here are strings (z.enum of strings).
      if (def.type === 'enum' && Object.values(def.entries as object).some((v) => typeof v !== 'string'))
        return null;
      return { type: 'string' };
    case 'number':
      // 'number', not 'integer': fast-json-stringify rounds integers, JSON.stringify writes the value as it is.
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'literal': {
      const values = def.values as unknown[];
      const kinds = new Set(values.map((v) => (v === null ? 'null' : typeof v)));
      if (kinds.size !== 1) return null;
      const [kind] = [...kinds];
      return kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'null'
        ? { type: kind }
        : null;
    }
    case 'array': {
      const items = inner(def.element);
      return items ? { type: 'array', items } : null;
    }
    case 'object': {
      const shape = def.shape as Record<string, $ZodType>;
      const properties: Json = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const optional = field._zod.def.type === 'optional';
        const property = inner(
          optional ? (field._zod.def as unknown as { innerType: unknown }).innerType : field,
        );
        if (!property) return null;
        properties[key] = property;
        if (!optional) required.push(key);
      }
      // zod's default (strip) drops unknown keys; a loose or catch-all object would keep them.
      if (def.catchall && (def.catchall as $ZodType)._zod.def.type !== 'never') return null;
      // fast-json-stringify writes the required fields first, then the optional ones, each in the schema's order:
      // the answer's order only when no optional field comes before a required one. Otherwise every field is
      // written as an optional one, all in the schema's order (a missing field is then left out instead of failing
      // the answer: the API tests' check, zod on every answer, still fails it).
      if (required.length && Object.keys(shape).indexOf(required[required.length - 1]!) >= required.length)
        return { type: 'object', properties, required: [] };
      return { type: 'object', properties, required };
    }
    case 'nullable': {
      // As a list of types: fast-json-stringify moves a property written with anyOf to the end of its object. An
      // object or array keeps its properties or items beside the list (fast-json-stringify 7 writes null, or the
      // value in place, as JSON.stringify does).
      const value = inner(def.innerType);
      if (!value || typeof value.type !== 'string') return null;
      return value.type === 'object' || value.type === 'array'
        ? { ...value, type: [value.type, 'null'] }
        : { type: [value.type, 'null'] };
    }
    case 'union': {
      if (def.discriminator !== undefined && def.discriminator !== null) return null;
      const options = (def.options as $ZodType[]).map(inner);
      return options.every(Boolean) ? { anyOf: options as Json[] } : null;
    }
    default:
      return null;
  }
}

function resolveSchema(maybe: unknown): $ZodType | null {
  if (maybe instanceof $ZodType) return maybe;
  const properties = (maybe as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : null;
}

export interface ResponseSerializerOptions {
  /** Also check every answer with zod and compare the bytes (tests). */
  check: boolean;
}

type SerializerInput = { schema: unknown; method: string; url: string; httpStatus?: string };

/** A Fastify serializer compiler (route option `serializerCompiler`) writing answers with fast-json-stringify. */
export function responseSerializerCompiler(options: ResponseSerializerOptions) {
  const zodCompiler = createSerializerCompiler({});
  return (route: SerializerInput): ((data: unknown) => string) => {
    const zodSerialize = zodCompiler(route as Parameters<typeof zodCompiler>[0]);
    const schema = resolveSchema(route.schema);
    const json = schema ? serializationSchema(schema) : null;
    if (!json) return zodSerialize;
    const compiled = fastJson(json as unknown as JsonSchema) as (data: unknown) => string;
    return options.check ? checked(route, zodSerialize, compiled) : compiled;
  };
}

/** `compiled`, failing (as a wrong shape does) when zod rejects the answer or would write other bytes. */
export function checked(
  route: Pick<SerializerInput, 'method' | 'url'>,
  zodSerialize: (data: unknown) => string,
  compiled: (data: unknown) => string,
): (data: unknown) => string {
  return (data) => {
    const expected = zodSerialize(data); // throws ResponseSerializationError on a wrong shape
    const actual = compiled(data);
    if (actual !== expected) {
      throw new ResponseSerializationError(route.method, route.url, {
        cause: new Error(`compiled answer differs from zod's:\n${actual}\n${expected}`) as never,
      });
    }
    return actual;
  };
}
