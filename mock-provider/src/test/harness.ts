import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { API_PREFIX } from '@tulus/shared/contract/envelope';
import { loadConfig, type MockConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { SEED_DRIVER_PASSWORD, SEED_PASSWORD } from '../db/seed.ts';
import type { MockContext } from '../http/context.ts';
import { UploadStore } from '../http/uploads.ts';
import { buildApp } from '../app.ts';

export type TestProvider = {
  app: FastifyInstance;
  ctx: MockContext;
  /** Moves the provider's clock forward (OTP wait, token and payment expiry). */
  advance: (ms: number) => void;
  /** POST a JSON body to a provider path, with an optional bearer token. */
  post: (path: string, body?: object, token?: string) => supertest.Test;
  /** A multipart POST: fields in the query string, files as parts (as the spec's client sends them). */
  upload: (path: string, query: Record<string, string | number | boolean>, files: Record<string, Buffer>, token?: string) => supertest.Test;
  loginCustomer: (email?: string, password?: string) => Promise<{ token: string; customer_code: string }>;
  loginDriver: (email?: string, password?: string) => Promise<{ token: string; id: number; kd_cabang: string }>;
  close: () => Promise<void>;
};

/** A real mock provider on a real SQLite database (':memory:' unless a path is given). */
export async function startTestProvider(options: { dbPath?: string; env?: Record<string, string> } = {}): Promise<TestProvider> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'tulus-uploads-'));
  const config: MockConfig = loadConfig({ DB_PATH: options.dbPath ?? ':memory:', UPLOAD_DIR: uploadDir, LOG_LEVEL: 'silent', ...options.env });
  let offset = 0;
  const ctx: MockContext = {
    db: openDatabase(config.DB_PATH),
    config,
    uploads: new UploadStore(uploadDir, config.PUBLIC_URL),
    now: () => Date.now() + offset,
  };
  const app = await buildApp(ctx);
  await app.ready();
  const agent = supertest(app.server);
  const withToken = (test: supertest.Test, token?: string) => (token ? test.set('Authorization', `Bearer ${token}`) : test);

  const post: TestProvider['post'] = (path, body = {}, token) => withToken(agent.post(`${API_PREFIX}${path}`).send(body), token);
  const upload: TestProvider['upload'] = (path, query, files, token) => {
    let test = withToken(agent.post(`${API_PREFIX}${path}`).query(query), token);
    for (const [field, bytes] of Object.entries(files)) test = test.attach(field, bytes, { filename: `${field}.bin` });
    return test;
  };
  return {
    app,
    ctx,
    advance: (ms) => {
      offset += ms;
    },
    post,
    upload,
    async loginCustomer(email = 'member@contoh.id', password = SEED_PASSWORD) {
      const res = await post('/check-login', { email, password });
      if (res.body.status !== 'ok') throw new Error(`login failed: ${JSON.stringify(res.body)}`);
      return { token: res.body.token, customer_code: res.body.data.customer_code };
    },
    async loginDriver(email = 'driver.jakarta@tulus.co.id', password = SEED_DRIVER_PASSWORD) {
      const res = await post('/check-login-driver', { email, password });
      if (res.body.status !== 'ok') throw new Error(`driver login failed: ${JSON.stringify(res.body)}`);
      return { token: res.body.token, id: res.body.data.id, kd_cabang: res.body.data.kd_cabang };
    },
    async close() {
      await app.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A real 1x1 PNG: the smallest image the upload store accepts. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal JPEG (SOI, APP0 and EOI markers): enough for the content-type sniff. */
export const TINY_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
