import { afterEach, describe, expect, it } from 'vitest';
import { createPullRefs } from '../helpers/runner-checkout.js';
import { createScenario, mergeCheckout, pullRequestPayload, type Scenario } from '../helpers/scenario.js';

/**
 * The translation checks as the runner runs them (node dist/index.js): findings annotated on
 * their file and line with their kind's title, a section each in the comment, and each kind's
 * input failing the step.
 */

let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

const MESSAGES_EN = `{
  "inbox.summary": "{gender, select, female {She has {count, plural, one {# new message} other {# new messages}}} other {They have {count, plural, one {# new message} other {# new messages}}}}"
}
`;
const MESSAGES_RU = `{
  "inbox.summary": "{gender, select, female {У неё {count, plural, one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения}}} other {У них {count, plural, one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения}}}}"
}
`;
const LEGAL_EN = `en:
  legal:
    dashboard: "Open the dashboard"
    terms_html: 'Read <a href="/terms">the <strong>terms</strong></a>.'
    days:
      one: "%{count} day left"
      other: "%{count} days left"
`;
const LEGAL_AR = `ar:
  legal:
    dashboard: "افتح لوحة التحكم"
    terms_html: 'اقرأ <a href="/terms"><strong>الشروط</strong></a>.'
    days:
      zero: "لا أيام"
      one: "يوم واحد"
      two: "يومان"
      few: "%{count} أيام"
      many: "%{count} يومًا"
      other: "%{count} يوم"
`;
const GLOSSARY = `<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX-Basic" xml:lang="en"><text><body>
  <termEntry id="term-1">
    <langSet xml:lang="en"><tig><term>dashboard</term></tig></langSet>
    <langSet xml:lang="ar"><tig><term>لوحة التحكم</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig></langSet>
  </termEntry>
</body></text></martif>
`;

const GATES = {
  'project-token': '',
  'source-files': 'src/lang/en.json\nconfig/locales/legal.en.yml',
  'glossary-file': 'glossary/terms.tbx',
  'fail-on-icu-errors': 'true',
  'fail-on-plural-errors': 'true',
  'fail-on-markup-errors': 'true',
  'fail-on-glossary-warnings': 'true',
};

async function pullRequest(current: Scenario, files: Record<string, string>) {
  const base = (await current.repo.git(['rev-parse', 'HEAD'])).trim();
  const head = await current.repo.commitAll('Translate', files);
  // As on GitHub: the head and the test merge are refs of the repository, and the runner checks out the merge.
  await createPullRefs({
    originDir: current.repo.originDir,
    source: current.repo.dir,
    number: 7,
    baseSha: base,
    headSha: head,
  });
  return pullRequestPayload({ baseSha: base, headSha: head });
}

const MERGE_CHECKOUT = mergeCheckout();

/** `::warning file=…,line=…,title=…::message` lines as [file, line, title]. */
function annotated(stdout: string): string[][] {
  return stdout.split('\n').flatMap((line) => {
    const match = /^::warning ([^:]*)::/.exec(line);
    if (match === null) return [];
    const properties = new Map(
      (match[1] ?? '').split(',').map((pair) => pair.split('=', 2) as [string, string]),
    );
    return properties.has('file')
      ? [[properties.get('file'), properties.get('line'), properties.get('title')]]
      : [];
  }) as string[][];
}

describe('translation checks (node dist/index.js)', () => {
  it('fails the step on each kind of finding, annotated on its line, and passes once fixed (slow: two runs)', async () => {
    scenario = await createScenario();
    await scenario.pushCommit('Masters and glossary', {
      'src/lang/en.json': MESSAGES_EN,
      'config/locales/legal.en.yml': LEGAL_EN,
      'glossary/terms.tbx': GLOSSARY,
    });
    const broken = await pullRequest(scenario, {
      'src/lang/ru.json': MESSAGES_RU.replaceAll(' few {# новых сообщения} many {# новых сообщений}', ''),
      'config/locales/legal.ar.yml': LEGAL_AR.replace('لوحة التحكم', 'الصفحة الرئيسية')
        .replace('href="/terms"', 'href="https://example.com/terms"')
        .replace(/ {6}(zero|two|many): .*\n/g, ''),
    });
    const failing = await scenario.run({
      event: 'pull_request',
      payload: broken,
      inputs: GATES,
      checkout: MERGE_CHECKOUT,
    });
    expect(failing.exitCode).toBe(1);
    expect(failing.stdout).toContain(
      '::error::The translation check failed: fail-on-icu-errors: 1 ICU error',
    );
    for (const gate of ['fail-on-plural-errors', 'fail-on-markup-errors', 'fail-on-glossary-warnings'])
      expect(failing.stdout).toContain(`${gate}: `);
    expect(annotated(failing.stdout)).toEqual([
      ['config/locales/legal.ar.yml', '3', 'Glossary term'],
      ['config/locales/legal.ar.yml', '4', 'Markup mismatch'],
      ['config/locales/legal.ar.yml', '5', 'Missing plural form'],
      ['src/lang/ru.json', '2', 'ICU message'],
    ]);
    const comment = scenario.github.comments[0]?.body ?? '';
    expect(comment).toContain('❌ 4 gates failed.');
    for (const section of [
      '### ICU messages (1)',
      '### Plural forms (1)',
      '### Markup (1)',
      '### Glossary (1)',
    ])
      expect(comment).toContain(section);
    expect(comment).toContain('has a plural \\{count\\} without few, many, which ru needs');
    expect(failing.summary).toContain('### Glossary (1)');

    const fixed = await pullRequest(scenario, {
      'src/lang/ru.json': MESSAGES_RU,
      'config/locales/legal.ar.yml': LEGAL_AR,
    });
    const passing = await scenario.run({
      event: 'pull_request',
      payload: fixed,
      inputs: GATES,
      checkout: MERGE_CHECKOUT,
    });
    expect(passing.exitCode).toBe(0);
    expect(annotated(passing.stdout)).toEqual([]);
    const passed = scenario.github.comments[0]?.body ?? '';
    for (const gate of [
      'fail-on-icu-errors',
      'fail-on-plural-errors',
      'fail-on-markup-errors',
      'fail-on-glossary-warnings',
    ])
      expect(passed).toContain(`✅ \`${gate}\` passed`);
  });
});
