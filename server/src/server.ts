import { loadConfig } from './config.ts';
import { buildGateway } from './app.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  // One clear line naming the bad variable, then stop.
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildGateway({ config });

// Stop accepting, let in-flight requests (uploads included) finish within a bound, close the pool.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Node keeps a keep-alive connection open after its last response: one a browser or proxy
    // holds would delay the exit to the bound. Close connections as they go idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
