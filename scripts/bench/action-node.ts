/**
 * The Node.js that runs `node dist/index.js` in the benchmark: the runtime action.yml declares
 * (`using: node24`), which is what GitHub starts the action with, not whichever Node runs the
 * benchmark. Node 20 and Node 24 differ in what the whole-process rows measure: Node 24 starts
 * about 50 ms sooner, and Node 20 waits at exit for V8's background compile of undici's HTTP
 * parser, which would charge users of node24 for a runtime they never get.
 *
 * Found, in order: the Node running the benchmark when it is that major version, $BENCH_ACTION_NODE,
 * then `npx -y node@<major>` (from the npm registry, cached after the first time). When none can
 * be had, the benchmark's own Node runs the action and the report says so.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ActionNode {
  /** The executable to start `dist/index.js` (and the bare reference of the cold start) with. */
  readonly execPath: string;
  /** Its version, e.g. v24.11.1. */
  readonly version: string;
  /** The major version action.yml declares, e.g. 24; undefined when action.yml names none. */
  readonly declaredMajor: number | undefined;
  /** Set when the runtime is not the declared one: what the report must say. */
  readonly note: string | undefined;
}

function majorOf(version: string): number {
  return Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
}

function versionOf(execPath: string): string | undefined {
  const result = spawnSync(execPath, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

export function resolveActionNode(repoRoot: string): ActionNode {
  const declared = /^\s*using:\s*['"]?node(\d+)['"]?\s*$/m.exec(
    readFileSync(path.join(repoRoot, 'action.yml'), 'utf8'),
  );
  const declaredMajor = declared === null ? undefined : Number(declared[1]);
  const own = { execPath: process.execPath, version: process.version, declaredMajor };
  if (declaredMajor === undefined || majorOf(process.version) === declaredMajor)
    return { ...own, note: undefined };
  const found = (execPath: string): ActionNode | undefined => {
    const version = versionOf(execPath);
    return version !== undefined && majorOf(version) === declaredMajor
      ? { execPath, version, declaredMajor, note: undefined }
      : undefined;
  };
  const fromEnv = process.env['BENCH_ACTION_NODE'];
  const given = fromEnv === undefined || fromEnv === '' ? undefined : found(fromEnv);
  if (given !== undefined) return given;
  // Only asked when needed: npx may have to download the runtime first.
  const npx = spawnSync('npx', ['-y', `node@${declaredMajor}`, '-p', 'process.execPath'], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  const fetched = npx.status === 0 ? found(npx.stdout.trim()) : undefined;
  if (fetched !== undefined) return fetched;
  return {
    ...own,
    note:
      `action.yml runs the action on node${declaredMajor}, but no Node ${declaredMajor} was found ` +
      `(BENCH_ACTION_NODE, npx -y node@${declaredMajor}): the action processes ran on ${process.version}.`,
  };
}
