import type { FastifyInstance } from 'fastify';
import type { MockContext } from '../http/context.ts';

export function registerVoucherRoutes(app: FastifyInstance, ctx: MockContext): void {
  void app;
  void ctx;
}
