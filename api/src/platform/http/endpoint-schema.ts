import type { $ZodType } from 'zod/v4/core';
import type { Endpoint } from '@physio/shared-contracts';

type Present<E, K extends string, S> = E extends { [P in K]: infer T extends $ZodType }
  ? { [P in S & string]: T }
  : object;

export type RouteSchema<E extends Endpoint, X extends Record<number, $ZodType>> = Present<
  E,
  'params',
  'params'
> &
  Present<E, 'query', 'querystring'> &
  Present<E, 'body', 'body'> & { response: { [K in E['status']]: E['response'] } & X };

/**
 * A Fastify route's validation schemas taken from the endpoint table (@physio/shared-contracts):
 * params, querystring, body and the success answer; `extra` adds more answers (errors, 503).
 */
export function schemaOf<E extends Endpoint, X extends Record<number, $ZodType> = Record<never, never>>(
  e: E,
  extra?: X,
): RouteSchema<E, X> {
  const schema: Record<string, unknown> = { response: { [e.status]: e.response, ...extra } };
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  if (e.body) schema.body = e.body;
  return schema as RouteSchema<E, X>;
}
