import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint rules of decision 030 are only worth anything while they fire: each case lints a line
// as if it were written in a real file of the client, with the repository's own ESLint config.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const at = (path: string) => `${root}client/src/${path}`;
let eslint: ESLint;

async function rulesBroken(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: at(path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('client lint boundaries', () => {
  // Loading the config and its plugins (typescript-eslint, import-x's resolver) takes seconds on a busy machine.
  beforeAll(async () => {
    eslint = new ESLint({ cwd: root });
    await eslint.lintText('export {};\n', { filePath: at('lib/probe.ts') });
  }, 60_000);

  it('refuses a feature importing another feature outside the allow-list', async () => {
    expect(await rulesBroken("export { statusColour } from '../orders/order-display.ts';\n", 'features/auth/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature read the allowed entries, and lib, components and shared', async () => {
    const code = [
      "export { cart } from '../cart/cart-store.ts';",
      "export { useSession } from '../auth/session.ts';",
      "export { MissingOrder } from '../../components/MissingOrder.tsx';",
      "export { readOrderRef } from '../../lib/nav-state.ts';",
      "export { isTrue } from '@tulus/shared/rules/text-bool';",
      '',
    ].join('\n');
    expect(await rulesBroken(code, 'features/catalog/probe.ts')).toEqual([]);
  });

  it('keeps lib/ and components/ below the features', async () => {
    expect(await rulesBroken("export { cart } from '../features/cart/cart-store.ts';\n", 'lib/probe.ts')).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken("export { cart } from '../features/cart/cart-store.ts';\n", 'components/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('flags a state reset in an effect (react-hooks v7)', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function Picker({ open }: { open: boolean }) {',
      '  const [draft, setDraft] = useState<string | null>(null);',
      '  useEffect(() => {',
      '    if (open) setDraft(null);',
      '  }, [open]);',
      '  return draft;',
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken(code, 'features/checkout/Probe.tsx')).toContain('react-hooks/set-state-in-effect');
  });
});
