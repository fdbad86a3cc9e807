import { readFile, writeFile, mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import {
  expectNothingLost,
  I18NEXT,
  RAILS_I18N,
  realFixture,
  SPHINX,
  type RealProject,
} from '../helpers/real-files.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';

/**
 * Issue 35, as a team adopting the service would run it (`node dist/index.js`, a repository with a
 * bare origin, the GitHub fake): the repository holds a master and its translated targets shaped
 * like rails-i18n, Sphinx and i18next files; a push with upload-translations sends them to a
 * service that has only the master, and the pull that follows must bring back every number,
 * boolean and plural form, in files that Ruby's YAML and msgfmt -c read as they read the originals.
 */

function masterOnlySeed(name: string, project: RealProject): EmulatorSeed {
  const locales = Object.keys(project.targets);
  return {
    organizations: [
      {
        name: 'Adopters',
        readOnlyKey: `org_ro_${name}`,
        readWriteKey: `org_rw_${name}`,
        privateKey: `org_pk_${name}`,
        projects: [
          {
            name,
            privateApiToken: `proj_rw_${name}_round_trip`,
            publicApiToken: `proj_ro_${name}_round_trip`,
            sourceLocale: 'en',
            targetLocales: locales,
            files: [
              {
                name: project.master.name,
                content: realFixture(project.master.fixture),
                targetNames: Object.fromEntries(
                  locales.map((locale) => [locale, project.targets[locale]?.name ?? '']),
                ),
              },
            ],
          },
        ],
      },
    ],
  };
}

let scenario: Scenario | undefined;
let dir: string | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The service's copy of a target (Show File), written to a scratch folder at its own name. */
async function serviceCopy(current: Scenario, name: string, locale: string): Promise<string> {
  const project = await current.client.projects.show();
  const target = project.projectFiles.find((file) => file.name === name);
  const content = await current.client.files.show({ masterFileId: target?.masterProjectFileId ?? 0, locale });
  expect(content.status).toBe('ok');
  dir ??= await mkdtemp(path.join(tmpdir(), 'round-trip-'));
  const file = path.join(dir, 'service', name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content.status === 'ok' ? content.body : '');
  return file;
}

/** A target as the run left it: on the translation branch when the pull changed it, else main's. */
async function pulledCopy(current: Scenario, name: string): Promise<string> {
  let text: string;
  try {
    text = await current.repo.origin(['show', `translation-sync:${name}`]);
  } catch {
    text = await readFile(path.join(current.repo.dir, name), 'utf8');
  }
  dir ??= await mkdtemp(path.join(tmpdir(), 'round-trip-'));
  const file = path.join(dir, 'pulled', name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

describe('push -> service -> pull of real locale files loses nothing', () => {
  it.each([
    ['rails-i18n', RAILS_I18N],
    ['sphinx', SPHINX],
    ['i18next', I18NEXT],
  ] as const)('%s', async (name, project) => {
    const current = await createScenario({
      seed: masterOnlySeed(name, project),
      translator: false,
      files: 'masters',
    });
    scenario = current;
    const push = await current.pushCommit(
      'Add the translations',
      Object.fromEntries(
        Object.values(project.targets).map((target) => [target.name, realFixture(target.fixture)]),
      ),
    );
    const result = await current.run({
      event: 'push',
      payload: push,
      inputs: { 'upload-translations': 'true' },
    });
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::error'))).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect((result.outputs['uploaded-files'] ?? '').split('\n').sort()).toEqual(
      Object.values(project.targets)
        .map((target) => target.name)
        .sort(),
    );
    for (const [locale, target] of Object.entries(project.targets)) {
      const service = await serviceCopy(current, target.name, locale);
      expectNothingLost(service, await readFile(service, 'utf8'), target.fixture, locale);
      const pulled = await pulledCopy(current, target.name);
      expectNothingLost(pulled, await readFile(pulled, 'utf8'), target.fixture, locale);
    }
    // Nothing is counted as changed or removed, except the empty strings (rails-i18n's
    // `delimiter: ""`): an empty string is no translation, and the service's copy leaves it out.
    const empties = (locale: string) => {
      const fixture = realFixture(project.targets[locale]?.fixture ?? '');
      return (fixture.match(/: ""$|: ''$/gm) ?? []).length;
    };
    for (const pull of current.github.pulls)
      for (const locale of Object.keys(project.targets)) {
        const row = new RegExp(`\\| ${locale} \\| (\\d+) \\| (\\d+) \\| (\\d+) \\|`).exec(pull.body ?? '');
        if (row !== null) expect([row[2], row[3]], locale).toEqual(['0', String(empties(locale))]);
      }
  });
});

describe('upload-translations sends what the service lacks', () => {
  it('a scheduled run (merge=true) sends targets whose only news are numbers, booleans and plural forms', async () => {
    const seed = masterOnlySeed('i18next', I18NEXT);
    const file = seed.organizations[0]?.projects?.[0]?.files?.[0];
    // The service has every text, but only the one/other forms and none of the numbers or booleans.
    const partial = (fixture: string) =>
      realFixture(fixture)
        .split('\n')
        .filter((line) => !/_(few|many)"|: (\d+|true|false),?$/.test(line))
        .join('\n')
        .replace(/,(\n\s*})/g, '$1');
    if (file !== undefined)
      file.targets = Object.fromEntries(
        Object.entries(I18NEXT.targets).map(([locale, target]) => [locale, partial(target.fixture)]),
      );
    const current = await createScenario({ seed, translator: false, files: 'masters' });
    scenario = current;
    await current.pushCommit(
      'Add the translations',
      Object.fromEntries(
        Object.values(I18NEXT.targets).map((target) => [target.name, realFixture(target.fixture)]),
      ),
    );
    const result = await current.run({ event: 'schedule', inputs: { 'upload-translations': 'true' } });
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::error'))).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('merge=true');
    expect((result.outputs['uploaded-files'] ?? '').split('\n').sort()).toEqual([
      'locales/pl/translation.json',
      'locales/ru/translation.json',
    ]);
    for (const [locale, target] of Object.entries(I18NEXT.targets)) {
      const service = await serviceCopy(current, target.name, locale);
      expectNothingLost(service, await readFile(service, 'utf8'), target.fixture, locale);
    }
  });
});
