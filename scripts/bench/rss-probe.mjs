// Preloaded into `node dist/index.js` by the benchmark (`node --import <this> dist/index.js`): at
// exit it writes the process's peak RSS (KiB) to $BENCH_RSS_FILE, so the bundled action itself is
// measured without changing it. VmHWM, not resourceUsage().maxRSS, which on Linux survives exec and
// so starts at the size of the benchmark process that spawned us (see runner.ts).
import { readFileSync, writeFileSync } from 'node:fs';

function peakRssKiB() {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match !== null) return Number(match[1]);
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS;
}

const target = process.env['BENCH_RSS_FILE'];
if (target !== undefined && target !== '') {
  process.on('exit', () => {
    writeFileSync(target, String(peakRssKiB()));
  });
}
