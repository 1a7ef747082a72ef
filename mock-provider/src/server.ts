import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { UploadStore } from './http/uploads.ts';
import { buildApp } from './app.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const db = openDatabase(config.DB_PATH);
const app = await buildApp({ db, config, uploads: new UploadStore(config.UPLOAD_DIR, config.PUBLIC_URL), now: Date.now });

// Close the database cleanly on stop, so a WAL file is checkpointed and nothing is lost.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    // Node keeps a keep-alive connection open after its last response: one a browser or proxy
    // holds would delay the exit until it lets go. Close connections as they go idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
