import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, readlink, lstat, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yazl from 'yazl';
import { createRecordingLogger } from './recording-logger.js';
import type { RecordingLogger } from './recording-logger.js';
import type { ExtractLimits } from '../../src/archive/entries.js';
import { checkArchive, inflateArchive } from '../../src/archive/extract.js';
import type { StagedFile } from '../../src/archive/extract.js';
import { writeStagedFiles } from '../../src/sync/write-safely.js';

const MiB = 1024 * 1024;

/**
 * The extraction limits as docs/limits.md states them (one file, all files, compression ratio),
 * with the fixed 10,000 entries the action had before it derived the count from the listing.
 */
export const EXTRACT_LIMITS: ExtractLimits = Object.freeze({
  maxEntries: 10_000,
  maxEntryBytes: 50 * MiB,
  maxTotalBytes: 512 * MiB,
  maxRatio: 200,
});

/** A well-formed archive written by yazl, the way a conforming zip writer lays it out. */
export async function zipWithYazl(
  entries: readonly { name: string; data?: Buffer | string; compress?: boolean; directory?: boolean }[],
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.directory === true) zip.addEmptyDirectory(entry.name);
    else zip.addBuffer(Buffer.from(entry.data ?? ''), entry.name, { compress: entry.compress ?? true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A temporary folder laid out like a runner: the repository, RUNNER_TEMP with the download and the
 * staging folder, and a folder beside the repository that a traversal or a symlink would reach.
 */
export interface Workspace {
  root: string;
  repo: string;
  staging: string;
  outside: string;
  archivePath: string;
  logger: RecordingLogger;
}

export async function createWorkspace(): Promise<Workspace> {
  const root = await mkdtemp(join(tmpdir(), 'extract-'));
  const workspace: Workspace = {
    root,
    repo: join(root, 'repo'),
    staging: join(root, 'runner-temp', 'staging'),
    outside: join(root, 'outside'),
    archivePath: join(root, 'runner-temp', 'zip-file.zip'),
    logger: createRecordingLogger(),
  };
  await mkdir(join(workspace.repo, 'config', 'locales'), { recursive: true });
  await mkdir(join(workspace.repo, '.github', 'workflows'), { recursive: true });
  await mkdir(workspace.staging, { recursive: true });
  await mkdir(workspace.outside, { recursive: true });
  await writeFile(join(workspace.repo, 'config', 'locales', 'en.yml'), 'en:\n  greeting: "Hello"\n');
  await writeFile(join(workspace.repo, 'config', 'locales', 'fr.yml'), 'fr:\n  greeting: "Bonjour (old)"\n');
  await writeFile(join(workspace.repo, '.github', 'workflows', 'ci.yml'), 'on: push\n');
  await writeFile(join(workspace.outside, 'secret.yml'), 'secret: keep me\n');
  return workspace;
}

export async function removeWorkspace(workspace: Workspace): Promise<void> {
  await rm(workspace.root, { recursive: true, force: true });
}

/** Every path under dir with what it is: folder, file (with SHA-1 of its bytes) or link (with its target). */
export async function snapshotTree(dir: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  async function visit(path: string, relative: string): Promise<void> {
    const stats = await lstat(path);
    if (stats.isSymbolicLink()) snapshot[relative] = `link -> ${await readlink(path)}`;
    else if (stats.isDirectory()) {
      snapshot[relative] = 'folder';
      for (const name of await readdir(path)) await visit(join(path, name), `${relative}/${name}`);
    } else snapshot[relative] = `file ${sha1(await readFile(path))}`;
  }
  await visit(dir, '.');
  return snapshot;
}

export function sha1(bytes: Buffer | string): string {
  return createHash('sha1').update(bytes).digest('hex');
}

export interface StageResult {
  files: StagedFile[];
  skipped: { entryName: string; reason: 'not-a-target-file' | 'directory' }[];
  warnings: string[];
}

/**
 * The archive module through its entry points, checkArchive then inflateArchive, into a fresh
 * folder under stagingDir under numbered names (the pull inflates beside the targets instead, with
 * the same calls). On a failure, what was inflated is removed: inflateArchive throws only once
 * every file it started is written, so nothing appears after the removal.
 */
export async function stageArchive(options: {
  archivePath: string;
  stagingDir: string;
  allowed: ReadonlyMap<string, string>;
  limits?: Partial<ExtractLimits>;
  logger: RecordingLogger;
}): Promise<StageResult> {
  const limits: ExtractLimits = { ...EXTRACT_LIMITS, ...options.limits };
  const archive = await checkArchive({ ...options, limits });
  const root = await mkdtemp(join(options.stagingDir, 'archive-'));
  try {
    const inflated = await inflateArchive(archive, {
      budget: { remainingTotalBytes: limits.maxTotalBytes },
      destination: (_target, index) => Promise.resolve(join(root, String(index))),
    });
    const files = inflated.map(({ target, size, sha1, path }) => ({
      entryName: target.name,
      repoPath: target.repoPath,
      stagedPath: path,
      size,
      sha1,
    }));
    return { files, skipped: archive.plan.skipped, warnings: [...archive.warnings] };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  } finally {
    archive.zipfile.close();
  }
}

/** Both phases as the pull step runs them: the archive lands in RUNNER_TEMP, is staged, then written. */
export async function pullArchive(
  workspace: Workspace,
  archive: Buffer,
  allowed: ReadonlyMap<string, string> | readonly string[],
  limits?: Partial<ExtractLimits>,
): Promise<{ staged: StageResult; result: Awaited<ReturnType<typeof writeStagedFiles>> }> {
  await writeFile(workspace.archivePath, archive);
  const map = Array.isArray(allowed)
    ? new Map(allowed.map((name) => [name, name]))
    : (allowed as ReadonlyMap<string, string>);
  const staged = await stageArchive({
    archivePath: workspace.archivePath,
    stagingDir: workspace.staging,
    allowed: map,
    ...(limits === undefined ? {} : { limits }),
    logger: workspace.logger,
  });
  const result = await writeStagedFiles({ repoRoot: workspace.repo, files: staged.files });
  return { staged, result };
}
