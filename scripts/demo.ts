/**
 * `npm run demo`: the action's main job, exactly as the runner runs it (`node dist/index.js` with
 * INPUT_* variables and an event file), against the embedded emulator of the service, a git
 * repository with a bare origin, and a local GitHub fake. Nothing leaves this machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createScenario,
  mergeCheckout,
  OWNER,
  pullRequestPayload,
  REPO,
  type Scenario,
} from '../test/helpers/scenario.js';
import { DIST_ENTRY, type ActionRun } from '../test/helpers/run-action.js';
import { createPullRefs } from '../test/helpers/runner-checkout.js';
import { translateOnService } from '../test/helpers/service-workspace.js';

const MASTER = 'config/locales/en.yml';
const FRENCH = 'config/locales/fr.yml';
const REACTIONS: Record<string, string> = { eyes: '👀', rocket: '🚀', confused: '😕' };
const root = path.resolve(import.meta.dirname, '..');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds dist/ when it is missing or older than the sources (a committed dist/ is used as is). */
function buildIfNeeded(): void {
  const stale =
    !existsSync(DIST_ENTRY) || newestSource(path.join(root, 'src')) > statSync(DIST_ENTRY).mtimeMs + 2_000;
  if (!stale) return;
  console.log('Building dist/ (npm run build) ...');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The action's log as a person reads it in the Actions UI: groups as headings, no debug lines. */
function showLog(run: ActionRun): void {
  for (const line of run.stdout.split('\n')) {
    if (
      line.startsWith('::debug::') ||
      line.startsWith('::add-mask::') ||
      line === '::endgroup::' ||
      line === ''
    ) {
      continue;
    }
    if (line.startsWith('::group::')) console.log(`   ▸ ${line.slice('::group::'.length)}`);
    else console.log(`     ${line.replace(/^::(\w+)[^:]*::/, '[$1] ')}`);
  }
  if (run.stderr.trim() !== '') console.log(`     stderr: ${run.stderr.trim()}`);
}

function showOutputs(run: ActionRun): void {
  const outputs = run.outputs;
  console.log(`   exit code: ${run.exitCode}`);
  for (const name of [
    'uploaded-files',
    'downloaded-files',
    'changed-locales',
    'has-changes',
    'pull-request-operation',
  ]) {
    const value = (outputs[name] ?? '').split('\n').join(', ');
    console.log(`   ${name}: ${value === '' ? '(empty)' : value}`);
  }
  if (outputs['pull-request-url']) console.log(`   pull-request-url: ${outputs['pull-request-url']}`);
}

/** A contributor's pull request #7 (its head on refs/pull/7/head, as GitHub keeps it) that breaks a French placeholder. */
async function openPullRequest(scenario: Scenario): Promise<Record<string, unknown>> {
  const { repo } = scenario;
  const base = (await repo.git(['rev-parse', 'main'])).trim();
  await repo.git(['checkout', '--quiet', '-b', 'greeting']);
  const french = await readFile(path.join(repo.dir, FRENCH), 'utf8');
  const head = await repo.commitAll('Friendlier French greeting', {
    [FRENCH]: french.replace('Bonjour, %{name} !', 'Salut, %{nom} !'),
  });
  await repo.git(['checkout', '--quiet', 'main']);
  await createPullRefs({
    originDir: repo.originDir,
    source: repo.dir,
    number: 7,
    baseSha: base,
    headSha: head,
  });
  return pullRequestPayload({ baseSha: base, headSha: head, action: 'opened', headRef: 'greeting' });
}

/** A comment as GitHub has it, and the issue_comment event it starts. */
function commentOn(scenario: Scenario, issue: number, login: string, body: string) {
  const id = 9000 + scenario.github.comments.length;
  scenario.github.comments.push({ id, owner: OWNER, repo: REPO, issueNumber: issue, body, user: login });
  const payload = {
    action: 'created',
    issue: {
      number: issue,
      pull_request: { url: `${scenario.github.url}/repos/${OWNER}/${REPO}/pulls/${issue}` },
    },
    comment: { id, body, user: { login } },
  };
  return { id, payload };
}

function quote(text: string): void {
  for (const line of text.trimEnd().split('\n')) console.log(`     | ${line}`);
}

async function main(): Promise<void> {
  const started = Date.now();
  buildIfNeeded();
  const scenario = await createScenario({
    importDurations: { queuedMs: 300, processingMs: 500 },
    github: { roles: { maya: 'maintain' } },
  });
  try {
    console.log('translation-sync demo: everything runs on this machine.');
    console.log(`   emulator of the service: ${scenario.emulator.url}`);
    console.log(`   repository: ${scenario.repo.dir} (origin: a bare repository)`);
    console.log(`   GitHub fake: ${scenario.github.url}\n`);

    const master = await readFile(path.join(scenario.repo.dir, MASTER), 'utf8');
    const push = await scenario.pushCommit('Add a farewell message', {
      [MASTER]: `${master}  farewell: "See you soon, %{name}!"\n`,
    });
    console.log(
      `1. A developer adds "farewell" to ${MASTER} and pushes ${push.before.slice(0, 7)}..${push.after.slice(0, 7)}.\n`,
    );

    console.log('2. The push event runs the action (node dist/index.js):');
    const first = await scenario.run({ event: 'push', payload: push });
    showLog(first);
    console.log('\n   Outputs:');
    showOutputs(first);
    const pull = scenario.github.pulls[0];
    if (pull !== undefined) {
      console.log(`\n   Pull request #${pull.number} "${pull.title}" (${pull.head} → ${pull.base}), body:\n`);
      for (const line of pull.body.split('\n')) console.log(`     | ${line}`);
    }
    const fr = await scenario.repo.origin(['show', 'translation-sync:config/locales/fr.yml']);
    console.log(`\n   config/locales/fr.yml on the translation branch now ends with:\n`);
    for (const line of fr.trimEnd().split('\n').slice(-3)) console.log(`     ${line}`);

    const writesBefore = scenario.github.writes().length;
    const refsBefore = await scenario.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']);
    console.log('\n3. The same push runs again (a rerun): nothing should change.');
    const second = await scenario.run({ event: 'push', payload: push });
    showOutputs(second);
    const refsAfter = await scenario.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']);
    console.log(`   branches on origin unchanged: ${refsAfter === refsBefore ? 'yes' : 'NO'}`);
    console.log(`   GitHub writes in the rerun: ${scenario.github.writes().length - writesBefore}`);

    console.log('\n4. A contributor opens pull request #7, changing a placeholder of the French greeting.');
    const opened = await openPullRequest(scenario);
    const checked = await scenario.run({
      event: 'pull_request',
      payload: opened,
      checkout: mergeCheckout(),
    });
    const checkComment = scenario.github.comments.find((comment) => comment.issueNumber === 7);
    console.log(
      `   The pull_request event runs the check (exit code ${checked.exitCode}); its comment on #7:\n`,
    );
    quote(checkComment?.body ?? '(no comment)');

    console.log('\n5. A translator saves French and German texts on the service. On pull request');
    console.log(`   #${pull?.number ?? 1}, maya (maintain permission) comments "/translation-sync pull fr":`);
    await translateOnService(scenario.client, 'nav.sign_out', 'fr', 'Quitter');
    await translateOnService(scenario.client, 'nav.sign_out', 'de', 'Abmelden');
    const command = commentOn(scenario, pull?.number ?? 1, 'maya', '/translation-sync pull fr');
    const commanded = await scenario.run({
      event: 'issue_comment',
      payload: command.payload,
      checkout: true,
    });
    showOutputs(commanded);
    const reactions = scenario.github.reactions
      .filter((reaction) => reaction.commentId === command.id)
      .map((reaction) => REACTIONS[reaction.content] ?? reaction.content);
    console.log(`   reactions on maya's comment, in order: ${reactions.join(' then ')}`);
    const changed = await scenario.repo.origin(['diff', '--name-only', 'main...translation-sync']);
    console.log(`   files the pull request changes now: ${changed.trim().split('\n').join(', ')}`);

    const ok =
      first.exitCode === 0 &&
      second.exitCode === 0 &&
      second.outputs['pull-request-operation'] === 'none' &&
      checked.exitCode === 0 &&
      commanded.exitCode === 0 &&
      commanded.outputs['changed-locales'] === 'fr' &&
      reactions.join('') === '👀🚀';
    console.log(`\nDemo ${ok ? 'finished' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (!ok) process.exitCode = 1;
  } finally {
    await scenario.close();
  }
}

await main();
