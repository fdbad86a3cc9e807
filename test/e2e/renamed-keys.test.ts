import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import type { StringRecord } from '../../src/client/index.js';
import { createScenario, type Scenario } from '../helpers/scenario.js';

/**
 * Issue 59, as a team that tidies its keys runs the action (`node dist/index.js` on a push, real
 * git, the emulator without its pseudo-translator): a key renamed or moved in a master keeps its
 * translations on the service and in the pull request, the team's file keeping its layout;
 * a pairing that is not certain is left alone and said so; an Obsolete string's name reused with
 * a new text is warned about.
 */

const MASTER = 'config/locales/en.yml';
const ADMIN = 'config/locales/admin/en.yml';
const FR = 'config/locales/fr.yml';
const ADMIN_FR = 'config/locales/admin/fr.yml';
const BRANCH = 'translation-sync';

const MASTER_TEXT = `en:
  goodbye: "Goodbye"
  checkout:
    pay_now: "Pay now"
  cart:
    pay_now: "Pay now"
  ok_a: "OK"
  ok_b: "OK"
  common:
    close: "Close"
  inbox:
    messages:
      one: "%{count} message"
      other: "%{count} messages"
`;

/** The team's French file: its own quoting and comments, as the pull must keep them. */
const TEAM_FR = `# French strings, kept by the team.
fr:
  goodbye: 'Au revoir' # checked by Marie
  checkout:
    pay_now: 'Payer maintenant'
  cart:
    pay_now: 'Régler'
  ok_a: 'D’accord'
  ok_b: 'Valider'
  common:
    close: 'Fermer'
  inbox:
    messages:
      one: '%{count} message'
      other: '%{count} messages'
`;

const DE = `de:
  goodbye: "Auf Wiedersehen"
  cart:
    pay_now: "Bezahlen"
  common:
    close: "Schließen"
`;

function seed(): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Acme',
        readOnlyKey: 'org_ro_renames',
        readWriteKey: 'org_rw_renames',
        privateKey: 'org_pk_renames',
        projects: [
          {
            name: 'Acme Web',
            privateApiToken: 'proj_rw_renames_0001',
            publicApiToken: 'proj_ro_renames_0001',
            sourceLocale: 'en',
            targetLocales: ['fr', 'de'],
            files: [
              { name: MASTER, content: MASTER_TEXT, targets: { fr: TEAM_FR, de: DE } },
              {
                name: ADMIN,
                content: 'en:\n  admin:\n    title: "Administration"\n',
                targets: { fr: 'fr:\n  admin:\n    title: "Administration"\n' },
              },
            ],
          },
        ],
      },
    ],
  };
}

let scenario: Scenario;

beforeEach(async () => {
  scenario = await createScenario({ seed: seed(), translator: false });
  await scenario.pushCommit('Lay out the French strings as the team likes them', { [FR]: TEAM_FR });
  // A translator proofread the French goodbye: the state must survive the rename.
  const [goodbye] = await strings('goodbye');
  await scenario.client.strings.update(goodbye?.id ?? 0, {
    translations: [{ locale: 'fr', text: 'Au revoir', status: 'status_proofread' }],
  });
});

afterEach(async () => {
  await scenario.close();
});

/** The strings of `key` on the service, with every locale's translation. */
async function strings(key: string): Promise<StringRecord[]> {
  const found: StringRecord[] = [];
  for await (const entry of scenario.client.strings.list({ locale: '*', filters: { key } }))
    found.push(entry);
  return found;
}

async function translation(key: string, locale: string) {
  const current = (await strings(key)).filter((entry) => entry.status !== 'Obsolete');
  return current[0]?.translations.find((entry) => entry.locale === locale);
}

/** The lines the translation branch changes in `file`, against main: `-old` and `+new`. */
async function changedLines(file: string): Promise<string[]> {
  const diff = await scenario.repo.origin(['diff', '--unified=0', 'main', BRANCH, '--', file]);
  return diff.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}

const master = (change: (text: string) => string) => change(MASTER_TEXT);
const renamedKeys = (outputs: Record<string, string>) =>
  JSON.parse(outputs['renamed-keys'] ?? '[]') as Record<string, unknown>[];

describe('renamed and moved keys (issue 59)', () => {
  it('R72: a renamed key, a renamed plural key and a key moved to another master keep every translation, under the new key', async () => {
    const [goodbye] = await strings('goodbye');
    const push = await scenario.pushCommit('Tidy the keys', {
      [MASTER]: master((text) =>
        text
          .replace('goodbye:', 'farewell:')
          .replace('    messages:', '    notices:')
          .replace('  common:\n    close: "Close"\n', ''),
      ),
      [ADMIN]: 'en:\n  admin:\n    title: "Administration"\n  common:\n    close: "Close"\n',
    });
    const result = await scenario.run({ event: 'push', payload: push });
    expect(result.exitCode, result.stdout).toBe(0);

    // On the service: the same strings under their new keys, every translation and its state kept.
    const [farewell] = await strings('farewell');
    expect(farewell?.id).toBe(goodbye?.id);
    expect(farewell?.translations.find((entry) => entry.locale === 'fr')).toMatchObject({
      text: 'Au revoir',
      status: 'status_proofread',
    });
    expect((await translation('farewell', 'de'))?.text).toBe('Auf Wiedersehen');
    expect((await translation('inbox.notices', 'fr'))?.text).toEqual({
      one: '%{count} message',
      other: '%{count} messages',
    });
    const project = await scenario.client.projects.show();
    const adminId = project.projectFiles.find((file) => file.name === ADMIN)?.id;
    const [close] = await strings('common.close');
    expect(close?.fileId).toBe(adminId);
    expect(close?.translations.find((entry) => entry.locale === 'fr')?.text).toBe('Fermer');
    const obsolete = await scenario.client.strings.listPage({ filters: { status: 'obsolete' } }, 1);
    expect(obsolete.items).toEqual([]);

    // In the pull request: the team's file with each renamed key's own line renamed where it stands.
    expect(await changedLines(FR)).toEqual([
      "-  goodbye: 'Au revoir' # checked by Marie",
      "+  farewell: 'Au revoir' # checked by Marie",
      '-  common:',
      "-    close: 'Fermer'",
      '-    messages:',
      '+    notices:',
    ]);
    expect(await changedLines(ADMIN_FR)).toEqual(['+  common:', '+    close: Fermer']);
    expect(await scenario.repo.origin(['show', `${BRANCH}:config/locales/de.yml`])).toContain(
      'farewell: Auf Wiedersehen',
    );

    const body = scenario.github.pulls[0]?.body ?? '';
    expect(body).toContain('### Renamed and moved keys');
    expect(body).toContain(
      '- `goodbye` in `config/locales/en.yml` renamed to `farewell`: its translations follow it',
    );
    expect(body).toContain('- `inbox.messages` in `config/locales/en.yml` renamed to `inbox.notices`');
    expect(body).toContain(
      '- `common.close` in `config/locales/en.yml` moved to `common.close` in `config/locales/admin/en.yml`',
    );
    expect(result.summary).toContain('renamed to `farewell`');
    expect(renamedKeys(result.outputs)).toEqual([
      expect.objectContaining({ file: MASTER, 'old-key': 'common.close', 'new-file': ADMIN, renamed: true }),
      expect.objectContaining({ file: MASTER, 'old-key': 'goodbye', 'new-key': 'farewell', renamed: true }),
      expect.objectContaining({ 'old-key': 'inbox.messages', 'new-key': 'inbox.notices', renamed: true }),
    ]);
  });

  it('two keys of one text renamed at once never get each other’s translations', async () => {
    const push = await scenario.pushCommit('Rename the payment buttons and the confirmations', {
      [MASTER]: master((text) =>
        text
          .replaceAll('pay_now:', 'pay_button:')
          .replace('ok_a:', 'confirm_a:')
          .replace('ok_b:', 'confirm_b:'),
      ),
    });
    const result = await scenario.run({ event: 'push', payload: push });
    expect(result.exitCode, result.stdout).toBe(0);
    // The unchanged part of the path tells the payment buttons apart.
    expect((await translation('checkout.pay_button', 'fr'))?.text).toBe('Payer maintenant');
    expect((await translation('cart.pay_button', 'fr'))?.text).toBe('Régler');
    expect((await translation('cart.pay_button', 'de'))?.text).toBe('Bezahlen');
    expect(await translation('checkout.pay_button', 'de')).toBeUndefined();
    // Nothing tells the confirmations apart: they are left alone, untranslated, and said so.
    expect(await translation('confirm_a', 'fr')).toBeUndefined();
    expect(await translation('confirm_b', 'fr')).toBeUndefined();
    const body = scenario.github.pulls[0]?.body ?? '';
    expect(body).toContain('- not renamed: `ok_a` in `config/locales/en.yml` → `confirm_a`, `confirm_b`: ');
    expect(body).toContain('nothing else tells which became which');
    const outputs = renamedKeys(result.outputs);
    expect(outputs.filter((entry) => entry['renamed'] === true).map((entry) => entry['new-key'])).toEqual([
      'cart.pay_button',
      'checkout.pay_button',
    ]);
    expect(outputs.filter((entry) => entry['renamed'] === false)).toHaveLength(4);
  });

  it('a rename whose text is rewritten does not carry the old translation; the summary counts the Obsolete string', async () => {
    const push = await scenario.pushCommit('Reword the farewell', {
      [MASTER]: master((text) => text.replace('goodbye: "Goodbye"', 'farewell: "See you later"')),
    });
    const result = await scenario.run({ event: 'push', payload: push });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(await translation('farewell', 'fr')).toBeUndefined();
    const [goodbye] = await strings('goodbye');
    expect(goodbye?.status).toBe('Obsolete');
    expect(result.outputs['renamed-keys']).toBe('[]');
    expect(result.summary).toContain('The service holds 1 Obsolete string');
    expect(result.summary).toContain('`goodbye` in `config/locales/en.yml`');
  });

  it('a key added again under an Obsolete string’s name with a new text is warned, naming the translations that come back (slow: two runs, a merge between)', async () => {
    const removed = await scenario.pushCommit('Drop the farewell', {
      [MASTER]: master((text) => text.replace('  goodbye: "Goodbye"\n', '')),
    });
    expect((await scenario.run({ event: 'push', payload: removed })).exitCode).toBe(0);
    // The team merges the translations without it; the old string stays on the service, Obsolete.
    await scenario.repo.origin(['update-ref', 'refs/heads/main', `refs/heads/${BRANCH}`]);
    await scenario.repo.git(['fetch', '--quiet', scenario.repo.originDir, 'main']);
    await scenario.repo.git(['reset', '--quiet', '--hard', 'FETCH_HEAD']);
    const readded = await scenario.pushCommit('A good-night message', {
      [MASTER]: master((text) => text.replace('goodbye: "Goodbye"', 'goodbye: "Good night"')),
    });
    const result = await scenario.run({ event: 'push', payload: readded });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toMatch(
      /::warning file=config\/locales\/en\.yml::.*goodbye is added under the name of an Obsolete string of another text \("Goodbye"\).*\(de, fr\)/,
    );
    expect(result.summary).toContain('is added under the name of an Obsolete string of another text');
    // The translations that come back are in the pull request, the warning beside them.
    expect(await changedLines(FR)).toEqual(["+  goodbye: 'Au revoir'"]);
    expect(scenario.github.pulls.at(-1)?.body).toContain(
      '`goodbye` in `config/locales/en.yml` is added under the name of an Obsolete string of another text (`Goodbye`)',
    );
  });

  it('a rename stated in a commit keeps the translation of a reworded text', async () => {
    const push = await scenario.pushCommit('Reword the farewell\n\nRenamed-key: goodbye -> farewell', {
      [MASTER]: master((text) => text.replace('goodbye: "Goodbye"', 'farewell: "Bye for now"')),
    });
    const result = await scenario.run({ event: 'push', payload: push });
    expect(result.exitCode, result.stdout).toBe(0);
    expect((await translation('farewell', 'fr'))?.text).toBe('Au revoir');
    expect(await changedLines(FR)).toEqual([
      "-  goodbye: 'Au revoir' # checked by Marie",
      "+  farewell: 'Au revoir' # checked by Marie",
    ]);
    expect(scenario.github.pulls[0]?.body).toContain('renamed to `farewell` (stated in a commit)');
  });

  it('the dry run lists the renames it would make and sends no Update String', async () => {
    const push = await scenario.pushCommit('Rename goodbye', {
      [MASTER]: master((text) => text.replace('goodbye:', 'farewell:')),
    });
    scenario.emulator.log.length = 0;
    const result = await scenario.run({ event: 'push', payload: push, inputs: { 'dry-run': 'true' } });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('Would rename config/locales/en.yml: goodbye -> farewell');
    expect(result.summary).toContain('would be renamed to `farewell`');
    expect(scenario.emulator.log.filter((entry) => entry.method !== 'GET')).toEqual([]);
    expect((await strings('goodbye'))[0]?.status).toBe('Current');
  });
});
