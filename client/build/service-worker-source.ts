/**
 * client/service-worker.js with a build's id and app shell filled in: what dist/sw.js is (vite.config.ts's
 * serviceWorker plugin), and what service-worker.test.ts runs.
 */
export function serviceWorkerSource(template: string, buildId: string, shell: string[]): string {
  const source = template.replace("'__BUILD_ID__'", JSON.stringify(buildId)).replace('__SHELL__', JSON.stringify(shell));
  if (source.includes('__SHELL__') || source.includes('__BUILD_ID__')) throw new Error('service-worker.js: placeholders not replaced');
  return source;
}
