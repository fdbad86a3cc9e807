import { describe, expect, it } from 'vitest';
import type { TranslationFinding } from '../../src/check/findings.js';
import { renderCheckReport } from '../../src/check/report.js';
import type { CheckResult } from '../../src/check/run-check.js';

function resultWith(findings: TranslationFinding[]): CheckResult {
  return {
    mode: 'repository',
    masters: undefined,
    states: undefined,
    placeholderIssues: [],
    findings,
    checkedTargets: 2,
    gates: [],
    notes: [],
    missingTranslations: undefined,
  };
}

const icu = (locale: string, index: number): TranslationFinding => ({
  kind: 'icu',
  file: `src/lang/${locale}.json`,
  locale,
  key: `message.${index}`,
  line: index + 2,
  problem: 'drops {count}',
});

describe('the report of hundreds of findings', () => {
  // 40 Russian and 260 Arabic ICU errors, and one glossary warning.
  const findings = [
    ...Array.from({ length: 40 }, (_, index) => icu('ru', index)),
    ...Array.from({ length: 260 }, (_, index) => icu('ar', index)),
    {
      kind: 'glossary' as const,
      file: 'src/lang/fr.json',
      locale: 'fr',
      key: 'nav.title',
      line: 3,
      problem: 'does not use "Tableau de bord", the approved fr translation of the glossary term "Dashboard"',
    },
  ];

  it('groups the comment per kind and locale, shows the first 50 of a kind and counts the rest', () => {
    const comment = renderCheckReport(resultWith(findings));
    expect(comment).toContain('⚠️ 300 ICU errors, 1 glossary warning.');
    expect(comment).toContain('### ICU messages (300)');
    expect(comment).toContain('**ru** (40)');
    expect(comment).toContain('**ar** (260)');
    expect(comment.match(/\| `src\/lang\/(ru|ar)\.json` \|/g)).toHaveLength(50);
    expect(comment).toContain('…and 250 more, annotated in the run and listed in the job summary.');
    expect(comment).toContain('### Glossary (1)');
    expect(comment).toContain(
      '| `src/lang/fr.json` | 3 | The fr translation of "nav.title" does not use "Tableau de bord", the approved fr translation of the glossary term "Dashboard". |',
    );
  });

  it('lists every finding in the job summary', () => {
    const summary = renderCheckReport(resultWith(findings), { complete: true });
    expect(summary.match(/\| `src\/lang\/(ru|ar)\.json` \|/g)).toHaveLength(300);
    expect(summary).not.toContain('more, annotated');
  });
});
