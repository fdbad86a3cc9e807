import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationClient } from '../../src/client/index.js';
import { defaultSeed } from '../../src/emulator/index.js';
import { markdownProblems } from '../helpers/inert-markdown.js';
import type { ActionRun } from '../helpers/run-action.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';

/**
 * Auto-merge is earned (issue 56, R66), through `node dist/index.js` against the emulator and the
 * GitHub fake, with `auto-merge: squash` and every other input at its default: one pull brings a
 * translator's text of each kind that can break the app or put into it what its source does not
 * have, each in a key of its own, and auto-merge stays off with the body naming every key and
 * why; fixed on the service, all but one, with `auto-merge-ignore` naming that one's kind, the
 * next pull turns auto-merge on; fixed too, it stays on with the default inputs. The steps build
 * on each other.
 */

const STEP_TIMEOUT = 180_000;
const FR = 'config/locales/fr.yml';

/** Each key's source, as the master says it, under `earned.` in the YAML master. */
const SOURCES: Record<string, string> = {
  icu_broken: '{count, plural, one {# file} other {# files}}',
  icu_renamed: 'Hello, {name}!',
  printf_n: 'Saved %d files',
  positional: 'Move %1$s to %2$s',
  ruby: 'Hello, %{name}!',
  i18next: 'Welcome back, {{name}}',
  ios: 'Shared by %@',
  image: 'Your avatar',
  link: 'See the docs',
  intro_html: 'Welcome',
  terms_html: 'Read <a href="/terms">the terms</a>',
  bidi: 'Invoice',
  sign_in: 'Sign in',
  kept: 'Read <a href="/terms">the terms</a> of [the docs](https://acme.test/docs), %{name}',
};

/** What a translator typed on the service, with the kind and reason the body must give. */
const HOSTILE: readonly { key: string; text: string; heading: string; reason: RegExp }[] = [
  {
    key: 'icu_broken',
    text: '{count, plural, one {# fichier} other {# fichiers}',
    heading: 'ICU messages',
    reason: /does not parse as an ICU message/,
  },
  {
    key: 'icu_renamed',
    text: 'Bonjour, {nom} !',
    heading: 'ICU messages',
    reason: /drops \\\{name\\\} and has \\\{nom\\\}/,
  },
  {
    key: 'printf_n',
    text: 'Enregistré %d fichiers%n',
    heading: 'Placeholders',
    reason: /has %n that the source does not/,
  },
  {
    key: 'positional',
    text: 'Déplacer %1$s vers %1$s',
    heading: 'Placeholders',
    reason: /lacks %2\$s and has %1\$s/,
  },
  {
    key: 'ruby',
    text: 'Bonjour, %{nom} !',
    heading: 'Placeholders',
    reason: /lacks %\\\{name\\\} and has %\\\{nom\\\}/,
  },
  { key: 'i18next', text: 'Bon retour !', heading: 'Placeholders', reason: /lacks \\\{\\\{name\\\}\\\}/ },
  { key: 'ios', text: 'Partagé par %s', heading: 'Placeholders', reason: /lacks %@\u200B and has %s/ },
  {
    key: 'image',
    text: 'Votre avatar <img src=x onerror=alert(1)>',
    heading: 'Markup',
    reason: /adds \\<img onerror="alert\\\(1\\\)"\\>/,
  },
  {
    key: 'link',
    text: 'Voir [la doc](javascript:alert(1))',
    heading: 'Markup',
    reason: /has the link javascript:alert\\\(1\\\) \\\(a javascript: URL\\\)/,
  },
  {
    key: 'intro_html',
    text: 'Bienvenue <script>alert(1)</script>',
    heading: 'Markup',
    reason: /has \\<script\\> that the source does not/,
  },
  {
    key: 'terms_html',
    text: 'Lisez <a href="/terms" onclick="steal()">les conditions</a>',
    heading: 'Markup',
    reason: /adds \\<a onclick="steal\\\(\\\)"\\>/,
  },
  {
    key: 'bidi',
    text: 'Facture\u202Efdp.exe',
    heading: 'Bidi controls',
    reason: /U\+202E \\\(right-to-left override\\\)/,
  },
  {
    key: 'sign_in',
    text: 'Se con\u200Bnecter',
    heading: 'Invisible changes',
    reason: /adds U\+200B \\\(zero width space\\\)/,
  },
];

/** The same keys as a careful translator gives them. */
const FIXED: Record<string, string> = {
  icu_broken: '{count, plural, one {# fichier} other {# fichiers}}',
  icu_renamed: 'Bonjour, {name} !',
  printf_n: 'Enregistré %d fichiers',
  positional: 'Déplacer %1$s vers %2$s',
  ruby: 'Bonjour, %{name} !',
  i18next: 'Bon retour, {{name}}',
  ios: 'Partagé par %@',
  image: 'Votre avatar',
  link: 'Voir la doc',
  intro_html: 'Bienvenue',
  terms_html: 'Lisez <a href="/terms">les conditions</a>',
  sign_in: 'Se connecter',
};

const yamlText = (text: string): string => JSON.stringify(text);

/** The default project with the keys above in its YAML master, and French as the repository has it. */
function seed() {
  const seeded = defaultSeed();
  const project = seeded.organizations[0]?.projects?.[0];
  const master = project?.files?.find((file) => file.name === 'config/locales/en.yml');
  if (master?.targets?.fr === undefined) throw new Error('the default seed has no French YAML target');
  const lines = Object.entries(SOURCES).map(([key, text]) => `    ${key}: ${yamlText(text)}`);
  // A plural French needs one and other of, with only other: the pull request carries the gap.
  master.content = `${master.content}  earned:\n${lines.join('\n')}\n    files:\n      one: "%{count} file"\n      other: "%{count} files"\n`;
  master.targets.fr = `${master.targets.fr}  earned:\n    sign_in: "Se connecter"\n    kept: ${yamlText('Lisez <a href="/terms">les conditions</a> de [la doc](https://acme.test/docs), %{name}')}\n    files:\n      other: "%{count} fichiers"\n`;
  return seeded;
}

async function translateAll(client: TranslationClient, texts: Record<string, string>): Promise<void> {
  for (const [key, text] of Object.entries(texts))
    await translateOnService(client, `earned.${key}`, 'fr', text);
}

function ok(result: ActionRun): ActionRun {
  expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result;
}

describe('auto-merge is earned with default inputs (slow: three runs of the action with GitHub’s write pacing)', () => {
  let scenario: Scenario;
  const run = async (extra: Record<string, string> = {}) =>
    ok(
      await scenario.run({
        event: 'schedule',
        inputs: { command: 'pull', 'auto-merge': 'squash', ...extra },
        checkout: true,
      }),
    );
  const pull = () => scenario.github.pulls.find((candidate) => candidate.head === 'translation-sync');

  beforeAll(async () => {
    scenario = await createScenario({ seed: seed(), github: { allowAutoMerge: true } });
  }, STEP_TIMEOUT);
  afterAll(async () => scenario?.close());

  it(
    '1. every unsafe text keeps auto-merge off, and the body names each key and why (R66)',
    async () => {
      for (const { key, text } of HOSTILE)
        await translateOnService(scenario.client, `earned.${key}`, 'fr', text);
      const result = await run();
      expect(result.outputs['pull-request-operation']).toBe('created');
      expect(pull()?.autoMerge).toBeUndefined();
      const body = pull()?.body ?? '';
      expect(body).toContain('**Auto-merge is off**: the checks found');
      for (const heading of [
        'ICU messages',
        'Placeholders',
        'Markup',
        'Bidi controls',
        'Invisible changes',
        'Plural forms',
      ])
        expect(body).toMatch(new RegExp(`#### ${heading}: \\d+ findings?, keeps? auto-merge off`));
      const rows = body.split('\n');
      for (const { key, reason } of HOSTILE) {
        const row = `| \`${FR}\` | \`earned.${key}\` | fr | `;
        expect(
          rows.some((line) => line.startsWith(row) && reason.test(line)),
          `${key}: ${String(reason)}`,
        ).toBe(true);
      }
      expect(body).toMatch(
        /\| `config\/locales\/fr\.yml` \| `earned\.files` \| fr \| lacks the plural form one, which fr needs \|/,
      );
      // The texts that keep their source's markup, link and placeholders hold nothing back.
      expect(body).not.toContain('`earned.kept`');
      // The reasons quote the hostile texts: rendered, none of them is more than text.
      expect(markdownProblems(body)).toEqual([]);
      // A bidi override is shown by its code point, in the reasons and in the changed keys' texts.
      expect(body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      expect(body).toContain('`Facture[U+202E]fdp.exe`');
      // With default inputs no finding is an error, and none fails the run: each is a warning.
      expect(result.stdout).toMatch(/::warning title=Bidi control,file=config\/locales\/fr\.yml,line=\d+::/);
      expect(result.stdout).not.toMatch(/^::error/m);
      expect(result.summary).toMatch(
        /auto-merge stays off: the checks found \d+ problems that can break the app\./,
      );
    },
    STEP_TIMEOUT,
  );

  it(
    '2. fixed but for the bidi control, which auto-merge-ignore names, the next pull turns auto-merge on',
    async () => {
      await translateAll(scenario.client, FIXED);
      for await (const entry of scenario.client.strings.list({ filters: { key: 'earned.files' } }))
        await scenario.client.strings.update(entry.id, {
          plural: true,
          translations: [{ locale: 'fr', text: { one: '%{count} fichier', other: '%{count} fichiers' } }],
        });
      const result = await run({ 'auto-merge-ignore': 'bidi' });
      expect(result.outputs['pull-request-operation']).toBe('updated');
      expect(pull()?.autoMerge).toEqual({ mergeMethod: 'SQUASH' });
      const body = pull()?.body ?? '';
      expect(body).toContain('**Auto-merge (squash) is on**');
      expect(body).toContain('#### Bidi controls: 1 advice, let through by `auto-merge-ignore`');
      expect(body).toMatch(/\| `earned\.bidi` \| fr \| has the bidi control U\+202E/);
      for (const heading of ['ICU messages', 'Placeholders', 'Markup', 'Invisible changes', 'Plural forms'])
        expect(body).not.toContain(`#### ${heading}`);
    },
    STEP_TIMEOUT,
  );

  it(
    '3. fixed too, a clean pull with default inputs keeps auto-merge on',
    async () => {
      await translateOnService(scenario.client, 'earned.bidi', 'fr', 'Facture');
      const result = await run();
      expect(result.outputs['pull-request-operation']).toBe('updated');
      expect(pull()?.autoMerge).toEqual({ mergeMethod: 'SQUASH' });
      expect(pull()?.body).toContain('**Auto-merge (squash) is on**');
      expect(pull()?.body).toContain('found nothing in these translations');
      expect(result.summary).toContain('auto-merge (squash) stays on');
    },
    STEP_TIMEOUT,
  );
});
