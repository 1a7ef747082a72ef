import { describe, expect, it } from 'vitest';
import { mergeReport } from './support/report.ts';

describe('docs/reliability.md', () => {
  const generated = (name: string, text: string) => `<!-- section:${name} -->\n${text}<!-- /section:${name} -->`;

  it('replaces one generated section and keeps the others and the hand-written part after them', () => {
    const before = `# Reliability and security figures\n\nold header\n\n${generated('fuzz', 'fuzz v1\n')}\n\n${generated('auth', 'auth v1\n')}\n\n## ASVS 5.0\n\n| id | status |\n| 3.4.3 | met |\n`;
    const after = mergeReport(before, 'fuzz', 'fuzz v2\n');
    expect(after).toContain(generated('fuzz', 'fuzz v2\n'));
    expect(after).toContain(generated('auth', 'auth v1\n'));
    expect(after).not.toContain('fuzz v1');
    expect(after.endsWith('## ASVS 5.0\n\n| id | status |\n| 3.4.3 | met |\n')).toBe(true);
    // Again and again: the hand-written part stays once, the header is not repeated.
    const twice = mergeReport(mergeReport(after, 'auth', 'auth v2\n'), 'forgery', 'forgery v1\n');
    expect(twice.match(/## ASVS 5\.0/g)).toHaveLength(1);
    expect(twice.match(/^# Reliability and security figures/gm)).toHaveLength(1);
    expect(twice.indexOf('section:auth')).toBeLessThan(twice.indexOf('section:forgery'));
    expect(twice.indexOf('section:forgery')).toBeLessThan(twice.indexOf('## ASVS 5.0'));
  });

  it('starts a report from nothing', () => {
    expect(mergeReport('', 'auth', 'a\n')).toMatch(/^# Reliability and security figures\n[\s\S]*<!-- section:auth -->\na\n<!-- \/section:auth -->\n$/);
  });
});
