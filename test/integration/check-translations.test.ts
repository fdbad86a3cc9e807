import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { renderCheckReport } from '../../src/check/report.js';
import { runCheck } from '../../src/check/run-check.js';
import { openRepository } from '../../src/git/git.js';
import { createRepoWithOrigin, type RepoWithOrigin } from '../helpers/git-repo.js';

/**
 * The check of a pull request that adds translations, from the repository alone (a fork's pull
 * request): ICU, markup, plural forms and the glossary, each finding on its file and line.
 */

const REACT_INTL_EN = `{
  "inbox.summary": "{gender, select, female {She has {count, plural, one {# new message} other {# new messages from {sender}}}} other {They have {count, plural, one {# new message} other {# new messages from {sender}}}}}",
  "inbox.greeting": "Hello, {name}!"
}
`;
const REACT_INTL_RU = `{
  "inbox.summary": "{gender, select, female {У неё {count, plural, one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения от {sender}}}} other {У них {count, plural, one {# новое сообщение} few {# новых сообщения} many {# новых сообщений} other {# новых сообщения от {sender}}}}}",
  "inbox.greeting": "Здравствуйте, {name}!"
}
`;
const RAILS_EN = `en:
  dashboard:
    title: "Dashboard"
    terms_html: 'Read <a href="/terms">the <strong>terms</strong></a>.'
    messages:
      one: "%{count} message"
      other: "%{count} messages"
`;
const RAILS_FR = `fr:
  dashboard:
    title: "Tableau de bord"
    terms_html: 'Lisez <a href="/terms">les <strong>conditions</strong></a>.'
    messages:
      one: "%{count} message"
      other: "%{count} messages"
`;
const RAILS_RU = `ru:
  dashboard:
    title: "Панель"
    terms_html: 'Прочтите <a href="/terms"><strong>условия</strong></a>.'
    messages:
      one: "%{count} сообщение"
      few: "%{count} сообщения"
      many: "%{count} сообщений"
      other: "%{count} сообщения"
`;
const GLOSSARY = `<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX-Basic" xml:lang="en">
  <text><body>
    <termEntry id="term-1">
      <langSet xml:lang="en"><tig><term>Dashboard</term></tig></langSet>
      <langSet xml:lang="fr"><tig><term>Tableau de bord</term><termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig></langSet>
      <langSet xml:lang="ru"><tig><term>Приборная панель</term><termNote type="administrativeStatus">admittedTerm-admn-sts</termNote></tig></langSet>
    </termEntry>
  </body></text>
</martif>
`;

let repo: RepoWithOrigin;
let baseSha: string;

beforeEach(async () => {
  repo = await createRepoWithOrigin({
    files: {
      'src/lang/en.json': REACT_INTL_EN,
      'config/locales/en.yml': RAILS_EN,
      'glossary/terms.tbx': GLOSSARY,
    },
  });
  baseSha = (await repo.git(['rev-parse', 'HEAD'])).trim();
});
afterEach(() => repo.cleanup());

async function check(files: Record<string, string>, failOn: boolean) {
  const headSha = await repo.commitAll('Add translations', files);
  const logger = createRecordingLogger();
  const result = await runCheck({
    service: undefined,
    repository: await openRepository({ dir: repo.dir, logger }),
    workspace: repo.dir,
    range: { baseSha, headSha },
    sourceFiles: ['src/lang/en.json', 'config/locales/en.yml'],
    isIgnored: () => false,
    locales: [],
    ignoreLocales: [],
    gates: {
      requiredLocales: [],
      minCompletion: 0,
      failOnPlaceholderErrors: failOn,
      failOnFindings: new Set(failOn ? (['icu', 'plural', 'markup', 'glossary'] as const) : []),
    },
    glossaryFile: 'glossary/terms.tbx',
    logger,
  });
  return { result, logger };
}

const CORRECT = {
  'src/lang/ru.json': REACT_INTL_RU,
  'config/locales/fr.yml': RAILS_FR,
  'config/locales/ru.yml': RAILS_RU,
};

describe('runCheck: translation findings from the repository', () => {
  it('finds nothing in correct translations, and every gate passes', async () => {
    const { result } = await check(CORRECT, true);
    expect(result.findings).toEqual([]);
    expect(result.placeholderIssues).toEqual([]);
    expect(result.checkedTargets).toBe(3);
    expect(result.gates.map((gate) => gate.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'passed',
    ]);
  });

  it('reports each kind on its file and line, annotates it, and fails the gates that ask', async () => {
    const { result, logger } = await check(
      {
        'src/lang/ru.json': REACT_INTL_RU.replace('{name}!', '{имя}!').replace(
          /few \{# новых сообщения\} many \{# новых сообщений\} /g,
          '',
        ),
        'config/locales/fr.yml': RAILS_FR.replace('Tableau de bord', 'Accueil').replace(
          'href="/terms"',
          'href="https://example.com/terms"',
        ),
        'config/locales/ru.yml': RAILS_RU.replace(/ {6}(few|many): .*\n/g, ''),
      },
      true,
    );
    // In the order of the masters and their keys.
    const placed = result.findings.map((finding) => [finding.kind, finding.file, finding.line, finding.key]);
    expect(placed).toEqual([
      ['glossary', 'config/locales/fr.yml', 3, 'dashboard.title'],
      ['markup', 'config/locales/fr.yml', 4, 'dashboard.terms_html'],
      ['plural', 'config/locales/ru.yml', 5, 'dashboard.messages'],
      ['icu', 'src/lang/ru.json', 2, 'inbox.summary'],
      ['icu', 'src/lang/ru.json', 3, 'inbox.greeting'],
    ]);
    expect(logger.lines).toContainEqual({
      level: 'warning',
      message:
        'The fr translation of "dashboard.title" does not use "Tableau de bord", the approved fr translation of the glossary term "Dashboard".',
    });
    expect(result.gates.map((gate) => [gate.gate, gate.status])).toEqual([
      ['fail-on-placeholder-errors', 'passed'],
      ['fail-on-icu-errors', 'failed'],
      ['fail-on-plural-errors', 'failed'],
      ['fail-on-markup-errors', 'failed'],
      ['fail-on-glossary-warnings', 'failed'],
    ]);
    const report = renderCheckReport(result);
    for (const heading of [
      '### ICU messages (2)',
      '### Plural forms (1)',
      '### Markup (1)',
      '### Glossary (1)',
    ])
      expect(report).toContain(heading);
  });

  it('reports without failing when no input asks', async () => {
    const { result } = await check(
      { ...CORRECT, 'config/locales/fr.yml': RAILS_FR.replace('<strong>conditions</strong>', 'conditions') },
      false,
    );
    expect(result.findings).toMatchObject([{ kind: 'markup', problem: 'lacks <strong>' }]);
    expect(result.gates).toEqual([]);
  });
});
