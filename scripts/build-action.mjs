// `npm run build:action`: dist/index.js and its chunks from src/index.ts, as `ncc build` writes
// them, with one difference the command line cannot express (below). dist/ is emptied first, so
// no chunk of an older build is left beside the new ones.
import { Buffer } from 'node:buffer';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ncc from '@vercel/ncc';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist');

// @actions/core imports two packages for functions this action never calls: @actions/http-client
// for getIDToken (the OIDC client), and with it undici's whole index (fetch, WebSocket, caches,
// mocks); @actions/exec for platform.getDetails. Evaluated at every start they nearly tripled the
// time to the first request (66 ms to 176 ms, against 51 ms for a bare Node request). In the
// bundle both name an empty module instead: nothing of them is loaded, and those two functions
// would fail at once. The tests and local-action run the source, with the real packages.
const EMPTY_MODULE = 'data:text/javascript,export {}';
const NEVER_CALLED = {
  '@actions/http-client': EMPTY_MODULE,
  '@actions/http-client/lib/auth': EMPTY_MODULE,
  '@actions/exec': EMPTY_MODULE,
};

const { code, assets } = await ncc(path.join(root, 'src/index.ts'), {
  externals: NEVER_CALLED,
  license: 'licenses.txt',
  sourceMapRegister: false,
  quiet: true,
});
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'index.js'), code);
for (const [name, asset] of Object.entries(assets)) {
  const file = path.join(out, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, asset.source, { mode: asset.permissions });
}
const size = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
process.stdout.write(
  `dist/index.js ${size(Buffer.byteLength(code))}, ${Object.keys(assets).length} more files\n`,
);
