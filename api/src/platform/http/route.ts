/**
 * One route from its entry in the endpoint table (@physio/shared-contracts): the entry gives the method, path,
 * validation schemas, who may call it and the error answers; this file turns them into Fastify's route options.
 *
 * Auth always runs `onRequest`, before the body is read or validated: a caller without a valid token gets 401
 * whatever they sent. Every declared error answer shares one schema (`{ message, code, details? }`), and the
 * OpenAPI document lists each status's codes and the endpoint's security.
 */
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Endpoint, type EndpointAuth, errorsOf, needsToken } from '@physio/shared-contracts';
import { type ErrorStatus } from '@physio/shared-contracts/error-codes';
import { type RouteSchema, schemaOf } from './endpoint-schema';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The body of every error answer (app.ts's error handler writes it; the rate limiter adds `statusCode`). */
export const errorAnswerSchema = z.looseObject({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.array(z.unknown())),
});

type ErrorAnswers = Record<ErrorStatus, typeof errorAnswerSchema>;

/** The `onRequest` hook that enforces `auth` (none for calls anyone may make). */
export function authHook(
  app: ZodApp | FastifyInstance,
  auth: EndpointAuth,
): onRequestHookHandler | undefined {
  if (auth === 'public' || auth === 'optional' || auth === 'refresh-cookie') return undefined;
  if (auth === 'any') return app.authenticate;
  if (auth === 'patient' || auth === 'doctor') return app.requireRole(auth);
  if ('doctorSelf' in auth) return app.requireDoctorSelf(auth.doctorSelf);
  return app.requirePatientSelfOrDoctor(auth.patientSelfOrCaringDoctor, auth.from ?? 'params');
}

/** OpenAPI `security`: the bearer token, or the refresh cookie for the token refresh. */
export function securityOf(auth: EndpointAuth): FastifySchema['security'] {
  if (auth === 'refresh-cookie') return [{ refreshCookie: [] }];
  if (auth === 'optional') return [{}, { bearer: [] }];
  return needsToken(auth) ? [{ bearer: [] }] : undefined;
}

/** Every code `es` declare, by status (one path serving two entries answers the codes of both). */
function declaredCodes(es: readonly Endpoint[]): Record<number, string[]> {
  const all: Record<number, string[]> = {};
  for (const e of es)
    for (const [status, codes] of Object.entries(errorsOf(e)))
      all[Number(status)] = [...new Set([...(all[Number(status)] ?? []), ...codes])];
  return all;
}

/** One error answer schema per declared status, its codes listed in the OpenAPI document (not checked by zod). */
export function errorAnswers(...es: Endpoint[]): ErrorAnswers {
  const answers: Record<number, $ZodType> = {};
  for (const [status, codes] of Object.entries(declaredCodes(es))) {
    answers[Number(status)] = errorAnswerSchema.meta({
      description: `Error: ${codes.join(', ')}`,
      // The whole properties object: meta replaces the generated one (message and details kept, code enumerated).
      properties: {
        message: { type: 'string' },
        code: { type: 'string', enum: codes },
        details: { type: 'array', items: {} },
      },
    });
  }
  return answers as ErrorAnswers;
}

/**
 * In the API tests (checkAnswers), an error answer whose code the endpoint does not declare becomes a 500 naming
 * it: the table must list every code a route answers. Fastify's own `FST_…` codes pass.
 */
export function undeclaredCodeCheck(...es: Endpoint[]) {
  const declared: Record<number, readonly string[] | undefined> = declaredCodes(es);
  const e = es[0]!;
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
    let code: unknown;
    try {
      code = (JSON.parse(payload) as { code?: unknown }).code;
    } catch {
      return done(null, payload);
    }
    if (typeof code !== 'string' || code.startsWith('FST_') || declared[reply.statusCode]?.includes(code))
      return done(null, payload);
    const message = `${reply.statusCode} ${code} is not declared for ${e.method} ${e.path} in the endpoint table`;
    request.log.error(message);
    reply.code(500);
    done(null, JSON.stringify({ message, code: 'INTERNAL' }));
  };
}

type Options = Pick<RouteShorthandOptions, 'config' | 'preValidation' | 'serializerCompiler'> & {
  tags: string[];
  summary?: string;
  /** A check that is not auth but must come before the body too (the dev outboxes' 404); runs after auth. */
  onRequest?: onRequestHookHandler;
};

type Handler<E extends Endpoint, X extends Record<number, $ZodType>> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E, Omit<ErrorAnswers, keyof X> & X>,
  ZodTypeProvider
>;

/** Registers `e` on `app`: schemas, auth (onRequest), error answers and security all from the table entry. */
export function route<E extends Endpoint, X extends Record<number, $ZodType> = Record<never, never>>(
  app: ZodApp,
  e: E,
  /** `answers`: answers beside the success and the errors (health's 503 with its usual body). */
  options: Options & { answers?: X },
  handler: Handler<E, X>,
): void {
  const { tags, summary, answers, onRequest: check, ...rest } = options;
  const hooks = [authHook(app, e.auth), check].filter((h) => h !== undefined);
  const security = securityOf(e.auth);
  app.route({
    method: e.method,
    url: e.path,
    schema: {
      tags,
      ...(summary ? { summary } : {}),
      ...(security ? { security } : {}),
      ...schemaOf(e, { ...errorAnswers(e), ...answers }),
    },
    ...(hooks.length ? { onRequest: hooks } : {}),
    ...(app.checkAnswers ? { onSend: undeclaredCodeCheck(e) } : {}),
    ...rest,
    handler: handler as RouteHandlerMethod,
  });
}
