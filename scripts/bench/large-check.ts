import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCheck } from '../../src/check/run-check.js';
import type { Logger } from '../../src/client/logger.js';
import { openRepository } from '../../src/git/git.js';
import { runGit } from '../../test/helpers/git-repo.js';

/**
 * `check` on one large JSON target, the shape a fork's pull request (or a big project) can bring:
 * every key lacks its placeholder, so each is parsed, checked and placed on its line. Run at
 * 5,000 and 50,000 keys; the ratio of the two says whether the work grows linearly (about 10).
 */

export interface LargeCheckRow {
  readonly keys: number;
  readonly bytes: number;
  readonly wallMs: number;
}

const quiet: Logger = {
  debug: () => undefined,
  info: () => undefined,
  notice: () => undefined,
  warning: () => undefined,
  error: () => undefined,
  group: async (_name, work) => work(),
};

async function checkOnce(root: string, keys: number): Promise<LargeCheckRow> {
  const folder = path.join(root, `keys-${keys}`);
  await mkdir(folder, { recursive: true });
  const indexes = Array.from({ length: keys }, (_, index) => index);
  // About 170 bytes a key: 50,000 keys make the 8 MB target of issue 52.
  const filler = 'texte de remplissage '.repeat(6);
  const lines = (text: (index: number) => string) => `{\n${indexes.map(text).join(',\n')}\n}\n`;
  const target = lines(
    (index) => `  "section_${index % 100}_key_${index}": "Bonjour, article numéro ${index}, ${filler}"`,
  );
  await writeFile(
    path.join(folder, 'en.json'),
    lines(
      (index) => `  "section_${index % 100}_key_${index}": "Hello {{name}}, item number ${index}, ${filler}"`,
    ),
  );
  await writeFile(path.join(folder, 'fr.json'), target);
  const started = performance.now();
  const result = await runCheck({
    service: undefined,
    repository: await openRepository({ dir: root, logger: quiet }),
    workspace: root,
    range: undefined,
    sourceFiles: [`keys-${keys}/en.json`],
    isIgnored: () => false,
    locales: [],
    ignoreLocales: [],
    gates: { requiredLocales: [], minCompletion: 0, failOnPlaceholderErrors: false },
    logger: quiet,
  });
  const wallMs = performance.now() - started;
  if (result.placeholderIssues.length !== keys)
    throw new Error(`check found ${result.placeholderIssues.length} mismatches of ${keys}`);
  return { keys, bytes: Buffer.byteLength(target), wallMs };
}

export async function benchLargeCheck(scratchRoot: string): Promise<LargeCheckRow[]> {
  const root = await mkdtemp(path.join(scratchRoot, 'large-check-'));
  try {
    await runGit(root, ['init', '--quiet']);
    await checkOnce(root, 500); // warms the parsers up
    return [await checkOnce(root, 5_000), await checkOnce(root, 50_000)];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

export function renderLargeCheck(rows: readonly LargeCheckRow[]): string {
  const [small, large] = rows;
  const lines = [
    '### check on a large target',
    '',
    '| keys | target size | wall time |',
    '|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.keys.toLocaleString('en-US')} | ${(row.bytes / 1024 / 1024).toFixed(1)} MiB | ${(row.wallMs / 1000).toFixed(2)} s |`,
    ),
  ];
  if (small !== undefined && large !== undefined)
    lines.push(
      '',
      `50,000 keys cost ${(large.wallMs / small.wallMs).toFixed(1)}× 5,000 keys (linear: about 10×).`,
    );
  return lines.join('\n');
}
