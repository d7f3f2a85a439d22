import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Route config: a per-IP limit (off when the config turns auth limits off, e.g. in benches). */
export const perIp = (
  app: FastifyInstance,
  max: number,
  timeWindow: string,
): { rateLimit: RateLimitOptions | false } =>
  app.config.authRateLimit ? { rateLimit: { max, timeWindow } } : { rateLimit: false };
