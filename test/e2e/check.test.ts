import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { githubFaults } from '../helpers/github-fake.js';
import { createPullRefs } from '../helpers/runner-checkout.js';
import { createScenario, mergeCheckout, pullRequestPayload, type Scenario } from '../helpers/scenario.js';

const MASTER = 'config/locales/en.yml';
const FRENCH = 'config/locales/fr.yml';
const MARKER = '<!-- translation-sync:check -->';
let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** A pull request branch: the master gains a key and fr loses a placeholder; the event's payload. */
async function openPullRequest(current: Scenario, options: { fork?: boolean; frenchGreeting?: string } = {}) {
  const base = (await current.repo.git(['rev-parse', 'HEAD'])).trim();
  const master = await readFile(path.join(current.repo.dir, MASTER), 'utf8');
  const french = await readFile(path.join(current.repo.dir, FRENCH), 'utf8');
  const head = await current.repo.commitAll('Add a farewell', {
    [MASTER]: `${master}  farewell: "See you, %{name}"\n`,
    [FRENCH]: french.replace('Bonjour, %{name} !', options.frenchGreeting ?? 'Bonjour, %{nom} !'),
  });
  // As on GitHub: the head and the test merge are refs of the repository, and the runner checks out the merge.
  await createPullRefs({
    originDir: current.repo.originDir,
    source: current.repo.dir,
    number: 7,
    baseSha: base,
    headSha: head,
  });
  return pullRequestPayload({
    baseSha: base,
    headSha: head,
    ...(options.fork === true ? { headRepo: 'contributor/web' } : {}),
  });
}

const MERGE_CHECKOUT = mergeCheckout();

interface Annotation {
  file?: string;
  line?: string;
  title?: string;
  message: string;
}

/** The runner's `::warning file=…,line=…::message` annotations, properties in any order, unescaped. */
function annotations(stdout: string): Annotation[] {
  return stdout.split('\n').flatMap((line): Annotation[] => {
    const match = /^::warning ([^:]*)::(.*)$/.exec(line);
    if (match === null || !(match[1] ?? '').includes('file=')) return [];
    const properties: Record<string, string> = {};
    for (const pair of (match[1] ?? '').split(',')) {
      const [name = '', value = ''] = pair.split('=', 2);
      properties[name] = value;
    }
    return [{ ...properties, message: (match[2] ?? '').replace(/%25/g, '%') }];
  });
}

describe('check on pull requests (node dist/index.js)', () => {
  it('comments once, then edits that comment, with changes, progress and an annotated placeholder', async () => {
    scenario = await createScenario();
    const payload = await openPullRequest(scenario);
    const first = await scenario.run({ event: 'pull_request', payload, checkout: MERGE_CHECKOUT });
    expect(first.exitCode).toBe(0);
    expect(annotations(first.stdout)).toEqual([
      {
        file: FRENCH,
        line: '3',
        title: 'Placeholder mismatch',
        message: 'The fr translation of "greeting" lacks %{name} and has %{nom} that the source does not.',
      },
    ]);
    expect(first.outputs['placeholder-errors']).toBe('1');
    expect(first.outputs['missing-translations']).toMatch(/^[1-9]\d*$/);
    const [comment] = scenario.github.comments;
    expect(scenario.github.comments).toHaveLength(1);
    expect(comment?.issueNumber).toBe(7);
    expect(comment?.body.startsWith(MARKER)).toBe(true);
    expect(comment?.body).toContain('- Added (1): `farewell`');
    expect(comment?.body).toMatch(/\| fr \| \d+ \| \d+ \| \d+ \| \d+ \| [\d.]+% \|/);
    expect(first.summary).toContain('Pull request comment created');

    // The contributor fixes the placeholder: the same comment is edited, never a second one.
    const fixed = await openPullRequest(scenario, { frenchGreeting: 'Bonjour, %{name} !' });
    const second = await scenario.run({ event: 'pull_request', payload: fixed, checkout: MERGE_CHECKOUT });
    expect(second.exitCode).toBe(0);
    expect(annotations(second.stdout)).toEqual([]);
    expect(second.outputs['placeholder-errors']).toBe('0');
    expect(scenario.github.comments).toHaveLength(1);
    expect(scenario.github.comments[0]?.body).toContain('Every translation keeps its placeholders');
    expect(scenario.github.writes().map((request) => request.method)).toEqual(['POST', 'PATCH']);
    // `::add-mask::` lines are the runner's masking protocol itself and never reach the log.
    const shown = (stdout: string) =>
      stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
    for (const output of [shown(first.stdout), shown(second.stdout), comment?.body ?? '', first.summary])
      expect(output).not.toContain(scenario.token);
  });

  it('fails each gate that is not met, after writing the reason into the comment', async () => {
    scenario = await createScenario();
    const payload = await openPullRequest(scenario);
    const failing = await scenario.run({
      event: 'pull_request',
      checkout: MERGE_CHECKOUT,
      payload,
      inputs: { 'required-locales': 'fr', 'min-completion': '100', 'fail-on-placeholder-errors': 'true' },
    });
    expect(failing.exitCode).toBe(1);
    expect(failing.stdout).toMatch(
      /::error::The translation check failed: required-locales: fr has \d+ untranslated/,
    );
    expect(failing.stdout).toContain('min-completion:');
    expect(failing.stdout).toContain('fail-on-placeholder-errors: 1 translation with wrong placeholders');
    expect(failing.outputs['placeholder-errors']).toBe('1');
    const body = scenario.github.comments[0]?.body ?? '';
    expect(body).toContain('❌ 3 gates failed.');
    expect(body).toMatch(/❌ `required-locales` failed: fr has \d+ untranslated strings/);

    // The contributor fixes the placeholder and the translators finish French on the service.
    const fixed = await openPullRequest(scenario, { frenchGreeting: 'Bonjour, %{name} !' });
    for await (const record of scenario.client.strings.list({
      locale: 'fr',
      filters: { toTranslate: true },
    })) {
      await scenario.client.strings.update(
        record.id,
        record.plural
          ? { plural: true, translations: [{ locale: 'fr', text: { one: 'un', other: 'plusieurs' } }] }
          : { translations: [{ locale: 'fr', text: `FR ${record.key}` }] },
      );
    }
    const passing = await scenario.run({
      event: 'pull_request',
      checkout: MERGE_CHECKOUT,
      payload: fixed,
      inputs: { 'required-locales': 'fr', 'min-completion': '1', 'fail-on-placeholder-errors': 'true' },
    });
    expect(passing.exitCode).toBe(0);
    expect(passing.outputs['missing-translations']).not.toBe(failing.outputs['missing-translations']);
    expect(scenario.github.comments).toHaveLength(1);
    const passed = scenario.github.comments[0]?.body ?? '';
    expect(passed).toContain('✅ `required-locales` passed: fr fully translated');
    expect(passed).toContain('✅ `min-completion` passed');
    expect(passed).toContain('✅ `fail-on-placeholder-errors` passed');
    expect(passed).toMatch(/\| fr \| 0 \|/);
  });

  it('checks a pull request from a fork from the repository alone, and warns when it may not comment', async () => {
    scenario = await createScenario();
    const payload = await openPullRequest(scenario, { fork: true });
    scenario.github.fail(
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      githubFaults.notAccessible,
    );
    const serviceRequests = scenario.emulator.log.length;
    const result = await scenario.run({
      event: 'pull_request',
      checkout: MERGE_CHECKOUT,
      payload,
      // A fork's run has no secrets: the project token is empty.
      inputs: { 'project-token': '', 'source-files': MASTER, 'required-locales': 'fr' },
    });
    expect(result.exitCode).toBe(0);
    expect(scenario.emulator.log).toHaveLength(serviceRequests);
    expect(annotations(result.stdout)).toMatchObject([{ file: FRENCH, line: '3' }]);
    expect(result.stdout).toMatch(/::warning::GitHub refused to comment on pull request #7 \(403/);
    expect(result.outputs['missing-translations']).toBe('');
    expect(result.outputs['placeholder-errors']).toBe('1');
    expect(result.summary).toContain('No project token');
    expect(result.summary).toContain('⏭️ `required-locales` skipped');
    expect(result.summary).toContain('- Added (1): `farewell`');
    expect(result.summary).toContain('No pull request comment: GitHub refused the comment (403)');
    expect(scenario.github.comments).toHaveLength(0);
  });
});
