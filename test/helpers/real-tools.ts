/** Running the ecosystem's own tools (ruby, msgfmt, aapt2) in tests, and skipping visibly without them. */
import { execFileSync, spawnSync } from 'node:child_process';

/** Whether `command` is on PATH. */
export function hasTool(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Says on the console why a test is skipped, so that a green run never hides a missing tool. */
export function noteMissing(command: string, what: string): boolean {
  const missing = !hasTool(command);
  if (missing) console.warn(`SKIPPED: ${what}: ${command} is not installed (Debian: see .ci/run).`);
  return missing;
}

/** Runs a tool; its exit status, standard output and error output. */
export function runTool(
  command: string,
  args: readonly string[],
  options: { cwd?: string; input?: string; maxBuffer?: number } = {},
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function toolVersion(command: string, args: readonly string[] = ['--version']): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).split('\n')[0] ?? '';
  } catch {
    return '';
  }
}
