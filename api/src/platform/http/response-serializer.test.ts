import { z } from 'zod';
import { endpoints, patientProfileSchema } from '@physio/shared-contracts';
import { checked, responseSerializerCompiler, serializationSchema } from './response-serializer';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x' });
const profile = {
  id: '9876543210',
  name: 'Ravi "R" Kumar \u2013 \\ test',
  email: 'ravi@example.com',
  mobile: '9876543210',
  new_user: false,
  price: 499.5,
  sessions: 3,
  created_at: '2026-09-24T01:05:43.758Z',
};

describe('response serializer', () => {
  it('writes a profile read answer byte for byte as zod + JSON.stringify, and the same with the check on', () => {
    const schema = endpoints.users.get.response;
    const expected = JSON.stringify(schema.parse({ data: profile }));
    for (const check of [false, true]) {
      const serialize = responseSerializerCompiler({ check })(route(schema));
      expect(serialize({ data: profile })).toBe(expected);
      const { created_at: _omitted, ...withoutDate } = profile;
      expect(serialize({ data: withoutDate })).toBe(JSON.stringify(schema.parse({ data: withoutDate })));
    }
  });

  it('compiles the hot reads: the profile read and both answers of the coupon lookup', () => {
    expect(serializationSchema(endpoints.users.get.response)).not.toBeNull();
    const coupons = z.union([endpoints.coupons.find.response, endpoints.coupons.list.response]);
    expect(serializationSchema(coupons)).not.toBeNull();
  });

  it('never writes a field the schema does not name (a row with more columns)', () => {
    const serialize = responseSerializerCompiler({ check: false })(
      route(z.object({ data: patientProfileSchema })),
    );
    const out = serialize({ data: { ...profile, password_hash: 'secret', doctor_id: '9000000001' } });
    expect(out).not.toContain('secret');
    expect(out).not.toContain('doctor_id');
  });

  it('handles nullable fields, arrays, enums and unions as zod does', () => {
    const schema = z.union([
      z.object({
        data: z.object({ code: z.string(), note: z.nullable(z.string()), kind: z.enum(['a', 'b']) }),
      }),
      z.object({ data: z.array(z.object({ n: z.number(), ok: z.boolean() })), total: z.int() }),
    ]);
    const serialize = responseSerializerCompiler({ check: true })(route(schema));
    for (const value of [
      { data: { code: 'X', note: null, kind: 'a' } },
      { data: { code: 'X', note: 'hi', kind: 'b' } },
      { data: [{ n: 1.25, ok: true }], total: 1 },
      { data: [], total: 0 },
    ])
      expect(serialize(value)).toBe(JSON.stringify(schema.parse(value)));
  });

  it('keeps zod for what it cannot write the same way (transforms, dates, records, loose objects)', () => {
    expect(serializationSchema(z.object({ at: z.date() }))).toBeNull();
    expect(serializationSchema(z.object({ n: z.string().transform((s) => s.length) }))).toBeNull();
    expect(serializationSchema(z.record(z.string(), z.number()))).toBeNull();
    expect(serializationSchema(z.looseObject({ a: z.string() }))).toBeNull();
    const serialize = responseSerializerCompiler({ check: false })(route(z.object({ at: z.date() })));
    expect(serialize({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('with the check on, fails an answer of the wrong shape or whose bytes differ from zod + JSON.stringify', () => {
    const schema = endpoints.users.get.response;
    const serialize = responseSerializerCompiler({ check: true })(route(schema));
    expect(() => serialize({ data: { ...profile, sessions: 'three' } })).toThrow();
    expect(() => serialize({ data: { ...profile, email: undefined } })).toThrow();
    const zod = (data: unknown) => JSON.stringify(schema.parse(data));
    const reordered = (data: unknown) => JSON.stringify(data).replace('"id":', '"id" :');
    const failure = (() => {
      try {
        checked(route(schema), zod, reordered)({ data: profile });
      } catch (err) {
        return err as Error;
      }
    })();
    expect(failure?.cause).toEqual(expect.objectContaining({ message: expect.stringMatching(/differs/) }));
    expect(checked(route(schema), zod, zod)({ data: profile })).toBe(zod({ data: profile }));
  });

  it('writes nullable objects and arrays in place, null or with their own fields only', () => {
    const schema = z.object({
      a: z.string(),
      o: z.nullable(z.object({ x: z.number(), y: z.nullable(z.string()) })),
      l: z.nullable(z.array(z.object({ n: z.int() }))),
      b: z.string(),
    });
    expect(serializationSchema(schema)).not.toBeNull();
    const serialize = responseSerializerCompiler({ check: true })(route(schema));
    for (const value of [
      { a: 'x', o: null, l: null, b: 'z' },
      { a: 'x', o: { y: null, x: 1.5, secret: 's' }, l: [{ n: 1, secret: 's' }], b: 'z' },
      { a: 'x', o: { x: 2, y: 'y' }, l: [], b: 'z' },
    ])
      expect(serialize(value)).toBe(JSON.stringify(schema.parse(value)));
  });

  it('writes fields in the schema order around optional and nullable ones, or leaves the answer to zod', () => {
    // fast-json-stringify would write the optional b after c: every field is written as optional, in order.
    const mixed = z.object({ a: z.string(), b: z.optional(z.string()), c: z.string() });
    expect(serializationSchema(mixed)).toMatchObject({ required: [] });
    const serializeMixed = responseSerializerCompiler({ check: true })(route(mixed));
    for (const value of [
      { c: 'z', b: 'y', a: 'x' },
      { c: 'z', a: 'x' },
    ])
      expect(serializeMixed(value)).toBe(JSON.stringify(mixed.parse(value)));
    // A required field missing: zod's check (the tests') still fails the answer.
    expect(() => serializeMixed({ a: 'x' })).toThrow();
    const schema = z.object({
      a: z.string(),
      c: z.nullable(z.int()),
      d: z.string(),
      b: z.optional(z.nullable(z.string())),
      e: z.optional(z.string()),
    });
    const serialize = responseSerializerCompiler({ check: true })(route(schema));
    for (const value of [
      { a: 'x', b: 'y', c: 1, d: 'z', e: 'w' },
      { a: 'x', b: null, c: null, d: 'z' },
      { a: 'x', c: 2, d: 'z', e: 'w' },
    ])
      expect(serialize(value)).toBe(JSON.stringify(schema.parse(value)));
  });
});
