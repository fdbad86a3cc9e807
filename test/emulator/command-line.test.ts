/**
 * `npm run emulator` as a person runs it: one JSON line says where to connect and what the seeded
 * project holds, and SIGTERM or SIGINT to the npm process ends every process it started and frees
 * the port. npm signals its script's shell, which did not pass the signal on: tsx, node and esbuild
 * kept running with the port open (issue 36).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every live descendant of `pid`, from /proc (zombies count as gone: they hold no port). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() ?? 0) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function portOpen(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.runIf(process.platform === 'linux').each(['SIGTERM', 'SIGINT'] as const)(
  'npm run emulator stopped with %s',
  (signal) => {
    it('prints the projects with their files, then ends every process it started and frees the port', async () => {
      const npm = spawn('npm', ['run', '--silent', 'emulator', '--', '--port', '0'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      let started: number[] = [];
      try {
        const line = await new Promise<string>((resolve, reject) => {
          createInterface({ input: npm.stdout }).on('line', (text) => {
            if (text.startsWith('{')) resolve(text);
          });
          npm.once('exit', () => reject(new Error('npm run emulator exited before printing its line')));
        });
        const printed = JSON.parse(line) as {
          url: string;
          projects: { name: string; sourceLocale: string; targetLocales: string[]; files: string[] }[];
        };
        expect(printed.projects[0]?.sourceLocale).toBe('en');
        expect(printed.projects[0]?.files).toContain('config/locales/en.yml');
        expect(printed.projects[0]?.files).toContain('config/locales/fr.yml');
        expect(await portOpen(printed.url)).toBe(true);
        started = descendants(npm.pid ?? 0);
        expect(started.length).toBeGreaterThan(0);
        npm.kill(signal);
        await exited;
        expect(await until(() => started.every((pid) => !alive(pid)))).toBe(true);
        expect(await until(async () => !(await portOpen(printed.url)))).toBe(true);
      } finally {
        for (const pid of started.filter(alive)) process.kill(pid, 'SIGKILL');
        npm.kill('SIGKILL');
      }
    }, 60_000);
  },
);
