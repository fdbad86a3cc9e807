// Preloaded into `node dist/index.js` (`--import`): when the process opens its first connection
// (the action's first request), writes to $FIRST_REQUEST_FILE, one per line, the names of Node's
// modules loaded since this probe ran, that is, what the action loaded before asking anything.
// It imports nothing the action would not load itself.
import { writeFileSync } from 'node:fs';
import { Socket } from 'node:net';

const target = process.env['FIRST_REQUEST_FILE'];
if (target !== undefined && target !== '') {
  const before = new Set(process.moduleLoadList);
  const connect = Socket.prototype.connect;
  let written = false;
  Socket.prototype.connect = function (...args) {
    if (!written) {
      written = true;
      const loaded = process.moduleLoadList
        .filter((entry) => !before.has(entry) && entry.startsWith('NativeModule '))
        .map((entry) => entry.slice('NativeModule '.length));
      writeFileSync(target, loaded.join('\n'));
    }
    return connect.apply(this, args);
  };
}
