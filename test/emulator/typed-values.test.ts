/**
 * Issue 35 on the service's side: numbers and booleans are strings of their own type with one
 * value per locale, a gettext target keeps its own Plural-Forms and every msgstr[i], and YAML and
 * JSON plurals keep every category a target was sent with. The files are shaped like rails-i18n,
 * Sphinx and i18next ones; each target is seeded (an upload's import) and read back by Show File.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import {
  expectNothingLost,
  I18NEXT,
  RAILS_I18N,
  realFixture,
  SPHINX,
  type RealProject,
} from '../helpers/real-files.js';
import { showProject, startTestEmulator } from './support.js';

const PROJECTS: Record<string, RealProject> = { rails: RAILS_I18N, sphinx: SPHINX, i18next: I18NEXT };

function seed(name: string, project: RealProject): EmulatorSeed {
  const locales = Object.keys(project.targets);
  return {
    organizations: [
      {
        name: 'Real',
        readOnlyKey: `real_ro_${name}`,
        readWriteKey: `real_rw_${name}`,
        privateKey: `real_pk_${name}`,
        projects: [
          {
            name,
            privateApiToken: `proj_rw_${name}_typed`,
            publicApiToken: `proj_ro_${name}_typed`,
            sourceLocale: 'en',
            targetLocales: locales,
            files: [
              {
                name: project.master.name,
                content: realFixture(project.master.fixture),
                targetNames: Object.fromEntries(
                  locales.map((locale) => [locale, project.targets[locale]?.name ?? '']),
                ),
                targets: Object.fromEntries(
                  locales.map((locale) => [locale, realFixture(project.targets[locale]?.fixture ?? '')]),
                ),
              },
            ],
          },
        ],
      },
    ],
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'typed-values-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts a project holding the master and its uploaded targets; Show File of every target. */
async function served(name: string) {
  const project = PROJECTS[name];
  if (project === undefined) throw new Error(name);
  const emulator = await startTestEmulator({ seed: seed(name, project), translator: false });
  const token = `proj_rw_${name}_typed`;
  const copies = new Map<string, string>();
  for (const file of await showProject(emulator, token)) {
    if (file.master_project_file_id === null) continue;
    const response = await fetch(
      `${emulator.url}/api/projects/${token}/files/${file.master_project_file_id}/locales/${file.locale_code}`,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const written = path.join(dir, name, file.name);
    await mkdir(path.dirname(written), { recursive: true });
    await writeFile(written, text);
    copies.set(file.locale_code, written);
  }
  return { emulator, token, project, copies };
}

describe('the service keeps what each locale was sent', () => {
  it.each(Object.keys(PROJECTS))(
    '%s: every target comes back with its numbers, booleans and plural forms',
    async (name) => {
      const { project, copies } = await served(name);
      expect([...copies.keys()].sort()).toEqual(Object.keys(project.targets).sort());
      for (const [locale, target] of Object.entries(project.targets)) {
        const copy = copies.get(locale) ?? '';
        const { readFile } = await import('node:fs/promises');
        expectNothingLost(copy, await readFile(copy, 'utf8'), target.fixture, locale);
      }
    },
  );

  it('numbers are Integer strings and booleans Boolean ones, each with one value per locale', async () => {
    const { emulator, token } = await served('rails');
    const list = async (query: string) => {
      const response = await fetch(`${emulator.url}/api/projects/${token}/strings.json?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as {
        key: string;
        type: string;
        translations: { locale: string; text: string }[];
      }[];
    };
    const strings = await list('locale=*');
    const precision = strings.find((entry) => entry.key === 'number.human.format.precision');
    expect(precision?.type).toBe('Integer');
    expect(
      Object.fromEntries(
        (precision?.translations ?? []).map((translation) => [translation.locale, translation.text]),
      ),
    ).toEqual({ en: '3', ru: '1', ar: '3', ja: '3' });
    const booleans = await list('filters[type]=boolean');
    expect(booleans.map((entry) => entry.key)).toContain('number.human.format.significant');
    expect(booleans.every((entry) => entry.type === 'Boolean')).toBe(true);
    expect((await list('filters[type]=string')).map((entry) => entry.key)).not.toContain(
      'number.human.format.precision',
    );
  });

  it('a target never sent a number leaves it out, as an untranslated string', async () => {
    const seeded = seed('rails', RAILS_I18N);
    const file = seeded.organizations[0]?.projects?.[0]?.files?.[0];
    // ja is sent its text only: no numbers, no booleans.
    if (file?.targets !== undefined)
      file.targets['ja'] = realFixture('rails-i18n/ja.yml').replace(/^ +\w+: (\d+|true|false)\n/gm, '');
    const emulator = await startTestEmulator({ seed: seeded, translator: false });
    const ja = (await showProject(emulator, 'proj_rw_rails_typed')).find(
      (entry) => entry.locale_code === 'ja',
    );
    const response = await fetch(
      `${emulator.url}/api/projects/proj_rw_rails_typed/files/${ja?.master_project_file_id}/locales/ja`,
    );
    const text = await response.text();
    expect(text).toContain('unit: 円');
    expect(text).not.toMatch(/precision|significant/);
  });
});
