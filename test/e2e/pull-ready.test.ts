import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeed } from '../../src/emulator/index.js';
import { runGit } from '../helpers/git-repo.js';
import type { ActionRun } from '../helpers/run-action.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * The translation pull request checks what the pull brought, shows each locale's completion and
 * merges itself when clean (issue 49, R61), through `node dist/index.js` against the emulator and
 * the GitHub fake: a translator's broken ICU message is named in the body and keeps auto-merge
 * off; fixed, the next pull turns auto-merge on with the chosen method; broken again, it is
 * turned off; a locale under its threshold stays out; a repository that does not allow
 * auto-merge gets a warning and the run succeeds. The steps of each block build on each other.
 */

const STEP_TIMEOUT = 120_000;
const FR = 'config/locales/fr.yml';
const BROKEN = '{count, plural, one {# fichier} other {# fichiers}';
const FIXED = '{count, plural, one {# fichier} other {# fichiers}}';

/** The default project, its YAML master with an ICU message that no locale translates yet. */
function seedWithIcuMessage() {
  const seed = defaultSeed();
  const project = seed.organizations[0]?.projects?.[0];
  const master = project?.files?.find((file) => file.name === 'config/locales/en.yml');
  if (master === undefined) throw new Error('the default seed has no YAML master');
  master.content = `${master.content}  files: "{count, plural, one {# file} other {# files}}"\n`;
  return seed;
}

async function branchFiles(current: Scenario, branch = 'translation-sync'): Promise<string[]> {
  const names = await runGit(current.repo.originDir, ['diff', '--name-only', 'main', branch]);
  return names.split('\n').filter((name) => name !== '');
}

function ok(result: ActionRun): ActionRun {
  expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result;
}

describe('a translation pull request that merges itself when clean (slow: five runs of the action with GitHub’s write pacing)', () => {
  let scenario: Scenario;
  const inputs = {
    command: 'pull',
    'auto-merge': 'squash',
    'fail-on-icu-errors': 'true',
    'locale-min-completion': 'pt-BR: 50\ndefault: 0',
  };
  const run = async () => ok(await scenario.run({ event: 'schedule', inputs, checkout: true }));
  const pull = () => scenario.github.pulls.find((candidate) => candidate.head === 'translation-sync');

  beforeAll(async () => {
    scenario = await createScenario({ seed: seedWithIcuMessage(), github: { allowAutoMerge: true } });
  }, STEP_TIMEOUT);
  afterAll(async () => scenario?.close());

  it(
    '1. a broken ICU message is named in the body and auto-merge stays off (R61); a locale under its threshold stays out',
    async () => {
      await translateOnService(scenario.client, 'files', 'fr', BROKEN);
      await translateOnService(scenario.client, 'goodbye', 'pt-BR', 'Tchau');
      const result = await run();
      expect(result.outputs['pull-request-operation']).toBe('created');
      const body = pull()?.body ?? '';
      expect(body).toContain('#### ICU messages: 1 error (`fail-on-icu-errors`), keeps auto-merge off');
      expect(body).toMatch(/\| `config\/locales\/fr\.yml` \| `files` \| fr \| /);
      expect(body).toContain('**Auto-merge is off**');
      expect(pull()?.autoMerge).toBeUndefined();
      // Annotated on its file as an error, with its kind's title.
      expect(result.stdout).toMatch(
        /::error title=ICU message,file=config\/locales\/fr\.yml,line=\d+::.*"files" does not parse/,
      );

      // Every target locale, to one decimal.
      const completion = JSON.parse(result.outputs.completion ?? '') as Record<string, number>;
      expect(Object.keys(completion).sort()).toEqual(['de', 'fr', 'pt-BR', 'zh-Hant-TW']);
      for (const percent of Object.values(completion)) {
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(Math.round(percent * 10) / 10).toBe(percent);
      }
      expect(completion['pt-BR']).toBeLessThan(50);
      expect(body).toContain('### Completion per locale');
      expect(result.summary).toContain('### Completion per locale');

      // pt-BR's new translation stays out: its files are main's; fr's are proposed.
      const files = await branchFiles(scenario);
      expect(files).toContain(FR);
      expect(files.filter((file) => /pt-BR/.test(file))).toEqual([]);
      expect(body).toContain('### Locales held back');
      expect(body).toContain(
        `- pt-BR: ${completion['pt-BR']?.toFixed(1)}% translated, below its \`locale-min-completion\` of 50%`,
      );
      expect(result.outputs['downloaded-files']).not.toMatch(/pt-BR/);
    },
    STEP_TIMEOUT,
  );

  it(
    '2. once the message is fixed on the service, the next pull turns auto-merge on with squash (R61)',
    async () => {
      await translateOnService(scenario.client, 'files', 'fr', FIXED);
      const result = await run();
      expect(result.outputs['pull-request-operation']).toBe('updated');
      expect(pull()?.autoMerge).toEqual({ mergeMethod: 'SQUASH' });
      expect(pull()?.body).toContain('**Auto-merge (squash) is on**');
      expect(pull()?.body).not.toContain('#### ICU messages');
      expect(result.summary).toContain('auto-merge (squash) turned on');
    },
    STEP_TIMEOUT,
  );

  it(
    '3. broken again, the next pull turns auto-merge off and the body says why',
    async () => {
      await translateOnService(scenario.client, 'files', 'fr', BROKEN);
      const result = await run();
      expect(result.outputs['pull-request-operation']).toBe('updated');
      expect(pull()?.autoMerge).toBeUndefined();
      expect(pull()?.body).toContain(
        '**Auto-merge is off**: the checks found 1 problem that can break the app or put into it what its source does not have (ICU messages: 1)',
      );
      expect(result.summary).toContain('auto-merge turned off');
    },
    STEP_TIMEOUT,
  );
});

describe('pull-request-per: locale with auto-merge (slow: one run that opens two pull requests with GitHub’s write pacing)', () => {
  let scenario: Scenario;
  beforeAll(async () => {
    scenario = await createScenario({ seed: seedWithIcuMessage(), github: { allowAutoMerge: true } });
  }, STEP_TIMEOUT);
  afterAll(async () => scenario?.close());

  it(
    'judges each locale’s pull request on its own files',
    async () => {
      await translateOnService(scenario.client, 'files', 'fr', BROKEN);
      await translateOnService(
        scenario.client,
        'files',
        'de',
        '{count, plural, one {# Datei} other {# Dateien}}',
      );
      ok(
        await scenario.run({
          event: 'schedule',
          inputs: {
            command: 'pull',
            'pull-request-per': 'locale',
            'auto-merge': 'rebase',
            'fail-on-icu-errors': 'true',
          },
          checkout: true,
        }),
      );
      const on = (branch: string) => scenario.github.pulls.find((pull) => pull.head === branch);
      expect(on('translation-sync/fr')?.autoMerge).toBeUndefined();
      expect(on('translation-sync/fr')?.body).toContain('#### ICU messages: 1 error');
      expect(on('translation-sync/de')?.autoMerge).toEqual({ mergeMethod: 'REBASE' });
      expect(on('translation-sync/de')?.body).not.toContain('#### ICU messages');
      expect(on('translation-sync/de')?.body).toContain('**Auto-merge (rebase) is on**');
    },
    STEP_TIMEOUT,
  );
});

describe('a repository that does not allow auto-merge (slow: two runs of the action with GitHub’s write pacing)', () => {
  let scenario: Scenario;
  beforeAll(async () => {
    scenario = await createScenario();
  }, STEP_TIMEOUT);
  afterAll(async () => scenario?.close());

  it(
    'gets a warning that names the setting, a body that says so, and exit 0',
    async () => {
      await translateOnService(scenario.client, 'goodbye', 'fr', 'Au revoir');
      const result = ok(
        await scenario.run({
          event: 'schedule',
          inputs: { command: 'pull', 'auto-merge': 'merge' },
          checkout: true,
        }),
      );
      expect(result.outputs['pull-request-operation']).toBe('created');
      expect(result.stdout).toMatch(/::warning::Auto-merge is not allowed in acme\/web.*"Allow auto-merge"/);
      const pull = scenario.github.pulls[0];
      expect(pull?.autoMerge).toBeUndefined();
      expect(pull?.body).toContain('**Auto-merge was not turned on**: Auto-merge is not allowed in acme/web');
      expect(pull?.body).not.toContain('**Auto-merge (merge) is on**');
    },
    STEP_TIMEOUT,
  );
});
