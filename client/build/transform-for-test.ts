import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;

/**
 * A build plugin's transform run as Vite runs it, for the plugins' tests: the code it returns for the
 * module `id` (the file's own code unless `code` is given), or null for a module it leaves alone. An
 * error it raises (`this.error`, which stops a build) is thrown.
 */
export function transformWith(plugin: Plugin, id: string, code: string = readFileSync(id, 'utf8')): string | null {
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return (plugin.transform as unknown as Transform).call(context, code, id)?.code ?? null;
}
