import { describe, expect, it } from 'vitest';
import { mergeSections } from './report.ts';

const block = (name: string, body: string) => `<!-- section:${name} -->\n${body}\n<!-- /section:${name} -->`;

describe('publishing the test figures into docs/reliability.md', () => {
  const published = [
    '# Reliability and security figures\n\nIntro kept as written.\n',
    block('fuzz', '## Fuzz\n\nold fuzz'),
    '## ASVS checklist (hand-written)\n\n| item | status |\n| --- | --- |\n| V3.4 | done |\n',
    block('auth', '## Auth\n\nold auth'),
    'Closing note by hand.\n',
  ].join('\n');

  it('replaces each section where it stands and keeps every hand-written line to the byte', () => {
    const results = `# header of the results file\n\n${block('auth', '## Auth\n\nnew auth')}\n`;
    const { text, replaced, added } = mergeSections(published, results);
    expect(replaced).toEqual(['auth']);
    expect(added).toEqual([]);
    expect(text).toBe(published.replace('old auth', 'new auth'));
  });

  it('adds a section the page does not have yet after the last generated one, before trailing text', () => {
    const { text, added } = mergeSections(published, block('headers', '## Headers\n\nfresh'));
    expect(added).toEqual(['headers']);
    expect(text.indexOf('## Headers')).toBeGreaterThan(text.indexOf('old auth'));
    expect(text.indexOf('## Headers')).toBeLessThan(text.indexOf('Closing note by hand.'));
    expect(text.replace(/\n\n<!-- section:headers -->[\s\S]*?<!-- \/section:headers -->/, '')).toBe(published);
  });

  it('leaves sections the run did not produce as they were', () => {
    expect(mergeSections(published, '# nothing ran\n').text).toBe(published);
  });
});
