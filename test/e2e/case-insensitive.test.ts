import { afterEach, describe, expect, it } from 'vitest';
import { runGit } from '../helpers/git-repo.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';

/**
 * A macOS runner's file system folds letter case. A repository whose locale folder was renamed by
 * case (zh-hant-tw where the service says zh-Hant-TW) would have the pull write one over the
 * other there: the run fails before writing anything, naming both spellings.
 */

let scenario: Scenario | undefined;
afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

describe('names that differ only in case, through the action', () => {
  it('a locale folder renamed by case fails the pull naming both, with nothing written', async () => {
    scenario = await createScenario();
    const { repo } = scenario;
    await repo.git(['mv', 'locales/zh-Hant-TW', 'locales/zh-hant-tw']);
    await repo.git(['commit', '--quiet', '-m', 'Lower-case the Taiwanese folder']);
    await repo.git(['push', '--quiet', repo.originDir, 'main']);
    const { dir } = await scenario.checkout();
    const result = await scenario.run({ event: 'schedule', workspace: dir, inputs: { command: 'pull' } });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*locales\/zh-Hant-TW \(from the service\) and locales\/zh-hant-tw \(in the repository\).*\(case-collision\)/,
    );
    expect(await runGit(dir, ['status', '--porcelain', '--untracked-files=all'])).toBe('');
    expect(scenario.github.pulls).toHaveLength(0);
  });
});
