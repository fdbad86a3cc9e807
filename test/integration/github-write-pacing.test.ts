import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { createGitHubClient } from '../../src/github/client.js';
import { WritePacer } from '../../src/github/write-pacer.js';
import { startGitHubFake, type GitHubFake } from '../helpers/github-fake.js';

/** A clock of the pacer's: the tests pass their own, so nothing real is waited for. */
type PacerClock = NonNullable<ConstructorParameters<typeof WritePacer>[0]['clock']>;
/** GitHub's limit on content-creating requests a minute, as docs/limits.md tells users. */
const GITHUB_WRITES_PER_MINUTE = 80;

/**
 * GitHub's limit of 80 content-creating requests a minute counts the token's writes, not one
 * client's: two Octokit clients that share the pacer (as every client of a run shares the
 * process's) wait for each other. The pacer runs on the test's clock, whose sleeps only move it
 * on, so the test reads how long the writes had to wait without waiting, or timing anything.
 */

let fake: GitHubFake | undefined;
afterEach(async () => fake?.close());

function testClock(): PacerClock {
  let now = 0;
  return {
    now: () => now,
    sleep: (ms) => {
      now += ms;
      return Promise.resolve();
    },
  };
}

async function startWithPull(): Promise<GitHubFake> {
  const started = await startGitHubFake({ labels: ['l10n'] });
  started.pulls.push({
    number: 1,
    owner: 'acme',
    repo: 'app',
    state: 'open',
    title: 'Update translations',
    body: '',
    draft: false,
    head: 'translation-sync',
    base: 'main',
    labels: [],
    assignees: [],
    reviewers: [],
    teamReviewers: [],
  });
  return started;
}

describe('writes to GitHub, paced for the whole process', () => {
  it('holds the 81st write of two clients together until the first has left the minute', async () => {
    fake = await startWithPull();
    const clock = testClock();
    const pacer = new WritePacer({ perWindow: GITHUB_WRITES_PER_MINUTE, windowMs: 61_000, clock });
    const client = () =>
      createGitHubClient({
        token: 'ghs_pacing',
        baseUrl: fake?.url ?? '',
        logger: createRecordingLogger(),
        minimumWaitMs: 0,
        secondMs: 1,
        writePacer: pacer,
      });
    const writes = (github: ReturnType<typeof client>) =>
      Array.from({ length: 60 }, () =>
        github.rest.issues.addLabels({ owner: 'acme', repo: 'app', issue_number: 1, labels: ['l10n'] }),
      );
    const [first, second] = [client(), client()];
    // Reads do not wait: they are not content creation.
    await Promise.all([
      ...writes(first),
      ...writes(second),
      first.rest.pulls.list({ owner: 'acme', repo: 'app' }),
    ]);

    expect(fake.writes()).toHaveLength(120);
    // 80 went at once; the other 40 waited for the first to leave the window, once.
    expect(clock.now()).toBe(61_000);
  });

  it('lets one client’s 80 writes through without a wait', async () => {
    fake = await startWithPull();
    const clock = testClock();
    const pacer = new WritePacer({ perWindow: GITHUB_WRITES_PER_MINUTE, windowMs: 61_000, clock });
    const github = createGitHubClient({
      token: 'ghs_pacing',
      baseUrl: fake.url,
      logger: createRecordingLogger(),
      minimumWaitMs: 0,
      secondMs: 1,
      writePacer: pacer,
    });
    await Promise.all(
      Array.from({ length: 80 }, () =>
        github.rest.issues.addLabels({ owner: 'acme', repo: 'app', issue_number: 1, labels: ['l10n'] }),
      ),
    );
    expect(fake.writes()).toHaveLength(80);
    expect(clock.now()).toBe(0);
  });
});
