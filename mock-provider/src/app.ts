import Fastify, { LogController, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { API_PREFIX } from '@tulus/shared/contract/envelope';
import type { MockContext } from './http/context.ts';
import { failureBody } from './http/route.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerBranchRoutes } from './routes/branch.ts';
import { registerCatalogRoutes } from './routes/catalog.ts';
import { registerCustomerRoutes } from './routes/customer.ts';
import { registerAddressRoutes } from './routes/address.ts';
import { registerVoucherRoutes } from './routes/voucher.ts';
import { registerPaymentRoutes } from './routes/payment.ts';
import { registerOrderRoutes } from './routes/order.ts';
import { registerDriverRoutes } from './routes/driver.ts';
import { registerMembershipRoutes } from './routes/membership.ts';
import { registerComplaintRoutes } from './routes/complaint.ts';
import { registerOpsRoutes } from './routes/ops.ts';
import { registerMailboxRoutes } from './routes/mailbox.ts';

const ROUTE_MODULES = [
  registerAuthRoutes, registerBranchRoutes, registerCatalogRoutes, registerCustomerRoutes,
  registerAddressRoutes, registerVoucherRoutes, registerPaymentRoutes, registerOrderRoutes,
  registerDriverRoutes, registerMembershipRoutes, registerComplaintRoutes, registerOpsRoutes,
];

/** Builds the mock provider as a Fastify app; `server.ts` only listens. */
export async function buildApp(ctx: MockContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: ctx.config.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'req.headers["x-ops-key"]'], censor: '[redacted]' },
    },
    // The gateway's request id travels in this header so one request can be followed end to end.
    requestIdHeader: 'x-request-id',
    // One line per request, written in onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    // The container's health check asks every 10 s: at info it would be most of the log.
    const level = path === '/healthz' && reply.statusCode === 200 ? 'debug' : 'info';
    request.log[level]({ method: request.method, path, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((error, request, reply) => {
    const { code, body } = failureBody(error);
    if (code >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(code).send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ status: 'failed', status_code: 404, message: 'Path tidak ditemukan', data: null }),
  );
  await app.register(multipart);
  registerStaticFiles(app, ctx);
  registerMailboxRoutes(app, ctx);
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.register(
    async (api) => {
      for (const register of ROUTE_MODULES) register(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  app.addHook('onClose', async () => {
    ctx.db.close();
  });
  return app;
}
