/**
 * Target (a') of the gateway part: the real gateway, but with tRPC's own fastifyTRPCPlugin in
 * place of our adapter (server/src/trpc/fastify-adapter.ts), so every bench run re-measures what
 * the adapter gains (docs/decisions/001-custom-trpc-adapter.md). Same configuration as
 * server/src/server.ts reads from the environment; run as its own process.
 */
import { buildGateway } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';

const config = loadConfig();
const app = await buildGateway({ config, officialTrpcPlugin: true });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: config.HOST, port: config.PORT });
