import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSeed } from '../../src/emulator/index.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';

/**
 * Several projects in one run (issue 38), through node dist/index.js on a runner's checkout:
 * three `.wti` files, each project's token from its own secret in the step's env. Two are
 * projects of the emulator; the third's secret is missing, and it fails the run, naming it, once
 * the other two have brought their files into the one pull request.
 */

const BRANCH = 'translation-sync';
const MOBILE_TOKEN = 'proj_rw_mobile_5e8a1c3f9d2b';
let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** The default seed plus a second project, Acme Mobile, with the same files and its own token. */
function twoProjects() {
  const seed = defaultSeed();
  const organization = seed.organizations[0];
  const web = organization?.projects?.[0];
  if (organization === undefined || web === undefined) throw new Error('the default seed changed');
  organization.projects = [
    web,
    {
      ...web,
      name: 'Acme Mobile',
      privateApiToken: MOBILE_TOKEN,
      publicApiToken: 'proj_ro_mobile_0b7d4e2a6c91',
      terms: [],
    },
  ];
  return seed;
}

function tree(current: Scenario, ref: string): string[] {
  return execFileSync('git', ['ls-tree', '-r', '--name-only', ref], {
    cwd: current.repo.originDir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((line) => line !== '');
}

describe('three projects in one run', () => {
  it('gives one pull request with both projects files, fails naming the one without a token, and a rerun changes nothing', async () => {
    // The repository has the masters only: each project's pull brings its targets.
    scenario = await createScenario({ seed: twoProjects(), files: 'masters', prefix: 'apps/web' });
    const current = scenario;
    const masters = tree(current, 'main').filter((file) => file.startsWith('apps/web/'));
    const mobileFiles: Record<string, string> = {};
    for (const file of masters) {
      const content = execFileSync('git', ['show', `main:${file}`], {
        cwd: current.repo.originDir,
        encoding: 'utf8',
      });
      mobileFiles[file.replace(/^apps\/web\//, 'apps/mobile/')] = content;
    }
    await current.pushCommit('Three translation projects', {
      ...mobileFiles,
      'apps/web/.wti': "api_key: <%= ENV['WEB_WTI_TOKEN'] %>\n",
      'apps/mobile/.wti': "api_key: <%= ENV['MOBILE_WTI_TOKEN'] %>\n",
      'apps/admin/.wti': "api_key: <%= ENV['ADMIN_WTI_TOKEN'] %>\n",
    });
    const step = {
      event: 'workflow_dispatch',
      // One glob for the three .wti files; no project-token: each project has its own.
      inputs: { config: 'apps/*/.wti', 'project-token': '' },
      env: { WEB_WTI_TOKEN: current.token, MOBILE_WTI_TOKEN: MOBILE_TOKEN },
      checkout: true,
    } as const;

    const first = await current.run(step);

    expect(first.exitCode).toBe(1);
    const failure =
      /::error::(.*)/.exec(
        first.stdout
          .split('\n')
          .filter((line) => line.startsWith('::error::'))
          .at(-1) ?? '',
      )?.[1] ?? '';
    expect(failure).toMatch(
      /^1 of 3 projects failed, after the others were done\. apps\/admin: No project token: api_key in apps\/admin\/\.wti reads ADMIN_WTI_TOKEN/,
    );
    // The failure is the step's last word: the pull request was made before it.
    expect(first.stdout.lastIndexOf('::error::')).toBeGreaterThan(first.stdout.indexOf('Pull request'));
    expect(current.github.pulls).toHaveLength(1);
    const [pull] = current.github.pulls;
    expect(pull?.state).toBe('open');
    expect(pull?.head).toBe(BRANCH);
    const onBranch = tree(current, BRANCH);
    for (const project of ['apps/web', 'apps/mobile'])
      expect(onBranch).toEqual(
        expect.arrayContaining([`${project}/config/locales/fr.yml`, `${project}/locales/fr/common.json`]),
      );
    expect(onBranch.some((file) => file.startsWith('apps/admin/') && file !== 'apps/admin/.wti')).toBe(false);
    // One commit on main for both projects.
    expect(
      execFileSync('git', ['rev-list', '--count', `main..${BRANCH}`], {
        cwd: current.repo.originDir,
        encoding: 'utf8',
      }).trim(),
    ).toBe('1');
    const downloaded = first.outputs['downloaded-files']?.split('\n') ?? [];
    expect(downloaded).toEqual(
      expect.arrayContaining(['apps/web/config/locales/fr.yml', 'apps/mobile/config/locales/fr.yml']),
    );
    expect(first.outputs['pull-request-operation']).toBe('created');
    for (const project of ['apps/admin', 'apps/mobile', 'apps/web'])
      expect(first.summary).toContain(`### Project \`${project}\``);
    expect(first.summary).toMatch(/### Project `apps\/admin`\n\n> \[!CAUTION\]\n> No project token/);
    // Each project's requests carried its own token, and the admin project made none.
    const log = current.emulator.log;
    expect(log.filter((entry) => entry.path.includes(MOBILE_TOKEN)).length).toBeGreaterThan(0);
    expect(
      log.every((entry) => entry.path.includes(current.token) || entry.path.includes(MOBILE_TOKEN)),
    ).toBe(true);
    // Only the runner's masking commands name the tokens.
    const printed = first.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    expect(printed).not.toContain(MOBILE_TOKEN);
    expect(printed).not.toContain(current.token);

    const head = current.github.branches.get(BRANCH);
    const rerun = await current.run(step);

    expect(rerun.exitCode).toBe(1);
    expect(current.github.pulls).toHaveLength(1);
    expect(current.github.branches.get(BRANCH)).toBe(head);
    expect(rerun.outputs['has-changes']).toBe('false');
    expect(rerun.outputs['pull-request-number']).toBe(String(pull?.number));
    current.github.assertNoViolations();
  });
});

describe('a project that fails on a later run', () => {
  it('keeps its files in the pull request as the branch had them, and the pull request open', async () => {
    // The web project's translations are on main already: the pull request holds mobile's only.
    scenario = await createScenario({ seed: twoProjects(), files: 'all', prefix: 'apps/web' });
    const current = scenario;
    const mobileMasters: Record<string, string> = {};
    for (const master of ['config/locales/en.yml', 'locales/en/common.json'])
      mobileMasters[`apps/mobile/${master}`] = await current.repo.origin(['show', `main:apps/web/${master}`]);
    await current.pushCommit('Two translation projects', {
      ...mobileMasters,
      'apps/web/.wti': "api_key: <%= ENV['WEB_WTI_TOKEN'] %>\n",
      'apps/mobile/.wti': "api_key: <%= ENV['MOBILE_WTI_TOKEN'] %>\n",
    });
    const step = (env: Record<string, string>) =>
      ({
        event: 'workflow_dispatch',
        inputs: { config: 'apps/*/.wti', 'project-token': '' },
        env: { WEB_WTI_TOKEN: current.token, ...env },
        checkout: true,
      }) as const;
    const mobileOnBranch = () =>
      tree(current, BRANCH).filter((file) => file.startsWith('apps/mobile/') && !(file in mobileMasters));

    const first = await current.run(step({ MOBILE_WTI_TOKEN: MOBILE_TOKEN }));

    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs['pull-request-operation']).toBe('created');
    const brought = mobileOnBranch().filter((file) => file.endsWith('.yml') || file.endsWith('.json'));
    expect(brought).toEqual(
      expect.arrayContaining(['apps/mobile/config/locales/fr.yml', 'apps/mobile/config/locales/de.yml']),
    );
    const blobs = async (ref: string) =>
      Object.fromEntries(
        await Promise.all(
          brought.map(async (file) => [
            file,
            (await current.repo.origin(['rev-parse', `${ref}:${file}`])).trim(),
          ]),
        ),
      ) as Record<string, string>;
    const before = await blobs(BRANCH);
    // Meanwhile a person writes the German of mobile on main: the base's is the one to keep.
    const GERMAN = 'apps/mobile/config/locales/de.yml';
    await current.pushCommit('Mobile German by hand', { [GERMAN]: 'de:\n  hello: "Hallo von Hand"\n' });

    // The mobile project's secret is gone on the second run: it fails, the web project goes on.
    const second = await current.run(step({}));

    expect(second.exitCode).toBe(1);
    expect(second.stdout).toMatch(
      /::error::1 of 2 projects failed, after the others were done\. apps\/mobile: No project token: api_key in apps\/mobile\/\.wti reads MOBILE_WTI_TOKEN/,
    );
    expect(second.stdout).toContain(`${GERMAN} changed on the base since the translation branch was made`);
    // The old code rebuilt the branch from the web project's files alone, the base's own, and closed the pull request.
    expect(current.github.pulls).toHaveLength(1);
    expect(current.github.pulls[0]?.state).toBe('open');
    expect(second.outputs['pull-request-operation']).toBe('updated');
    const after = await blobs(BRANCH);
    const byHand = (await current.repo.origin(['rev-parse', `main:${GERMAN}`])).trim();
    for (const file of brought) expect(after[file], file).toBe(file === GERMAN ? byHand : before[file]);
    expect(
      execFileSync('git', ['diff', '--name-only', `main...${BRANCH}`], {
        cwd: current.repo.originDir,
        encoding: 'utf8',
      })
        .split('\n')
        .filter((line) => line !== '')
        .sort(),
    ).toEqual(brought.filter((file) => file !== GERMAN).sort());

    // A rerun with the same failure changes nothing.
    const head = current.github.branches.get(BRANCH);
    const rerun = await current.run(step({}));
    expect(rerun.exitCode).toBe(1);
    expect(current.github.branches.get(BRANCH)).toBe(head);
    expect(current.github.pulls.filter((pull) => pull.state === 'open')).toHaveLength(1);
    current.github.assertNoViolations();
  });
});
