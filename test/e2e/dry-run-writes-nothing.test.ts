import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPullRefs } from '../helpers/runner-checkout.js';
import {
  createScenario,
  mergeCheckout,
  OWNER,
  pullRequestPayload,
  REPO,
  type Scenario,
} from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * `dry-run: true` changes nothing anywhere, GitHub included: the check posts no comment, and a
 * comment command adds no reaction and posts no reply. Each says in the log and the job summary
 * what it would have posted. One world for the file: a dry run leaves it as it was.
 */

const MASTER = 'config/locales/en.yml';
const FRENCH = 'config/locales/fr.yml';
let scenario: Scenario;
let nextCommentId = 900;

beforeAll(async () => {
  scenario = await createScenario({ github: { roles: { alice: 'write' } } });
  await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
});

afterAll(async () => {
  await scenario.close();
});

/** Every request to the GitHub fake that is not a read (REST writes and GraphQL alike). */
const githubWrites = () => scenario.github.writes().map((request) => `${request.method} ${request.path}`);

/** A `/translation-sync` comment by alice on issue 42, as GitHub has it, and its event. */
function comment(body: string) {
  const id = nextCommentId++;
  scenario.github.comments.push({ id, owner: OWNER, repo: REPO, issueNumber: 42, body, user: 'alice' });
  return {
    id,
    payload: {
      action: 'created',
      issue: { number: 42 },
      comment: { id, body, user: { login: 'alice' }, author_association: 'OWNER' },
    },
  };
}

async function dryRunComment(body: string) {
  const before = { writes: githubWrites(), comments: scenario.github.comments.length };
  const { id, payload } = comment(body);
  const result = await scenario.run({
    event: 'issue_comment',
    payload,
    inputs: { 'dry-run': 'true' },
    checkout: true,
  });
  expect(result.exitCode).toBe(0);
  expect(githubWrites()).toEqual(before.writes);
  expect(scenario.github.reactions.filter((reaction) => reaction.commentId === id)).toEqual([]);
  // Only the comment the test itself added.
  expect(scenario.github.comments).toHaveLength(before.comments + 1);
  return result;
}

describe('a dry run writes nothing to GitHub', () => {
  it('check: posts no comment, and the log and summary hold the comment it would post', async () => {
    const base = (await scenario.repo.git(['rev-parse', 'HEAD'])).trim();
    const master = await readFile(path.join(scenario.repo.dir, MASTER), 'utf8');
    const french = await readFile(path.join(scenario.repo.dir, FRENCH), 'utf8');
    const head = await scenario.repo.commitAll('Add a farewell', {
      [MASTER]: `${master}  farewell: "See you, %{name}"\n`,
      [FRENCH]: french.replace('Bonjour, %{name} !', 'Bonjour, %{nom} !'),
    });
    await createPullRefs({
      originDir: scenario.repo.originDir,
      source: scenario.repo.dir,
      number: 7,
      baseSha: base,
      headSha: head,
    });
    const result = await scenario.run({
      event: 'pull_request',
      payload: pullRequestPayload({ baseSha: base, headSha: head }),
      inputs: { 'dry-run': 'true' },
      checkout: mergeCheckout(),
    });
    expect(result.exitCode).toBe(0);
    expect(githubWrites()).toEqual([]);
    expect(scenario.github.comments).toEqual([]);
    expect(result.stdout).toContain('::group::Dry run: the comment the check would post on #7');
    expect(result.stdout).toContain('<!-- translation-sync:check -->');
    expect(result.summary).toContain('Dry run: nothing was posted.');
    expect(result.summary).toContain('would be the comment on #7');
  });

  it('/translation-sync pull fr: no 👀 and no 🚀, a dry-run pull, and the answers in the summary', async () => {
    const result = await dryRunComment('/translation-sync pull fr');
    expect(result.outputs['changed-locales']).toBe('fr');
    expect(result.outputs['pull-request-operation']).toBe('none');
    expect(await scenario.repo.origin(['branch', '--list', 'translation-sync'])).toBe('');
    expect(result.stdout).toContain('Dry run: would react 👀 (eyes) to comment');
    expect(result.stdout).toContain('Dry run: would react 🚀 (rocket) to comment');
    expect(result.summary).toContain(
      '## translation-sync: the comment command (dry-run: nothing was posted)',
    );
    expect(result.summary).toContain('- would react 🚀 (rocket) to comment');
  });

  it('help: posts no reply, and says which reply it would post', async () => {
    const result = await dryRunComment('/translation-sync help');
    expect(result.stdout).toContain('Dry run: would reply on #42:');
    expect(result.summary).toContain('- would reply on #42:');
    expect(result.summary).toContain('> translation-sync understands these commands');
    expect(result.summary).toContain('- would react 🚀 (rocket) to comment');
  });

  it('an unknown command: no reply and no 😕, only what they would have been', async () => {
    const result = await dryRunComment('/translation-sync deploy');
    expect(result.summary).toContain('does not know the command `deploy`');
    expect(result.summary).toContain('- would react 😕 (confused) to comment');
    expect(result.stdout).toContain('Dry run: would react 😕 (confused) to comment');
  });
});
