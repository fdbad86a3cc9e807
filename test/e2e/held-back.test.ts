import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorSeed } from '../../src/emulator/index.js';
import { runGit } from '../helpers/git-repo.js';
import { msgfmtCheck, scratchDir } from '../helpers/platform-readers.js';
import { noteMissing } from '../helpers/real-tools.js';
import type { ActionRun } from '../helpers/run-action.js';
import { createPullRefs } from '../helpers/runner-checkout.js';
import { createScenario, mergeCheckout, pullRequestPayload, type Scenario } from '../helpers/scenario.js';
import { translateOnService } from '../helpers/service-workspace.js';
import { PULLED_RECORD } from '../../src/project/pulled-record.js';

/**
 * Issue 57, as a team with many locales lives it, through `node dist/index.js` on checkouts made
 * as actions/checkout makes them: one file's own problem holds back that file, and the other
 * files of the run arrive (R68); what the action reads from the repository is opened safely, and
 * a refused record counts as none (R70).
 */

const FR = 'config/locales/fr.yml';
const DE = 'config/locales/de.yml';
const MiB = 1024 * 1024;
const PROBE = pathToFileURL(path.resolve(import.meta.dirname, '../helpers/read-bytes-probe.mjs'));

let scenario: Scenario | undefined;
let outside: string | undefined;

afterEach(async () => {
  await scenario?.close();
  scenario = undefined;
  if (outside !== undefined) await rm(outside, { recursive: true, force: true });
  outside = undefined;
});

function ok<T extends ActionRun>(result: T): T {
  expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
  return result;
}

/** The `held-back-files` output, each file with its code and keys. */
function heldBack(result: ActionRun): { file: string; code: string; keys: string[] }[] {
  const files = JSON.parse(result.outputs['held-back-files'] ?? 'null') as {
    file: string;
    code: string;
    keys: string[];
  }[];
  return files.map(({ file, code, keys }) => ({ file, code, keys }));
}

async function branchFiles(current: Scenario): Promise<string[]> {
  const names = await runGit(current.repo.originDir, ['diff', '--name-only', 'main', 'translation-sync']);
  return names.split('\n').filter((name) => name !== '');
}

const pullRequest = (current: Scenario) =>
  current.github.pulls.find((candidate) => candidate.head === 'translation-sync');

describe('R68: a file with a problem of its own is held back, and every other file of the run arrives', () => {
  it('a French text of 1 MiB that compresses well is an ordinary file: it arrives with the German change', async () => {
    scenario = await createScenario({ translator: false });
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'x'.repeat(MiB));
    await translateOnService(scenario.client, 'goodbye', 'de', 'Tschüss');
    const result = ok(await scenario.run({ event: 'schedule' }));
    expect(result.outputs['downloaded-files']?.split('\n').sort()).toEqual([DE, FR]);
    expect(heldBack(result)).toEqual([]);
    expect(await scenario.repo.origin(['show', `translation-sync:${FR}`])).toContain('x'.repeat(1000));
  });

  it('a French file over the compression limit is held back; the German change arrives, named in the body, and auto-merge stays off', async () => {
    scenario = await createScenario({ translator: false, github: { allowAutoMerge: true } });
    // 5 MiB of one character: past the 4 MiB grace size, and 1,000 times smaller in the archive.
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'x'.repeat(5 * MiB));
    await translateOnService(scenario.client, 'goodbye', 'de', 'Tschüss');
    const result = ok(await scenario.run({ event: 'schedule', inputs: { 'auto-merge': 'squash' } }));

    expect(heldBack(result)).toEqual([{ file: FR, code: 'compresses-too-well', keys: [] }]);
    expect(result.outputs['downloaded-files']).toBe(DE);
    // With the German, the record of what the checks found in each file (issue 58).
    expect(await branchFiles(scenario)).toEqual([PULLED_RECORD, DE]);
    expect(await readFile(path.join(result.workspace, FR), 'utf8')).not.toContain('xxxx');
    expect(result.stdout).toMatch(
      /::warning title=Translation file held back,file=config\/locales\/fr\.yml::Held back config\/locales\/fr\.yml: the service's copy inflates \d+ times, over the limit of 200 for files over 4 MiB/,
    );
    const body = pullRequest(scenario)?.body ?? '';
    expect(body).toContain('### Files held back');
    expect(body).toMatch(/- `config\/locales\/fr\.yml` \(fr\): the service's copy inflates \d+ times/);
    expect(body).not.toContain('### Locales held back');
    expect(body).toContain('**Auto-merge is off**: 1 translation file is held back');
    expect(pullRequest(scenario)?.autoMerge).toBeUndefined();
    expect(result.summary).toContain('Files held back');
    // The summary names the cause: a held-back file, not a finding of the checks.
    expect(result.summary).toContain('auto-merge stays off: 1 translation file is held back.');
  });

  it('an emptied French translation the removal guard refuses holds back the French file only; the branch keeps its earlier French copy (slow: two runs with GitHub’s write pacing)', async () => {
    scenario = await createScenario({ translator: false });
    await translateOnService(scenario.client, 'nav.settings', 'fr', 'Paramètres');
    ok(await scenario.run({ event: 'schedule' }));
    expect(await branchFiles(scenario)).toEqual([PULLED_RECORD, FR]);

    // A translator empties "Accueil", which the repository's French has; the German gains a word.
    await translateOnService(scenario.client, 'nav.home', 'fr', '');
    await translateOnService(scenario.client, 'goodbye', 'de', 'Tschüss');
    const result = ok(await scenario.run({ event: 'schedule' }));

    expect(heldBack(result)).toEqual([{ file: FR, code: 'translations-would-be-lost', keys: ['nav.home'] }]);
    expect(result.outputs['pull-request-operation']).toBe('updated');
    expect(await branchFiles(scenario)).toEqual([PULLED_RECORD, DE, FR]);
    expect(await scenario.repo.origin(['show', `translation-sync:${DE}`])).toContain('Tschüss');
    // The pull request keeps the French of the first run, and never loses "Accueil".
    const french = await scenario.repo.origin(['show', `translation-sync:${FR}`]);
    expect(french).toContain('Paramètres');
    expect(french).toContain('Accueil');
    const body = pullRequest(scenario)?.body ?? '';
    expect(body).toMatch(
      /- `config\/locales\/fr\.yml` \(fr\): the service's copy would remove 1 translation that the repository has, for keys its master still has: `nav\.home`\./,
    );
    expect(body).toContain('upload-translations: true');
  });
});

const POT = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Hello"
msgstr ""

msgid "Goodbye"
msgstr ""
`;

/** A gettext project: fr and de translate Hello; the service is where Goodbye gets translated. */
function gettextSeed(): EmulatorSeed {
  const po = (hello: string) => POT.replace('msgid "Hello"\nmsgstr ""', `msgid "Hello"\nmsgstr "${hello}"`);
  return {
    organizations: [
      {
        name: 'Acme',
        readOnlyKey: 'org_ro_gettext',
        readWriteKey: 'org_rw_gettext',
        privateKey: 'org_pk_gettext',
        projects: [
          {
            name: 'Acme CLI',
            privateApiToken: 'proj_rw_gettext_0001',
            publicApiToken: 'proj_ro_gettext_0001',
            sourceLocale: 'en',
            targetLocales: ['fr', 'de'],
            files: [
              { name: 'po/messages.pot', content: POT, targets: { fr: po('Bonjour'), de: po('Hallo') } },
            ],
          },
        ],
      },
    ],
  };
}

describe('R68: a file its platform would refuse', () => {
  it('a French PO whose translation msgfmt -c refuses is held back with the key; the German arrives', async () => {
    scenario = await createScenario({ seed: gettextSeed(), translator: false });
    // msgfmt -c refuses a msgstr that ends with a line break where its msgid does not.
    await translateOnService(scenario.client, 'Goodbye', 'fr', 'Au revoir\n');
    await translateOnService(scenario.client, 'Goodbye', 'de', 'Tschüss');
    const result = ok(await scenario.run({ event: 'schedule' }));
    expect(heldBack(result)).toEqual([
      { file: 'po/fr.po', code: 'platform-would-refuse', keys: ['Goodbye'] },
    ]);
    expect(result.outputs['downloaded-files']).toBe('po/de.po');
    expect(result.stdout).toMatch(
      /::warning [^:]*file=po\/fr\.po::Held back po\/fr\.po: the platform would refuse it \(1 problem\): Goodbye: .*line break/,
    );
    expect(pullRequest(scenario)?.body ?? '').toContain(
      '- `po/fr.po` (fr): the platform would refuse it (1 problem): `Goodbye`',
    );
    // gettext's own reader agrees: the service's French fails msgfmt -c, the German pulled passes.
    if (noteMissing('msgfmt', 'msgfmt -c on the pulled PO files')) return;
    const folder = scratchDir('held-back-po');
    const project = await scenario.client.projects.show();
    const master = project.projectFiles.find((file) => file.name === 'po/messages.pot');
    const served = await scenario.client.files.show({ masterFileId: master?.id ?? 0, locale: 'fr' });
    await writeFile(path.join(folder, 'fr.po'), served.status === 'ok' ? served.body : '');
    expect(msgfmtCheck(path.join(folder, 'fr.po')).status).not.toBe(0);
    expect(msgfmtCheck(path.join(result.workspace, 'po/de.po')).status).toBe(0);
    await rm(folder, { recursive: true, force: true });
  });
});

/** A run of the action in `workspace` that reports the bytes it read and the memory it held. */
async function countedRun(current: Scenario, workspace: string) {
  const report = path.join(tmpdir(), `read-bytes-${process.pid}-${Date.now()}`);
  const result = await current.run({
    event: 'schedule',
    workspace,
    env: { NODE_OPTIONS: `--import ${PROBE.href}`, READ_BYTES_FILE: report },
  });
  const counts = JSON.parse(await readFile(report, 'utf8')) as { rchar: number; maxRssKiB: number };
  await rm(report, { force: true });
  return { result, counts };
}

describe('R70: every file the action reads from the repository is opened safely', () => {
  it('a .wti-pulled.json linked to /dev/zero is refused unread, with a clear message, and the pull goes on without it', async () => {
    scenario = await createScenario({ translator: false });
    await symlink('/dev/zero', path.join(scenario.repo.dir, '.wti-pulled.json'));
    await scenario.pushCommit('A record that never ends', {});
    await translateOnService(scenario.client, 'goodbye', 'de', 'Tschüss');
    const { dir } = await scenario.checkout();

    const { result, counts } = await countedRun(scenario, dir);
    ok(result);
    expect(result.stdout).toContain(
      '::warning::The pulled record ".wti-pulled.json" is reached through a symbolic link that leads outside the repository',
    );
    expect(result.stdout).toContain('The pull compares every target as without a record.');
    expect(result.outputs['downloaded-files']).toBe(DE);
    // Reading /dev/zero for a second would be gigabytes; the whole run reads a few MiB (the bundle, git).
    expect(counts.rchar).toBeLessThan(64 * MiB);
    expect(counts.maxRssKiB).toBeLessThan(512 * 1024);
    // The link is the repository's, left as it is: the record is not written through it.
    expect(await branchFiles(scenario)).toEqual([DE]);
  });

  it('a .wti-pulled.json that is a named pipe (an earlier step made it) is refused without blocking, and the pull goes on', async () => {
    scenario = await createScenario({ translator: false });
    await translateOnService(scenario.client, 'goodbye', 'de', 'Tschüss');
    const { dir } = await scenario.checkout();
    execFileSync('mkfifo', [path.join(dir, '.wti-pulled.json')]);

    const result = ok(await scenario.run({ event: 'schedule', workspace: dir }));
    expect(result.stdout).toContain(
      '::warning::The pulled record ".wti-pulled.json" is a named pipe (FIFO), not a regular file, so it was not read.',
    );
    expect(result.outputs['downloaded-files']).toBe(DE);
  });

  it('a .wti linked to a file outside the repository is refused, not read', async () => {
    scenario = await createScenario({ translator: false });
    outside = await mkdtemp(path.join(tmpdir(), 'ts-outside-'));
    // Its claims would narrow the run to one locale if they were read.
    await writeFile(path.join(outside, 'wti'), 'needed_locales: fr\n');
    await symlink(path.join(outside, 'wti'), path.join(scenario.repo.dir, '.wti'));
    await scenario.pushCommit('Share a config from outside', {});
    scenario.emulator.log.length = 0;
    const result = await scenario.run({ event: 'schedule' });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*The config file "\.wti" is reached through a symbolic link that leads outside the repository, and translation-sync reads nothing outside it\. Replace the link with the file itself\./,
    );
    expect(scenario.emulator.log).toEqual([]);
  });

  it('a target replaced by a link is named as a link by the check, not read through it', async () => {
    scenario = await createScenario({ translator: false });
    const base = (await scenario.repo.git(['rev-parse', 'HEAD'])).trim();
    await unlink(path.join(scenario.repo.dir, FR));
    await symlink('de.yml', path.join(scenario.repo.dir, FR));
    const head = await scenario.repo.commitAll('French as German', {});
    await createPullRefs({
      originDir: scenario.repo.originDir,
      source: scenario.repo.dir,
      number: 7,
      baseSha: base,
      headSha: head,
    });
    const payload = pullRequestPayload({ baseSha: base, headSha: head });
    ok(await scenario.run({ event: 'pull_request', payload, checkout: mergeCheckout() }));
    const comment = scenario.github.comments.map((posted) => posted.body).join('\n');
    expect(comment).toContain(
      'The file "config/locales/fr.yml" is a symbolic link. translation-sync writes this file, and never reads or writes it through a link',
    );
  });
});
