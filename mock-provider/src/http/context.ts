import type { DatabaseSync } from 'node:sqlite';
import type { MockConfig } from '../config.ts';
import type { UploadStore } from './uploads.ts';

/** What every route module receives: the database, the settings and the upload store. */
export type MockContext = {
  db: DatabaseSync;
  config: MockConfig;
  uploads: UploadStore;
  /** Injected so tests can move time (OTP resend wait, token and payment expiry). */
  now: () => number;
};
