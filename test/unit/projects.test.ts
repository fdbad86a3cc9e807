/**
 * The projects `config` selects (issue 38): one per `.wti` file, in its folder, with the token of
 * its own api_key; the one project of `working-directory` as before.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRunContext } from '../../src/action/runner/event.js';
import { getInputs, InputError } from '../../src/action/runner/inputs.js';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import { loadProjects, missingTokenError } from '../../src/action/projects/projects.js';
import { clearInputs, setInputs } from '../helpers/action-env.js';

let workspace: string;
const saved = { ...process.env };

beforeEach(async () => {
  clearInputs();
  workspace = await mkdtemp(path.join(tmpdir(), 'projects-'));
  Reflect.deleteProperty(process.env, 'WTI_PROJECT_API_KEY');
  for (const [file, text] of Object.entries({
    '.wti': 'api_key: root-token\n',
    'apps/web/.wti': "api_key: <%= ENV['WEB_TOKEN'] %>\n",
    'apps/mobile/.wti': "api_key: <%= ENV['MOBILE_TOKEN'] %>\nneeded_locales: [fr]\n",
    'packages/ui/.wti': 'ignore_files: [x]\n',
    'node_modules/dep/.wti': 'api_key: not-a-project\n',
  })) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
    await writeFile(path.join(workspace, file), text);
  }
});

afterEach(async () => {
  clearInputs();
  for (const name of ['WEB_TOKEN', 'MOBILE_TOKEN', 'WTI_PROJECT_API_KEY'])
    if (saved[name] === undefined) Reflect.deleteProperty(process.env, name);
  await rm(workspace, { recursive: true, force: true });
});

async function load(inputs: Record<string, string>) {
  clearInputs();
  setInputs({ 'api-url': 'https://translate.example.com', ...inputs });
  return loadProjects(getInputs(), readRunContext({ GITHUB_WORKSPACE: workspace }), createRecordingLogger());
}

async function refusal(inputs: Record<string, string>): Promise<InputError> {
  const error: unknown = await load(inputs).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (error instanceof InputError) return error;
  throw new Error(`expected an InputError, got ${String(error)}`);
}

describe('the projects of a run', () => {
  it('selects one project per .wti file of a glob, in its folder, each with its own token', async () => {
    process.env['WEB_TOKEN'] = 'web-token';
    process.env['MOBILE_TOKEN'] = 'mobile-token';
    const projects = await load({ config: 'apps/*/.wti\npackages/ui/.wti' });
    expect(projects.map((project) => [project.name, project.scope.prefix, project.token])).toEqual([
      ['apps/mobile', 'apps/mobile', 'mobile-token'],
      ['apps/web', 'apps/web', 'web-token'],
      ['packages/ui', 'packages/ui', undefined],
    ]);
    expect(projects[0]?.wti?.neededLocales).toEqual(['fr']);
    expect(projects[0]?.scope.toRepoPath('config/fr.yml')).toBe('apps/mobile/config/fr.yml');
  });

  it('finds .wti files at any depth, never in node_modules, the root one included', async () => {
    const projects = await load({ config: '**/.wti' });
    expect(projects.map((project) => project.name)).toEqual(['.', 'apps/mobile', 'apps/web', 'packages/ui']);
    expect(projects[0]?.token).toBe('root-token');
  });

  it('takes globs relative to working-directory', async () => {
    const projects = await load({ 'working-directory': 'apps', config: '*/.wti' });
    expect(projects.map((project) => project.scope.prefix)).toEqual(['apps/mobile', 'apps/web']);
  });

  it('keeps one plain path as before: the project is working-directory, the token from the input first', async () => {
    const projects = await load({ config: 'apps/web/.wti', 'project-token': 'input-token' });
    expect(projects.map((project) => [project.scope.prefix, project.token, project.wti?.path])).toEqual([
      ['', 'input-token', 'apps/web/.wti'],
    ]);
    const root = await load({});
    expect(root.map((project) => [project.name, project.token])).toEqual([['.', 'root-token']]);
  });

  it('lets one project found by a glob take project-token or WTI_PROJECT_API_KEY as one project does', async () => {
    process.env['WTI_PROJECT_API_KEY'] = 'env-token';
    const projects = await load({ config: 'packages/*/.wti' });
    expect(projects.map((project) => [project.name, project.token])).toEqual([['packages/ui', 'env-token']]);
  });

  it('refuses project-token, and ignores WTI_PROJECT_API_KEY, when several projects are selected', async () => {
    const error = await refusal({ config: 'apps/*/.wti', 'project-token': 'one-for-all' });
    expect(error.input).toBe('project-token');
    expect(error.message).toContain('apps/mobile/.wti, apps/web/.wti');
    expect(error.message).not.toContain('one-for-all');
    process.env['WTI_PROJECT_API_KEY'] = 'env-token';
    const projects = await load({ config: 'apps/*/.wti' });
    expect(projects.map((project) => project.token)).toEqual([undefined, undefined]);
  });

  it('names the missing token: the .wti file and the variable the step did not set', async () => {
    process.env['WEB_TOKEN'] = 'web-token';
    const [mobile, web, ui] = await load({ config: 'apps/*/.wti\npackages/ui/.wti' });
    expect(web?.token).toBe('web-token');
    expect(mobile && missingTokenError(mobile).message).toMatch(
      /^No project token: api_key in apps\/mobile\/\.wti reads MOBILE_TOKEN from the environment/,
    );
    expect(ui && missingTokenError(ui).message).toMatch(
      /^No project token: packages\/ui\/\.wti has no api_key\./,
    );
    expect(ui && missingTokenError(ui).code).toBe('project-token');
  });

  it('refuses a line that matches nothing, two projects in one folder, and paths out of the repository', async () => {
    expect((await refusal({ config: 'apps/*/.wti\nlibs/*/.wti' })).message).toContain(
      '"libs/*/.wti" matches no file (relative to the repository root)',
    );
    await writeFile(path.join(workspace, 'apps/web/other.wti'), 'api_key: x\n');
    expect((await refusal({ config: 'apps/web/*.wti' })).message).toContain(
      'two projects in one folder (apps/web)',
    );
    expect((await refusal({ config: '../*/.wti' })).message).toContain(
      'is not a path or glob inside the repository',
    );
    expect((await refusal({ config: '/etc/*.wti' })).message).toContain(
      'is not a path or glob inside the repository',
    );
  });

  it('does not follow a symbolic link out of the repository', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'outside-'));
    try {
      await mkdir(path.join(outside, 'evil'), { recursive: true });
      await writeFile(path.join(outside, 'evil/.wti'), 'api_key: x\n');
      await symlink(path.join(outside, 'evil'), path.join(workspace, 'apps/evil'));
      const projects = await load({ config: 'apps/*/.wti' });
      expect(projects.map((project) => project.name)).toEqual(['apps/mobile', 'apps/web']);
      await expect(load({ config: 'apps/web/.wti\napps/evil/.wti' })).rejects.toThrow(/symbolic link/);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('tells one .wti path from a selection of several', async () => {
    process.env['WEB_TOKEN'] = 'web-token';
    process.env['MOBILE_TOKEN'] = 'mobile-token';
    const names = async (config: string) => (await load({ config })).map((project) => project.name);
    // One path is the .wti of working-directory's one project; a glob or several lines, one project per file.
    expect(await names('')).toEqual(['.']);
    expect(await names('apps/web/.wti')).toEqual(['.']);
    expect(await names('apps/*/.wti')).toEqual(['apps/mobile', 'apps/web']);
    expect(await names('apps/web/.wti\napps/mobile/.wti')).toEqual(['apps/web', 'apps/mobile']);
  });
});
