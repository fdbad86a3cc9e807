import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import { realFixture } from '../helpers/real-files.js';
import { createScenario, GITHUB_TOKEN, OWNER, REPO, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * Issue 47's "Done when" for every format besides YAML (keep-formatting.test.ts), as a team that
 * adopted the action runs it (`node dist/index.js` in a runner-like checkout): the repository's
 * target is a real file laid out by a person or a formatter, and the service holds the same
 * translations (seeded from that very file, so it renders them its own way). The first pull opens
 * no pull request; one translation changed on the service is that key's lines in the pull request,
 * with comments, order and header kept; the runs after it change nothing and cost one request.
 */

const BRANCH = 'translation-sync';

function inPlaceFixture(name: string): string {
  return readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'in-place', name), 'utf8');
}

/**
 * msgcat's layout of a catalogue: a msgstr longer than 79 columns is `msgstr ""` and then its
 * text in quoted pieces that break after a space, each line at most 79 columns.
 */
function wrapPo(text: string): string {
  return text.replace(/^(msgstr(?:\[\d+\])?) "(.*)"$/gm, (line: string, keyword: string, body: string) => {
    if (line.length <= 79) return line;
    const pieces: string[] = [];
    let rest = body;
    while (rest.length > 77) {
      const cut = rest.lastIndexOf(' ', 76) + 1;
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    pieces.push(rest);
    return [`${keyword} ""`, ...pieces.map((piece) => `"${piece}"`)].join('\n');
  });
}

/** A master with the target's keys, each the key itself as its English text. */
function masterOfLines(target: string, keyLine: RegExp, render: (key: string) => string): string {
  return `${[...target.matchAll(keyLine)].map((match) => render(match[1] ?? '')).join('\n')}\n`;
}

function keysAsValues(value: unknown, prefix = ''): unknown {
  if (typeof value !== 'object' || value === null) return prefix;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      keysAsValues(inner, prefix ? `${prefix}.${key}` : key),
    ]),
  );
}

interface FormatCase {
  /** The master as the service holds it, and the target's name in the repository. */
  master: { name: string; content: string };
  locale: string;
  target: string;
  /** The target as the team laid it out; the service is seeded with the same translations. */
  team: string;
  /** The key a translator changes on the service, its new text, and the team's line before and after. */
  change: { key: string; text: string; from: string; to: string };
}

/** i18next's Russian catalogue as a team keeps it: four spaces, its own order of the sections. */
const I18NEXT_RU = (() => {
  const { inbox, cart } = JSON.parse(realFixture('i18next/locales/ru/translation.json')) as Record<
    string,
    unknown
  >;
  return `${JSON.stringify({ cart, inbox }, null, 4)}\n`;
})();
const EXCALIDRAW_DE = inPlaceFixture('excalidraw-de.json');
const SPHINX_FR = wrapPo(realFixture('sphinx/fr/LC_MESSAGES/sphinx.po'));
/** NewPipe-like: the team's comments over groups of strings. */
const ANDROID_FR = realFixture('android/fr.xml')
  .replace('    <string name="welcome">', '    <!-- Premier écran -->\n    <string name="welcome">')
  .replace('    <plurals name=', '\n    <!-- Panier -->\n    <plurals name=');
const LONG_FR =
  'Exécution de Sphinx v%s en cours, avec les extensions et les paramètres de configuration du projet';
const IOS_FR = inPlaceFixture('home-assistant-fr.strings');
const PROPERTIES_FR = inPlaceFixture('messages_fr.properties');

const CASES: [string, FormatCase][] = [
  [
    'JSON, i18next-style nested',
    {
      master: {
        name: 'locales/en/translation.json',
        content: realFixture('i18next/locales/en/translation.json'),
      },
      locale: 'ru',
      target: 'locales/ru/translation.json',
      team: I18NEXT_RU,
      change: {
        key: 'inbox.title',
        text: 'Почта',
        from: '        "title": "Входящие",',
        to: '        "title": "Почта",',
      },
    },
  ],
  [
    'JSON, sorted keys (excalidraw)',
    {
      master: {
        name: 'src/locales/en.json',
        content: `${JSON.stringify(keysAsValues(JSON.parse(EXCALIDRAW_DE)), null, 2)}\n`,
      },
      locale: 'de',
      target: 'src/locales/de.json',
      team: EXCALIDRAW_DE,
      change: {
        key: 'buttons.close',
        text: 'Zumachen',
        from: '    "close": "Schließen",',
        to: '    "close": "Zumachen",',
      },
    },
  ],
  [
    'gettext PO (Sphinx, translators list, wrapped at 79 columns)',
    {
      master: { name: 'sphinx/locale/sphinx.pot', content: realFixture('sphinx/sphinx.pot') },
      locale: 'fr',
      target: 'sphinx/locale/fr/LC_MESSAGES/sphinx.po',
      team: SPHINX_FR,
      // A longer text than fits: wrapped at 79 columns, as the file's other long entries are.
      change: {
        key: 'Running Sphinx v%s',
        text: LONG_FR,
        from: `msgstr "Sphinx v%s en cours d'exécution"`,
        to: wrapPo(`msgstr "${LONG_FR}"`),
      },
    },
  ],
  [
    'Android XML (with comments)',
    {
      master: {
        name: 'app/src/main/res/values/strings.xml',
        content: realFixture('android/res/values/strings.xml'),
      },
      locale: 'fr',
      target: 'app/src/main/res/values-fr/strings.xml',
      team: ANDROID_FR,
      change: {
        key: 'apostrophe',
        text: 'Pensez à votre panier',
        from: `    <string name="apostrophe">N\\'oubliez pas votre panier</string>`,
        to: '    <string name="apostrophe">Pensez à votre panier</string>',
      },
    },
  ],
  [
    'iOS .strings (Home Assistant, header and group comments)',
    {
      master: {
        name: 'HomeAssistant/Resources/en.lproj/Localizable.strings',
        content: masterOfLines(IOS_FR, /^"([^"]+)" = /gm, (key) => `"${key}" = "${key}";`),
      },
      locale: 'fr',
      target: 'HomeAssistant/Resources/fr.lproj/Localizable.strings',
      team: IOS_FR,
      change: {
        key: 'settings.details_section.location_settings_row.title',
        text: 'Position',
        from: '"settings.details_section.location_settings_row.title" = "Localisation";',
        to: '"settings.details_section.location_settings_row.title" = "Position";',
      },
    },
  ],
  [
    '.properties (section comments)',
    {
      master: {
        name: 'src/main/resources/messages.properties',
        content: masterOfLines(PROPERTIES_FR, /^([\w.]+)\s*[=:]/gm, (key) => `${key}=${key}`),
      },
      locale: 'fr',
      target: 'src/main/resources/messages_fr.properties',
      team: PROPERTIES_FR,
      change: {
        key: 'booking.confirm',
        text: 'Valider',
        from: 'booking.confirm=Confirmer',
        to: 'booking.confirm=Valider',
      },
    },
  ],
];

/** A project whose service holds the master and, for `locale`, the translations of `team`. */
function seedOf(format: FormatCase): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Adopters',
        readOnlyKey: 'org_ro_keep_formatting',
        readWriteKey: 'org_rw_keep_formatting',
        privateKey: 'org_pk_keep_formatting',
        projects: [
          {
            name: 'Keep formatting',
            privateApiToken: 'proj_rw_keep_formatting_formats',
            publicApiToken: 'proj_ro_keep_formatting_formats',
            sourceLocale: 'en',
            targetLocales: [format.locale],
            files: [
              {
                name: format.master.name,
                content: format.master.content,
                targets: { [format.locale]: format.team },
                targetNames: { [format.locale]: format.target },
              },
            ],
          },
        ],
      },
    ],
  };
}

let scenario: Scenario | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
});

/** A scenario whose main holds the service's master and the team's target. */
async function adopted(format: FormatCase): Promise<Scenario> {
  const current = await createScenario({ seed: seedOf(format), translator: false, files: 'masters' });
  scenario = current;
  await current.pushCommit('Lay out the translations as the team likes them', {
    [format.target]: format.team,
  });
  return current;
}

const refsOf = (current: Scenario) =>
  current.repo.origin(['for-each-ref', '--format=%(refname) %(objectname)']);

/** The lines the translation branch changes in `file`, against main: `-old` and `+new`. */
async function changedLines(current: Scenario, file: string): Promise<string[]> {
  const diff = await current.repo.origin(['diff', '--unified=0', 'main', BRANCH, '--', file]);
  return diff.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}

/** Merges the one open pull request through GitHub's API, as the team's reviewer would. */
async function mergePull(current: Scenario): Promise<void> {
  const [pull] = current.github.pulls;
  const response = await fetch(`${current.github.url}/repos/${OWNER}/${REPO}/pulls/${pull?.number}/merge`, {
    method: 'PUT',
    headers: { authorization: `token ${GITHUB_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ merge_method: 'squash' }),
  });
  expect(response.status).toBe(200);
}

/**
 * Two scheduled runs in a row: neither writes anything. With `oneRequest` (once `.wti-pulled.json`
 * is merged) each is one Show Project request; before it, a kept layout is downloaded and compared
 * (docs/decisions.md, issue 47).
 */
async function expectQuiet(current: Scenario, when: string, oneRequest: boolean): Promise<void> {
  const before = await refsOf(current);
  for (const run of [1, 2]) {
    current.emulator.log.length = 0;
    const result = await current.run({ event: 'schedule' });
    expect(result.exitCode, `${when}, run ${run}: ${result.stdout}`).toBe(0);
    expect(result.outputs['has-changes'], `${when}, run ${run}: ${result.stdout}`).toBe('false');
    expect(result.outputs['pull-request-operation']).toBe('none');
    expect(await refsOf(current)).toBe(before);
    if (oneRequest) expect(current.emulator.log.map((entry) => entry.endpoint)).toEqual(['showProject']);
  }
}

describe('keep-formatting in every format (issue 47)', () => {
  it.each(CASES)(
    '%s: no pull request on adoption; one changed translation is its lines only; then nothing',
    async (_name, format) => {
      expect(format.team).toContain(format.change.from);
      const current = await adopted(format);

      // (a) The service holds what the repository holds, in its own rendering: nothing to say.
      await expectQuiet(current, 'adoption', false);
      expect(current.github.pulls).toEqual([]);

      // (b) One translation changes on the service: the pull request changes that key's lines.
      await translateOnService(current.client, format.change.key, format.locale, format.change.text);
      const result = await current.run({ event: 'schedule' });
      expect(result.exitCode, result.stdout).toBe(0);
      expect(result.stdout).not.toMatch(/^::(warning|notice).*(in place|as the service sent)/im);
      expect(result.outputs['pull-request-operation']).toBe('created');
      expect(await changedLines(current, format.target)).toEqual([
        ...format.change.from.split('\n').map((line) => `-${line}`),
        ...format.change.to.split('\n').map((line) => `+${line}`),
      ]);
      // Every comment, the key order and the header as the team left them.
      expect(await current.repo.origin(['show', `${BRANCH}:${format.target}`])).toBe(
        format.team.replace(format.change.from, format.change.to),
      );
      // Besides the target, at most the record of the service version it reflects (none when the
      // kept file is the service's own bytes).
      const files = (await current.repo.origin(['diff', '--name-only', 'main', BRANCH])).trim().split('\n');
      expect(files).toContain(format.target);
      expect(files.filter((file) => file !== format.target)).toEqual(
        files.length === 1 ? [] : ['.wti-pulled.json'],
      );

      // (c) The team merges it; the runs after that change nothing and cost one request.
      await mergePull(current);
      await expectQuiet(current, 'after the merge', true);
    },
  );

  it("keep-formatting: false writes the service's rendering, a larger diff", async () => {
    const format = CASES.find(([name]) => name.startsWith('.properties'))?.[1];
    if (format === undefined) throw new Error('no .properties case');
    const current = await adopted(format);
    await translateOnService(current.client, format.change.key, format.locale, format.change.text);
    const result = await current.run({ event: 'schedule', inputs: { 'keep-formatting': 'false' } });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('created');
    const changed = await changedLines(current, format.target);
    expect(changed.filter((line) => line.startsWith('+') && line.includes('Valider'))).toHaveLength(1);
    // The section comments go, and with them far more than the one key's two lines.
    expect(changed.length).toBeGreaterThan(2);
    expect(changed).toContain('-# Accueil');
  });
});
