import type { TestProject } from 'vitest/node';
import { SCREENSHOT_DIR } from './browser.ts';
import { startSystem } from './system.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    providerUrl: string;
    opsKey: string;
    providerDb: string;
  }
}

/** One real system for the whole browser suite; each test uses fresh accounts or orders. */
export default async function setup(project: TestProject) {
  const system = await startSystem();
  project.provide('baseUrl', system.baseUrl);
  project.provide('providerUrl', system.providerUrl);
  project.provide('opsKey', system.opsKey);
  project.provide('providerDb', system.providerDb);
  console.log(`e2e: screenshots in ${SCREENSHOT_DIR}; service logs in ${system.logDir}`);
  return () => system.stop();
}
