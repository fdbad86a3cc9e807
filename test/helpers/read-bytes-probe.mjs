// Preloaded into `node dist/index.js` (`--import`): as the process exits, writes to
// $READ_BYTES_FILE what it read and held, as Linux counts it: `rchar` of /proc/self/io (every byte
// read by read(2) and its kin: files, pipes, sockets) and the peak resident memory in KiB. A test
// asserts these counts, never a time. It imports nothing the action would not load itself.
import { readFileSync, writeFileSync } from 'node:fs';

const target = process.env['READ_BYTES_FILE'];
if (target !== undefined && target !== '') {
  process.on('exit', () => {
    const io = readFileSync('/proc/self/io', 'utf8');
    const rchar = Number(/^rchar:\s*(\d+)/m.exec(io)?.[1] ?? NaN);
    writeFileSync(target, JSON.stringify({ rchar, maxRssKiB: process.resourceUsage().maxRSS }));
  });
}
