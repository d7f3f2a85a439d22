import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from './errors';

/** Route config: a per-IP limit (off when the config turns auth limits off, e.g. in benches). */
export const perIp = (
  app: FastifyInstance,
  max: number,
  timeWindow: string,
): { rateLimit: RateLimitOptions | false } =>
  app.config.authRateLimit ? { rateLimit: { max, timeWindow } } : { rateLimit: false };

/**
 * A preHandler limiting by a value of the request (a doctor id, a mobile number) rather than the IP, so a
 * botnet cannot guess one account's password from many addresses. Uses the rate-limit store (Redis when set).
 */
export function perKey(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    timeWindowMs: number;
    key: (request: FastifyRequest) => string;
    message: string;
  },
) {
  if (!app.config.authRateLimit) return async () => undefined;
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    // isAllowed is only true for allow-listed keys; a counted request is refused once it exceeds max.
    if (!result.isAllowed && result.isExceeded) throw tooMany(options.message);
  };
}
