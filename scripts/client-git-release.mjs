// Makes the client installable from git: npm installs a git repository only from its root, and the
// client lives in packages/client. This commits the packed client (what `npm pack` puts in the
// tarball) as the whole tree of a commit of its own, tagged `client-v<version>`, so that
//   npm install git+https://github.com/OWNER/translation-sync.git#client-v1.0.0
// installs exactly the published package. Nothing in the work tree or the current branch changes.
//
//   node scripts/client-git-release.mjs [--repo GIT_DIR] [--tarball FILE]
//   git push origin client-v<version>
//
// --repo writes the objects and the tag into another repository (the test uses a bare one);
// --tarball takes a tarball already packed instead of running `npm pack` in packages/client.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { repo: { type: 'string' }, tarball: { type: 'string' } } });
const gitDir = path.resolve(
  values.repo ??
    execFileSync('git', ['rev-parse', '--git-common-dir'], { cwd: root, encoding: 'utf8' }).trim(),
);
const work = mkdtempSync(path.join(tmpdir(), 'client-git-release-'));

try {
  let tarball = values.tarball === undefined ? undefined : path.resolve(values.tarball);
  if (tarball === undefined) {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
        cwd: path.join(root, 'packages/client'),
        encoding: 'utf8',
        shell: process.platform === 'win32',
      }),
    );
    tarball = path.join(work, packed[0].filename);
  }
  execFileSync('tar', ['-xzf', tarball, '-C', work]);
  const folder = path.join(work, 'package');

  // A git install runs `npm install` and the build first when the package has build scripts; the
  // tree holds the built package, so its scripts (which need the repository) are left out.
  const manifestPath = path.join(folder, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  delete manifest.scripts;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

  const git = (args, input) =>
    execFileSync('git', args, {
      encoding: 'utf8',
      input,
      env: { ...process.env, GIT_DIR: gitDir, GIT_INDEX_FILE: path.join(work, 'index') },
    }).trim();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const blob = git(['hash-object', '-w', file]);
    const name = path.relative(folder, file).split(path.sep).join('/');
    git(['update-index', '--add', '--cacheinfo', `100644,${blob},${name}`]);
  }
  const tree = git(['write-tree']);
  const commit = git(
    ['commit-tree', tree, '-F', '-'],
    `${manifest.name} ${manifest.version}, as npm installs it from git\n`,
  );
  const tag = `client-v${manifest.version}`;
  git(['tag', '--force', tag, commit]);
  console.log(`${tag} -> ${commit} (${gitDir}). Publish it with: git push origin ${tag}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
