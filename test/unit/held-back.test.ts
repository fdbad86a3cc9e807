import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkArchive } from '../../src/archive/extract.js';
import { heldBackLines } from '../../src/github/held-back-section.js';
import { judgeDownloads, platformCheck, type Judged } from '../../src/sync/held-back-judge.js';
import { createRecordingLogger } from '../helpers/recording-logger.js';
import {
  createWorkspace,
  EXTRACT_LIMITS,
  pullArchive,
  removeWorkspace,
  zipWithYazl,
} from '../helpers/zip.js';
import type { Workspace } from '../helpers/zip.js';

/**
 * R68 below the pull: the archive's per-file limits hold a target back instead of refusing the
 * archive, the ratio limit waits for its grace size, and the judgement of compared downloads holds
 * back each file for its own problem, the platform's among them (issue 57).
 */

const MiB = 1024 * 1024;

let workspace: Workspace;
beforeEach(async () => {
  workspace = await createWorkspace();
});
afterEach(async () => {
  await removeWorkspace(workspace);
});

async function check(archive: Buffer, allowed: string[], known: string[] = []) {
  await writeFile(workspace.archivePath, archive);
  const checked = await checkArchive({
    archivePath: workspace.archivePath,
    allowed: new Map(allowed.map((name) => [name, name])),
    known: new Set(known),
    limits: EXTRACT_LIMITS,
    perTarget: true,
    logger: workspace.logger,
  });
  checked.zipfile.close();
  return checked.plan;
}

describe('the archive per target', () => {
  it('lets a file of 3 MiB of one character through: the ratio limit starts at 4 MiB', async () => {
    const archive = await zipWithYazl([{ name: 'fr.yml', data: 'x'.repeat(3 * MiB) }]);
    const { result } = await pullArchive(workspace, archive, ['fr.yml']);
    expect(result.written).toEqual([{ repoPath: 'fr.yml', status: 'added' }]);
  });

  it('holds back a target over the ratio or the size limit, and inflates the others', async () => {
    const archive = await zipWithYazl([
      { name: 'fr.yml', data: 'x'.repeat(5 * MiB) },
      { name: 'pt.yml', data: 'y'.repeat(51 * MiB) },
      { name: 'de.yml', data: 'de:\n  hello: "Hallo"\n' },
    ]);
    const plan = await check(archive, ['fr.yml', 'pt.yml', 'de.yml']);
    expect(plan.targets.map((target) => target.repoPath)).toEqual(['de.yml']);
    expect(plan.heldBack.map(({ target, code }) => [target.repoPath, code])).toEqual([
      ['fr.yml', 'compresses-too-well'],
      ['pt.yml', 'too-large'],
    ]);
    expect(plan.heldBack[0]?.reason).toMatch(
      /^inflates \d+ times, over the limit of 200 for files over 4 MiB$/,
    );
    expect(plan.heldBack[1]?.reason).toBe(
      `declares ${51 * MiB} bytes, over the limit of ${50 * MiB} per file`,
    );
  });

  it('skips quietly a listed file it does not write, however big; refuses the archive for an unlisted one', async () => {
    const archive = await zipWithYazl([
      { name: 'de.yml', data: 'de: {}\n' },
      { name: 'en.yml', data: 'x'.repeat(5 * MiB) },
    ]);
    expect((await check(archive, ['de.yml'], ['en.yml'])).targets).toHaveLength(1);
    await expect(check(archive, ['de.yml'])).rejects.toMatchObject({ code: 'archive-too-large' });
  });
});

/** A download compared as the pull compares it (removal-guard.ts), with its platform's problems. */
function judged(repoPath: string, overrides: Partial<Judged> = {}): Judged {
  return {
    file: { repoPath, stagedPath: `/staged/${repoPath}`, locale: 'fr', masterId: 1 },
    counts: { added: 1, changed: 0, removed: 0 },
    problem: undefined,
    dropped: [],
    platform: [],
    ...overrides,
  };
}

describe('the judgement of compared downloads', () => {
  const options = {
    allowRemovals: false,
    masterKeys: () => Promise.resolve(new Set(['nav.home'])),
    logger: createRecordingLogger(),
  };

  it('holds back each file for its own problem and keeps the counts of the others', async () => {
    const { counts, heldBack } = await judgeDownloads(
      [
        judged('de.yml'),
        judged('fr.yml', { dropped: [{ key: 'nav.home' }] }),
        judged('pt.yml', { problem: 'unreadable', counts: undefined }),
        judged('ja.yml', { platform: [{ key: 'yes', problem: 'Psych loads it as true, not a string' }] }),
      ],
      { ...options, holdBack: true },
    );
    expect(counts).toEqual([{ added: 1, changed: 0, removed: 0 }, undefined, undefined, undefined]);
    expect(heldBack.map((file) => [file.path, file.code, file.keys])).toEqual([
      ['fr.yml', 'translations-would-be-lost', ['nav.home']],
      ['pt.yml', 'unreadable-download', undefined],
      ['ja.yml', 'platform-would-refuse', ['yes']],
    ]);
    expect(heldBack[2]?.reason).toBe('the platform would refuse it (1 problem)');
  });

  it('with on-file-problem: fail, a platform refusal fails the pull as the guard does', async () => {
    const refused = judged('ja.yml', { platform: [{ problem: 'aapt2 refuses an unescaped apostrophe' }] });
    await expect(judgeDownloads([refused], { ...options, holdBack: false })).rejects.toMatchObject({
      code: 'platform-would-refuse',
      files: ['ja.yml'],
    });
    await expect(
      judgeDownloads([judged('fr.yml', { dropped: [{ key: 'nav.home' }] })], { ...options, holdBack: false }),
    ).rejects.toMatchObject({ code: 'translations-would-be-lost' });
  });

  it('asks the platform about the bytes to be written, for a format it knows', () => {
    const asked: string[] = [];
    const check = (format: string, bytes: Uint8Array) => {
      asked.push(`${format} ${Buffer.from(bytes).toString()}`);
      return [{ problem: 'refused' }];
    };
    expect(platformCheck('fr.yml', 'fr', Buffer.from('fr: {}'), check)).toEqual([{ problem: 'refused' }]);
    expect(platformCheck('notes.txt', 'fr', Buffer.from('x'), check)).toEqual([]);
    expect(asked).toEqual(['yaml fr: {}']);
  });

  it('names the held-back files inertly in Markdown: keys and problems come from the service', () => {
    const lines = heldBackLines([
      {
        file: 'config/locales/fr.yml',
        locale: 'fr',
        reason: 'the platform would refuse it (1 problem)',
        advice: 'Fix it on the service.',
        problems: [{ key: '@acme/team', problem: 'loads ![x](https://evil.example) as a link' }],
      },
    ]);
    expect(lines).toContain('### Files held back');
    const row = lines.find((line) => line.startsWith('- ')) ?? '';
    expect(row).toContain('`@acme/team`');
    expect(row).not.toContain('![x](https://');
  });
});
