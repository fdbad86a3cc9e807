import { createHash } from 'node:crypto';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';

/** Every path below `root` with a hash of its bytes (or its link target), to prove nothing changed. */
export async function snapshotTree(root: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  async function walk(dir: string): Promise<void> {
    for (const name of (await readdir(dir)).sort()) {
      const full = path.join(dir, name);
      const relative = path.relative(root, full);
      const stats = await lstat(full);
      if (stats.isSymbolicLink()) snapshot[relative] = `link:${await readlink(full)}`;
      else if (stats.isDirectory()) {
        snapshot[`${relative}/`] = 'dir';
        await walk(full);
      } else
        snapshot[relative] = createHash('sha1')
          .update(await readFile(full))
          .digest('hex');
    }
  }
  await walk(root);
  return snapshot;
}
