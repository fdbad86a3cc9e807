export const id = 42;
export const ids = [42,666];
export const modules = {

/***/ 445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ detectFormat)
/* harmony export */ });
/**
 * Which locale format a file name is in, and nothing else: the pull's target path policy asks
 * this of every listed file before any parser is needed, so it must not load them (index.ts
 * loads every codec and the yaml library; docs/benchmarks.md, cold start).
 */
const EXTENSIONS = [
    ['.yml', 'yaml'],
    ['.yaml', 'yaml'],
    ['.json', 'json'],
    ['.po', 'po'],
    ['.pot', 'po'],
    ['.properties', 'properties'],
    ['.xml', 'android-xml'],
    ['.strings', 'ios-strings'],
];
/** The format of a locale file from its extension, case-insensitively; undefined when unknown. */
function detectFormat(fileName) {
    const lower = fileName.toLowerCase();
    return EXTENSIONS.find(([extension]) => lower.endsWith(extension))?.[1];
}


/***/ }),

/***/ 2094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ SECOND_THREAD),
/* harmony export */   Ou: () => (/* binding */ claimSlots),
/* harmony export */   tK: () => (/* binding */ claimEntry),
/* harmony export */   zp: () => (/* binding */ MAIN_THREAD)
/* harmony export */ });
/* unused harmony export FREE */
/**
 * Work shared by two threads through one slot per item in shared memory: each item goes to
 * whichever thread first turns its slot from FREE to its own mark. The main thread claims from
 * the front, the other thread from the back, so they meet wherever their pace puts them, and a
 * thread that starts late simply takes less (inflate-thread.ts, local-files.ts).
 */
const FREE = 0;
const MAIN_THREAD = 1;
/** The other thread: the inflate thread (inflate-thread.ts), or the hash thread (hash-thread.ts). */
const SECOND_THREAD = 2;
/** Takes slot `slot` for `by`; false when the other thread has it already. */
function claimEntry(claims, slot, by) {
    return Atomics.compareExchange(claims, slot, FREE, by) === FREE;
}
/** One slot per item, in memory both threads see. */
function claimSlots(items) {
    return new Int32Array(new SharedArrayBuffer(Math.max(1, items) * Int32Array.BYTES_PER_ELEMENT));
}


/***/ }),

/***/ 9666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createIgnoreMatcher: () => (/* binding */ createIgnoreMatcher),
/* harmony export */   findSourceFiles: () => (/* binding */ findSourceFiles),
/* harmony export */   localSha1Map: () => (/* binding */ localSha1Map),
/* harmony export */   sha1OfFile: () => (/* binding */ sha1OfFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _claims_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2094);
/* harmony import */ var _folder_listing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9670);
/* harmony import */ var _time_slice_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3009);







/**
 * What the repository holds: SHA-1 of local files (big ones streamed, never read whole), the files that
 * match `source-files`, and the ignore rules of the inputs and of `.wti`.
 */
/** SHA-1 of a regular file's bytes; undefined when it is missing or not a regular file. */
async function sha1OfFile(absolutePath) {
    try {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(absolutePath);
        if (!stats.isFile())
            return undefined;
    }
    catch (error) {
        if (error.code === 'ENOENT' ||
            error.code === 'ENOTDIR') {
            return undefined;
        }
        throw error;
    }
    return sha1OfStream(absolutePath);
}
/** Files up to this size are read in one call; bigger ones stream, so memory stays bounded. */
const READ_WHOLE_MAX_BYTES = 1024 * 1024;
async function sha1OfStream(absolutePath) {
    const hash = process.getBuiltinModule('node:crypto').createHash('sha1');
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(absolutePath, 'r');
    try {
        const { size } = await handle.stat();
        if (size <= READ_WHOLE_MAX_BYTES)
            return hash.update(await handle.readFile()).digest('hex');
        for await (const chunk of handle.createReadStream({ autoClose: false }))
            hash.update(chunk);
    }
    finally {
        await handle.close();
    }
    return hash.digest('hex');
}
/** Bytes read at once while hashing: one buffer for every file, so memory does not grow with them. */
const HASH_CHUNK_BYTES = 256 * 1024;
/** The event loop gets a turn at least this often while files are hashed (a timer, a signal). */
const HASH_SLICE_MS = 20;
/**
 * SHA-1 of a regular file read with synchronous calls into `buffer`, chunk by chunk. For the small
 * files of a translation project one open, one read and one close on the main thread cost
 * a fraction of the four thread-pool round trips of fs/promises (open, fstat, read, close): 9,000
 * files took 0.8 s that way and take about a fifth of it this way (docs/benchmarks.md). With
 * `blobs`, the same read also gives the file's git blob (one fstat more, for the size and mode).
 */
function sha1OfFileSync(absolutePath, buffer, blobs) {
    const { createHash } = process.getBuiltinModule('node:crypto');
    const hash = createHash('sha1');
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(absolutePath, 'r');
    try {
        const stats = blobs === undefined ? undefined : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        const blob = stats === undefined ? undefined : createHash('sha1').update(`blob ${stats.size}\0`);
        let size = 0;
        for (;;) {
            const read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, 0, buffer.length, null);
            const bytes = buffer.subarray(0, read);
            hash.update(bytes);
            blob?.update(bytes);
            size += read;
            // A read of a regular file comes back short only at its end: no second read to learn it.
            if (read < buffer.length)
                break;
        }
        // A file that changed size while it was read has no blob: whoever relies on one checks again.
        if (blobs !== undefined && blob !== undefined && stats?.size === size) {
            blobs.into.set(blobs.file, { id: blob.digest('hex'), executable: (stats.mode & 0o100) !== 0 });
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
    return hash.digest('hex');
}
/**
 * SHA-1 of each repository path that is a regular file; undefined for the others. What exists is
 * learned from one listing per folder (folder-listing.ts), so a pull into an empty checkout costs
 * no failing lstat per file; only regular files are opened, one after another with synchronous
 * reads (sha1OfFileSync), giving the event loop a turn every HASH_SLICE_MS. With `blobs`, the git
 * blob of each regular file is added to it from the same read; `listings`, the folders as a screen
 * just before read them (the pull's), saves reading them again. With `thread`, that thread hashes
 * the files from the back while this one hashes them from the front (hash-thread.ts).
 */
async function localSha1Map(workspace, paths, options = {}) {
    const { blobs, listings = new _folder_listing_js__WEBPACK_IMPORTED_MODULE_3__/* .FolderListings */ .y(workspace), thread } = options;
    const hashes = new Map();
    // In the order asked, whichever thread hashes a file.
    const files = [];
    for (const file of paths) {
        if (hashes.has(file))
            continue;
        hashes.set(file, undefined);
        if (listings.kindOf(file) === 'file')
            files.push(file);
    }
    const claims = (0,_claims_js__WEBPACK_IMPORTED_MODULE_5__/* .claimSlots */ .Ou)(files.length);
    const shared = thread?.hash({ root: workspace, paths: files, claims, blobs: blobs !== undefined }, (results) => {
        for (const { index, sha1, blob } of results) {
            const file = files[index] ?? '';
            hashes.set(file, sha1);
            if (blob !== undefined)
                blobs?.set(file, blob);
        }
    });
    shared?.catch(() => undefined); // Awaited below, once this thread is done.
    const buffer = Buffer.allocUnsafe(HASH_CHUNK_BYTES);
    const slice = (0,_time_slice_js__WEBPACK_IMPORTED_MODULE_4__/* .timeSlices */ .H)(HASH_SLICE_MS);
    try {
        for (const [slot, file] of files.entries()) {
            await slice();
            if (!(0,_claims_js__WEBPACK_IMPORTED_MODULE_5__/* .claimEntry */ .tK)(claims, slot, _claims_js__WEBPACK_IMPORTED_MODULE_5__/* .MAIN_THREAD */ .zp))
                break;
            hashes.set(file, sha1OfFileSync(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(workspace, file), buffer, blobs === undefined ? undefined : { file, into: blobs }));
        }
    }
    catch (error) {
        // The other thread stops after the file it is on.
        for (let slot = 0; slot < files.length; slot++)
            (0,_claims_js__WEBPACK_IMPORTED_MODULE_5__/* .claimEntry */ .tK)(claims, slot, _claims_js__WEBPACK_IMPORTED_MODULE_5__/* .MAIN_THREAD */ .zp);
        await shared?.catch(() => undefined);
        throw error;
    }
    await shared;
    return hashes;
}
/** Repository paths (posix, relative) matching the `source-files` globs. */
async function findSourceFiles(workspace, patterns) {
    if (patterns.length === 0)
        return [];
    // Loaded here: a pull never searches for source files.
    const { glob } = await __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 3382));
    const found = await glob([...patterns], {
        cwd: workspace,
        onlyFiles: true,
        dot: true,
        followSymbolicLinks: false,
        ignore: ['.git/**', '**/node_modules/**'],
    });
    return found.sort();
}
/**
 * One matcher for both kinds of ignore rule. The `ignore-files` input uses ordinary globs; the
 * `.wti` patterns are matched as the established client's File.fnmatch does, where a single `*`
 * also crosses `/` (picomatch's `bash` mode), so its users need not rewrite them.
 */
function createIgnoreMatcher(inputGlobs, wtiGlobs) {
    const matchers = [
        ...inputGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_6___default()(pattern, { dot: true })),
        ...wtiGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_6___default()(pattern, { dot: true, bash: true })),
    ];
    return (file) => matchers.some((matches) => matches(file));
}


/***/ }),

/***/ 4816:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jo: () => (/* binding */ sameLocale),
/* harmony export */   MG: () => (/* binding */ planPush),
/* harmony export */   S: () => (/* binding */ selectLocales),
/* harmony export */   cu: () => (/* binding */ localeKey),
/* harmony export */   f2: () => (/* binding */ byPath),
/* harmony export */   gs: () => (/* binding */ targetLocalesOf),
/* harmony export */   ho: () => (/* binding */ planPull),
/* harmony export */   z6: () => (/* binding */ localeMatcher)
/* harmony export */ });
/**
 * Deciding what to upload and what to download: pure functions over what the service reports
 * (Show Project) and what the repository holds, so every rule here is unit-tested without I/O.
 */
/** Sorts records by path, by code unit, so output does not depend on the runner's locale. */
const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * Masters the service knows are uploaded when their local bytes differ from `hash_file`. On a
 * push, only those the push touched: a master edited on the service is never overwritten by an
 * older local copy the developer did not change.
 */
function planPush(input) {
    const uploads = [];
    const creates = [];
    const skipped = [];
    const masters = input.remoteFiles.filter((file) => file.masterId === null);
    const knownNames = new Set(input.remoteFiles.map((file) => file.name));
    for (const file of masters) {
        const path = file.name;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            skipped.push({ path, reason: 'ignored' });
        else if (localSha1 === undefined)
            skipped.push({ path, reason: 'missing-locally' });
        else if (localSha1 === file.hashFile)
            skipped.push({ path, reason: 'unchanged' });
        else if (input.changedInPush === undefined) {
            uploads.push({ path, file, localSha1, reason: 'differs-from-service' });
        }
        else if (input.changedInPush.has(path)) {
            uploads.push({ path, file, localSha1, reason: 'changed-in-push' });
        }
        else {
            // The bytes differ but this push did not touch the file: the service's copy is newer.
            skipped.push({ path, reason: 'changed-on-service' });
        }
    }
    for (const path of new Set(input.sourceFileCandidates)) {
        if (knownNames.has(path))
            continue;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            skipped.push({ path, reason: 'ignored' });
        else if (localSha1 === undefined)
            skipped.push({ path, reason: 'missing-locally' });
        else
            creates.push({ path, localSha1, reason: 'new-source-file' });
    }
    return { uploads: uploads.sort(byPath), creates: creates.sort(byPath), skipped: skipped.sort(byPath) };
}
/** What sameLocale compares: equal keys, same locale. */
function localeKey(code) {
    return code.replace(/_/g, '-').toLowerCase();
}
/** Whether a code is one of `locales`, as sameLocale compares: one key per locale, computed once. */
function localeMatcher(locales) {
    const keys = new Set(locales.map(localeKey));
    return (locale) => keys.has(localeKey(locale));
}
/** Locale codes compared as the service writes them, but `pt_BR` matches `pt-BR`. */
function sameLocale(a, b) {
    return localeKey(a) === localeKey(b);
}
/**
 * The project's target locales. Real projects list the source locale among `target_locales` too
 * (the official client subtracts it before a push); it is never a target here.
 */
function targetLocalesOf(project) {
    return project.targetLocales
        .map((locale) => locale.code)
        .filter((code) => !sameLocale(code, project.sourceLocale.code));
}
function selectLocales(input) {
    const targets = input.targetLocales.filter((locale) => !sameLocale(locale, input.sourceLocale));
    const wanted = input.wanted.length === 0 ? targets : input.wanted;
    const unknown = wanted.filter((locale) => !targets.some((target) => sameLocale(target, locale)));
    const locales = targets.filter((target) => wanted.some((locale) => sameLocale(target, locale)) &&
        !input.ignored.some((locale) => sameLocale(target, locale)));
    return { locales, unknown, all: locales.length === targets.length };
}
/**
 * A target file needs the archive when the local copy is missing, differs from `hash_file`, or
 * the service says it is not `fresh` (its hash is of an older generation).
 */
function planPull(input) {
    const downloads = [];
    const upToDate = [];
    const ignored = [];
    const selected = localeMatcher(input.locales);
    for (const file of input.remoteFiles) {
        if (file.masterId === null || !selected(file.locale))
            continue;
        const path = file.name;
        const localSha1 = input.localSha1.get(path);
        if (input.isIgnored(path))
            ignored.push(path);
        else if (localSha1 === undefined)
            downloads.push({ path, locale: file.locale, file, reason: 'missing-locally' });
        else if (!file.fresh || file.hashFile === undefined)
            downloads.push({ path, locale: file.locale, file, reason: 'not-fresh' });
        else if (localSha1 !== file.hashFile) {
            downloads.push({ path, locale: file.locale, file, reason: 'differs-from-service' });
        }
        else
            upToDate.push(path);
    }
    return { downloads: downloads.sort(byPath), upToDate: upToDate.sort(), ignored: ignored.sort() };
}


/***/ }),

/***/ 9296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ remoteFilesOf)
/* harmony export */ });
/* harmony import */ var _extract_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9203);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4700);


/**
 * Show Project's files in the engine's terms. A file name becomes a path in the repository, so a
 * name that could leave it (`../x`, `/abs`, backslashes, NUL) fails the run before any I/O.
 */
function remoteFilesOf(project) {
    return project.projectFiles.map((file) => {
        const problem = (0,_extract_names_js__WEBPACK_IMPORTED_MODULE_0__/* .checkEntryName */ ._$)(file.name);
        // Targets are screened by the pull's target path policy, which refuses them one by one.
        if (problem !== undefined && file.masterProjectFileId === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncError */ .S('unsafe-path', `The service lists a file named "${file.name}", which ${problem.reason}; it cannot be a path in this repository. ` +
                'Rename the file on the service.');
        }
        return {
            id: file.id,
            name: file.name,
            locale: file.localeCode,
            masterId: file.masterProjectFileId,
            // Blank (null or '') while an upload waits for its import: unknown, never a checksum.
            hashFile: typeof file.hashFile === 'string' && file.hashFile !== '' ? file.hashFile : undefined,
            fresh: file.fresh,
            updatedAt: file.updatedAt,
        };
    });
}


/***/ }),

/***/ 5228:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lY: () => (/* binding */ describeRefusals),
  GJ: () => (/* reexport */ locale_code/* isLocaleCode */.G),
  LN: () => (/* binding */ screenTargets)
});

// UNUSED EXPORTS: assertProjectFolder, checkTargetPaths, denylistReason, screenListing, screenOnDisk, screenProject, unsafeNameReason

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/formats/detect.ts
var detect = __webpack_require__(445);
// EXTERNAL MODULE: ./src/sync/extract-names.ts
var extract_names = __webpack_require__(9203);
// EXTERNAL MODULE: ./src/sync/folder-listing.ts
var folder_listing = __webpack_require__(9670);
// EXTERNAL MODULE: ./src/sync/locale-code.ts
var locale_code = __webpack_require__(7787);
// EXTERNAL MODULE: ./src/sync/time-slice.ts
var time_slice = __webpack_require__(3009);
// EXTERNAL MODULE: ./src/sync/service.ts
var service = __webpack_require__(9296);
;// CONCATENATED MODULE: ./src/sync/target-denylist.ts
/**
 * Files that an ecosystem runs, installs from or builds with, matched on the lower-cased last
 * path part. A translation file never has one of these names, so a target listed under one is
 * refused unless `allow-target-paths` names it. Dot files and folders (`.npmrc`, `.github/…`,
 * `.husky/…`) are refused by a rule of their own and need no entry here.
 */
const RUNS_OR_INSTALLS_NAMES = new Set([
    // JavaScript: manifests, lockfiles, workspace and build settings that run code
    'package.json',
    'package-lock.json',
    'npm-shrinkwrap.json',
    'yarn.lock',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'bun.lock',
    'bun.lockb',
    'bunfig.toml',
    'deno.json',
    'deno.jsonc',
    'deno.lock',
    'lerna.json',
    'nx.json',
    'turbo.json',
    'tsconfig.json',
    'jsconfig.json',
    'babel.config.json',
    'vercel.json',
    'netlify.toml',
    // Ruby
    'gemfile',
    'gemfile.lock',
    'gems.rb',
    'gems.locked',
    'rakefile',
    'guardfile',
    'capfile',
    'podfile',
    'podfile.lock',
    'fastfile',
    'appfile',
    'brewfile',
    'vagrantfile',
    // Python
    'setup.py',
    'setup.cfg',
    'pyproject.toml',
    'requirements.txt',
    'pipfile',
    'pipfile.lock',
    'poetry.lock',
    'pdm.lock',
    'uv.lock',
    'tox.ini',
    'noxfile.py',
    'conftest.py',
    'manage.py',
    // Rust, Go, PHP, Elixir, Erlang, Dart, Swift, Haskell, Nix
    'cargo.toml',
    'cargo.lock',
    'build.rs',
    'go.mod',
    'go.sum',
    'go.work',
    'go.work.sum',
    'composer.json',
    'composer.lock',
    'mix.exs',
    'mix.lock',
    'rebar.config',
    'rebar.lock',
    'pubspec.yaml',
    'pubspec.lock',
    'package.swift',
    'package.resolved',
    'cartfile',
    'cartfile.resolved',
    'stack.yaml',
    'cabal.project',
    'flake.nix',
    'flake.lock',
    'default.nix',
    'shell.nix',
    // JVM and .NET
    'pom.xml',
    'build.xml',
    'build.gradle',
    'build.gradle.kts',
    'settings.gradle',
    'settings.gradle.kts',
    'gradle.properties',
    'gradle-wrapper.properties',
    'gradlew',
    'gradlew.bat',
    'mvnw',
    'build.sbt',
    'nuget.config',
    'packages.config',
    'directory.build.props',
    'directory.build.targets',
    'global.json',
    // Make, C and C++, Bazel and other build systems
    'makefile',
    'gnumakefile',
    'cmakelists.txt',
    'meson.build',
    'configure',
    'sconstruct',
    'sconscript',
    'build',
    'build.bazel',
    'workspace',
    'workspace.bazel',
    'module.bazel',
    'justfile',
    'taskfile.yml',
    'taskfile.yaml',
    'earthfile',
    'tiltfile',
    'snakefile',
    'build.zig',
    // Containers, CI and deployment
    'dockerfile',
    'containerfile',
    'docker-compose.yml',
    'docker-compose.yaml',
    'compose.yml',
    'compose.yaml',
    'jenkinsfile',
    'procfile',
    'action.yml',
    'action.yaml',
    'azure-pipelines.yml',
    'bitbucket-pipelines.yml',
    'appveyor.yml',
    'cloudbuild.yaml',
    'cloudbuild.yml',
    'buildspec.yml',
    'serverless.yml',
    'app.yaml',
    'codeowners',
]);
/** Endings of scripts, executables and project files (`*.gemspec`, `*.csproj`, `Dockerfile.dev`). */
const RUNS_OR_INSTALLS_SUFFIXES = [
    // Shells and Windows scripts
    '.sh',
    '.bash',
    '.zsh',
    '.fish',
    '.ksh',
    '.csh',
    '.command',
    '.ps1',
    '.psm1',
    '.psd1',
    '.bat',
    '.cmd',
    '.vbs',
    '.vbe',
    '.wsf',
    '.reg',
    '.lnk',
    // Interpreted and compiled sources, binaries and packages
    '.js',
    '.mjs',
    '.cjs',
    '.jsx',
    '.ts',
    '.mts',
    '.cts',
    '.tsx',
    '.py',
    '.pyw',
    '.pyc',
    '.rb',
    '.rake',
    '.pl',
    '.pm',
    '.php',
    '.phtml',
    '.lua',
    '.tcl',
    '.groovy',
    '.gradle',
    '.kts',
    '.swift',
    '.go',
    '.rs',
    '.java',
    '.class',
    '.jar',
    '.war',
    '.exe',
    '.dll',
    '.so',
    '.dylib',
    '.msi',
    '.deb',
    '.rpm',
    '.appimage',
    '.apk',
    '.nix',
    '.mk',
    '.cmake',
    '.bzl',
    '.gyp',
    '.gypi',
    // Package and project manifests
    '.gemspec',
    '.podspec',
    '.nuspec',
    '.csproj',
    '.vbproj',
    '.fsproj',
    '.vcxproj',
    '.sln',
    '.props',
    '.targets',
    '.cabal',
    '.nimble',
    '.rockspec',
    // `Dockerfile.dev`, `Makefile.am` and the like
    '.dockerfile',
    '.containerfile',
];
/** Beginnings of such names with a variant after them: `Dockerfile.dev`, `requirements-dev.txt`. */
const RUNS_OR_INSTALLS_PREFIXES = [
    'dockerfile.',
    'containerfile.',
    'makefile.',
    'jenkinsfile.',
    'docker-compose.',
    'requirements',
];

// EXTERNAL MODULE: ./src/sync/project-folder.ts
var project_folder = __webpack_require__(6123);
;// CONCATENATED MODULE: ./src/sync/target-policy.ts








// The two checks the action's start needs live apart, so that the start loads neither this module
// nor picomatch; they are still part of this policy.


/** The event loop gets a turn at least this often while the disk screen walks the targets. */
const SCREEN_SLICE_MS = 20;
const MAX_COMPONENT_BYTES = 255;
const MAX_PATH_BYTES = 4096;
// Names Windows reserves in every folder, with or without an extension (`con.json` too).
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(?:\..*)?$/i;
// Characters no Windows file name may hold; ':' also names an NTFS alternate data stream.
const WINDOWS_INVALID = /[<>:"|?*]/;
/**
 * Why a name cannot be a file path on every runner, or undefined when it can. These names would
 * otherwise fail later with a raw ENAMETOOLONG, or be written on Linux and break a Windows checkout.
 */
function unsafeNameReason(name) {
    const problem = (0,extract_names/* checkEntryName */._$)(name);
    if (problem !== undefined)
        return problem.reason;
    if (name.endsWith('/'))
        return 'names a folder';
    if (Buffer.byteLength(name) > MAX_PATH_BYTES)
        return `is longer than ${MAX_PATH_BYTES} bytes`;
    for (const part of name.split('/')) {
        // The parts of a listing repeat (every locale's folder, every master's name): checked once.
        let reason = partReasons.get(part);
        if (reason === undefined) {
            reason = unsafePartReason(part) ?? null;
            if (partReasons.size >= PART_REASONS_KEPT)
                partReasons.clear();
            partReasons.set(part, reason);
        }
        if (reason !== null)
            return reason;
    }
    return undefined;
}
const PART_REASONS_KEPT = 100_000;
const partReasons = new Map();
function unsafePartReason(part) {
    if (Buffer.byteLength(part) > MAX_COMPONENT_BYTES)
        return `has a path part longer than ${MAX_COMPONENT_BYTES} bytes`;
    if (WINDOWS_RESERVED.test(part))
        return `uses the reserved name "${part}"`;
    if (/[. ]$/.test(part))
        return 'has a path part that ends with a dot or a space';
    if (WINDOWS_INVALID.test(part))
        return 'holds a character that Windows refuses (< > : " | ? *)';
    return undefined;
}
/** The extension of a path's last part, lower-cased, with its dot; '' when it has none. */
function extensionOf(name) {
    const base = name.slice(name.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}
/**
 * A target is in its master's format: the same locale format (`.yml` and `.yaml`, a `.pot`
 * template and its `.po` translations), or for other files the same extension.
 */
function sameFormat(target, master) {
    const targetFormat = (0,detect/* detectFormat */.T)(target);
    const masterFormat = (0,detect/* detectFormat */.T)(master);
    if (targetFormat !== undefined || masterFormat !== undefined)
        return targetFormat === masterFormat;
    return extensionOf(target) === extensionOf(master);
}
/** The denied suffixes that start with a dot, looked up from each dot of a name, and the others. */
const DOTTED_SUFFIXES = new Set(RUNS_OR_INSTALLS_SUFFIXES.filter((suffix) => suffix.startsWith('.')));
const OTHER_SUFFIXES = RUNS_OR_INSTALLS_SUFFIXES.filter((suffix) => !suffix.startsWith('.'));
/** base.endsWith(any denied suffix), in a few lookups instead of one test per suffix. */
function hasDeniedSuffix(base) {
    for (let dot = base.indexOf('.'); dot !== -1; dot = base.indexOf('.', dot + 1))
        if (DOTTED_SUFFIXES.has(base.slice(dot)))
            return true;
    return OTHER_SUFFIXES.some((suffix) => base.endsWith(suffix));
}
/**
 * Why a path is refused by the name rules that `allow-target-paths` may lift, or undefined. A
 * path inside any dot folder (`.github`, `.git`, `.husky`, …) or a file an ecosystem runs or
 * installs from is never a translation a pull request should carry unasked.
 */
function denylistReason(name) {
    const parts = name.split('/');
    const dotted = parts.find((part) => part.startsWith('.'));
    if (dotted !== undefined)
        return `is inside or is a dot file or folder ("${dotted}")`;
    const base = (parts[parts.length - 1] ?? '').toLowerCase();
    if (RUNS_OR_INSTALLS_NAMES.has(base) ||
        hasDeniedSuffix(base) ||
        RUNS_OR_INSTALLS_PREFIXES.some((prefix) => base.startsWith(prefix)))
        return 'is a file that package managers, build tools, CI or a shell run or install from';
    return undefined;
}
/**
 * Screens the target files of a listing by name alone. Returns the refused ones; every other
 * target may be downloaded, subject to `screenOnDisk`. Masters are never refused here: the pull
 * never writes them.
 */
function screenListing(files, options = {}) {
    const allowed = picomatch_default()([...(options.allow ?? [])], { dot: true });
    const masterKeys = new Set(files.filter((file) => file.masterName === null).map((file) => (0,extract_names/* collisionKey */.EE)(file.name)));
    const targetCount = new Map();
    const keys = files.map((file) => (file.masterName === null ? '' : (0,extract_names/* collisionKey */.EE)(file.name)));
    for (const key of keys)
        if (key !== '')
            targetCount.set(key, (targetCount.get(key) ?? 0) + 1);
    const refused = [];
    for (const [index, file] of files.entries()) {
        if (file.masterName === null)
            continue;
        const refuse = (code, reason) => refused.push({ path: file.name, locale: file.locale, code, reason });
        if (!(0,locale_code/* isLocaleCode */.G)(file.locale)) {
            refuse('locale-refused', 'its locale code is not of the form fr, pt-BR, pt_BR or sr@latin');
            continue;
        }
        const unsafe = unsafeNameReason(file.name);
        if (unsafe !== undefined) {
            refuse('unsafe-path', unsafe);
            continue;
        }
        const key = keys[index] ?? '';
        if (masterKeys.has(key)) {
            refuse('target-refused', 'is the path of a master file');
            continue;
        }
        if ((targetCount.get(key) ?? 0) > 1) {
            refuse('target-refused', 'is the path of another target file too');
            continue;
        }
        if (options.allow !== undefined && options.allow.length > 0 && allowed(file.name))
            continue;
        const denied = denylistReason(file.name);
        if (denied !== undefined) {
            refuse('target-refused', denied);
            continue;
        }
        if (!sameFormat(file.name, file.masterName)) {
            refuse('target-refused', `is not in the format of its master ${JSON.stringify(file.masterName)}`);
        }
    }
    return refused;
}
/**
 * Refuses the targets whose path, walked from the project's folder, meets a symbolic link or
 * something other than a folder (or, at the end, a regular file): a symlinked locale folder would
 * carry the write outside the repository. What stands at each path comes from one listing per
 * folder (folder-listing.ts, which falls back to lstat where a listing cannot answer as lstat
 * would): a pull into an empty checkout costs no failing lstat per file.
 */
async function screenOnDisk(projectDir, targets, listings = new folder_listing/* FolderListings */.y(projectDir)) {
    const refused = [];
    const slice = (0,time_slice/* timeSlices */.H)(SCREEN_SLICE_MS);
    // The walk to a folder is the same for every file in it: walked once per folder, not per file.
    const folders = new Map([['', { kind: 'ok' }]]);
    const walk = (folder) => {
        const known = folders.get(folder);
        if (known !== undefined)
            return known;
        const slash = folder.lastIndexOf('/');
        const above = walk(slash < 0 ? '' : folder.slice(0, slash));
        const result = above.kind === 'ok' ? step(listings.kindOf(folder), folder, false) : above;
        folders.set(folder, result);
        return result;
    };
    for (const target of targets) {
        await slice();
        const slash = target.path.lastIndexOf('/');
        const above = walk(slash < 0 ? '' : target.path.slice(0, slash));
        const result = above.kind === 'ok' ? step(listings.kindOf(target.path), target.path, true) : above;
        if (result.kind === 'refused')
            refused.push({ ...target, code: 'unsafe-path', reason: result.reason });
    }
    return refused;
}
/** One step of the walk: what stands at `relative`, the last step being the file itself. */
function step(kind, relative, last) {
    if (kind === 'missing')
        return { kind: 'missing' };
    if (kind === 'symlink')
        return { kind: 'refused', reason: `passes through the symbolic link "${relative}"` };
    if (kind === (last ? 'file' : 'folder'))
        return { kind: 'ok' };
    return {
        kind: 'refused',
        reason: `meets "${relative}", which is not a ${last ? 'regular file' : 'folder'}`,
    };
}
const LISTED = 20;
/** One warning for every refused target, grouped by code, so the log shows them together. */
function describeRefusals(refused) {
    if (refused.length === 0)
        return undefined;
    const shown = refused
        .slice(0, LISTED)
        .map((file) => `${JSON.stringify(file.path)} (${JSON.stringify(file.locale)}, ${file.code}) ${file.reason}`);
    if (refused.length > LISTED)
        shown.push(`and ${refused.length - LISTED} more`);
    return (`The service lists ${refused.length} target ${refused.length === 1 ? 'file' : 'files'} that this action does not write; ` +
        `the other translations are pulled as usual: ${shown.join('; ')}. ` +
        'Rename them on the service, or, if one really is a translation file, allow its path with the allow-target-paths input (see docs/troubleshooting.md).');
}
/**
 * The listing of Show Project with the refused targets taken out: locale codes of another shape
 * first (their files are never selected), then the name rules for the targets `selected` keeps.
 */
function screenProject(project, options) {
    const refusedLocales = project.targetLocales
        .map((locale) => locale.code)
        .filter((code) => !(0,locale_code/* isLocaleCode */.G)(code));
    const masterNames = new Map(project.projectFiles
        .filter((file) => file.masterProjectFileId === null)
        .map((file) => [file.id, file.name]));
    const considered = project.projectFiles.filter((file) => file.masterProjectFileId === null ||
        ((0,locale_code/* isLocaleCode */.G)(file.localeCode) && options.selected(file.localeCode)));
    const refused = screenListing(considered.map((file) => ({
        name: file.name,
        locale: file.localeCode,
        masterName: file.masterProjectFileId === null ? null : (masterNames.get(file.masterProjectFileId) ?? file.name),
    })), options);
    const refusedNames = new Set(refused.map((file) => file.path));
    return {
        project: {
            ...project,
            targetLocales: project.targetLocales.filter((locale) => (0,locale_code/* isLocaleCode */.G)(locale.code)),
            projectFiles: project.projectFiles.filter((file) => file.masterProjectFileId === null ||
                ((0,locale_code/* isLocaleCode */.G)(file.localeCode) && !refusedNames.has(file.name))),
        },
        refusedLocales,
        refused,
    };
}
/**
 * Every rule at once, for a caller that is about to write or upload `targets` of a project
 * (`upload-translations` reads the same paths): the name rules, then lstat from the project's
 * folder. Returns the refused ones; the caller skips them and warns with `describeRefusals`.
 */
async function checkTargetPaths(projectDir, files, options = {}) {
    const byName = screenListing(files, options);
    const refusedNames = new Set(byName.map((file) => file.path));
    const onDisk = await screenOnDisk(projectDir, files
        .filter((file) => file.masterName !== null && !refusedNames.has(file.name))
        .map((file) => ({ path: file.name, locale: file.locale })));
    return [...byName, ...onDisk];
}
/**
 * The whole screen of a listing, as the pull and `upload-translations` both apply it: the name
 * rules, then the disk (a symlinked locale folder would carry a write, or a read, outside the
 * repository). `remoteFiles` is what may be planned; `refused` leaves out the files the user
 * ignores anyway, so that no warning names them.
 */
async function screenTargets(projectDir, project, options) {
    const screened = screenProject(project, options);
    const listed = (0,service/* remoteFilesOf */.D)(screened.project);
    const onDisk = await screenOnDisk(projectDir, listed
        .filter((file) => file.masterId !== null && options.selected(file.locale))
        .map((file) => ({ path: file.name, locale: file.locale })), options.listings);
    const refusedOnDisk = new Set(onDisk.map((file) => file.path));
    return {
        remoteFiles: listed.filter((file) => !refusedOnDisk.has(file.name)),
        refused: [...screened.refused, ...onDisk].filter((file) => !options.isIgnored(file.path)),
        refusedLocales: screened.refusedLocales,
    };
}


/***/ }),

/***/ 3009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ timeSlices)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

/** Steps between two readings of the clock. */
const CLOCK_EVERY = 16;
/**
 * For loops of synchronous file calls (docs/decisions.md, Speed): the returned function, awaited
 * before each step, gives the event loop a turn once `ms` have passed since the last one, so
 * timers and signals are not held up for long.
 */
function timeSlices(ms) {
    let started = performance.now();
    let steps = 0;
    return async () => {
        // The clock is read every CLOCK_EVERY steps: performance.now() costs about 2 us a call, 16 ms
        // of a 9,000-file no-op when read at every file (a CPU profile of the hashing).
        if (++steps % CLOCK_EVERY !== 0 || performance.now() - started <= ms)
            return;
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setImmediate)();
        started = performance.now();
    };
}


/***/ })

};
