import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * When the service worker is asked for: after the page's load and the app's first render, or at the
 * latest some seconds after the load when the first render never ends. The browser's side (the worker
 * installed, the order in a real page) is e2e/offline-driver.e2e.ts's.
 */
describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve());
  let onLoad: (() => void) | undefined;
  let idle: Array<() => void>;

  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    register.mockClear();
    onLoad = undefined;
    idle = [];
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    vi.stubGlobal('document', { readyState: 'loading' });
    vi.stubGlobal('window', { addEventListener: (_type: string, listener: () => void) => void (onLoad = listener) });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  /** The modules as a page starts them: their state (the first render's end) is the page's own. */
  const load = async () => ({ ...(await import('./service-worker.ts')), ...(await import('./first-render.ts')) });
  const idleNow = () => idle.splice(0).forEach((callback) => callback());

  it('waits for the load and for the end of the first render (the browser idle after it), then asks once', async () => {
    const { registerServiceWorker, endFirstRender } = await load();
    registerServiceWorker();
    endFirstRender();
    idleNow();
    expect(register).not.toHaveBeenCalled();
    onLoad!();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    vi.advanceTimersByTime(60_000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does not ask at the load while the first render is still going on', async () => {
    const { registerServiceWorker, endFirstRender } = await load();
    registerServiceWorker();
    onLoad!();
    expect(register).not.toHaveBeenCalled();
    endFirstRender();
    expect(register).not.toHaveBeenCalled();
    idleNow();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('asks ten seconds after the load when the first render never ends (the app did not start)', async () => {
    const { registerServiceWorker } = await load();
    registerServiceWorker();
    onLoad!();
    vi.advanceTimersByTime(9_999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('asks nothing in development builds', async () => {
    vi.stubEnv('PROD', false);
    const { registerServiceWorker, endFirstRender } = await load();
    registerServiceWorker();
    onLoad?.();
    endFirstRender();
    idleNow();
    vi.advanceTimersByTime(60_000);
    expect(register).not.toHaveBeenCalled();
  });
});
