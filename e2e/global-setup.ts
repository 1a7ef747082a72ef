import type { TestProject } from 'vitest/node';
import { JOURNEY_BROWSER, SCREENSHOT_DIR, TAKING_SCREENSHOTS } from './browser.ts';
import type {} from './stack.ts';
import { startSystem } from './system.ts';

/**
 * One real system per e2e worker (see stack.ts), started side by side; each test uses fresh
 * accounts or orders within its worker's system.
 */
export default async function setup(project: TestProject) {
  const count = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled(Array.from({ length: count }, () => startSystem()));
  const systems = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(systems.map((system) => system.stop()));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'stacks',
    systems.map(({ baseUrl, providerUrl, opsKey, providerDb }) => ({ baseUrl, providerUrl, opsKey, providerDb })),
  );
  const shots = TAKING_SCREENSHOTS ? `screenshots in ${SCREENSHOT_DIR}` : 'no screenshots (E2E_SCREENSHOTS=1 takes them)';
  console.log(`e2e: in ${JOURNEY_BROWSER}; ${shots}; service logs in ${systems.map((s) => s.logDir).join(' and ')}`);
  return stopAll;
}
