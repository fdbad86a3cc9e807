export const id = 308;
export const ids = [308];
export const modules = {

/***/ 6417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QE: () => (/* binding */ hasCommit),
/* harmony export */   Vg: () => (/* binding */ logCommits),
/* harmony export */   fE: () => (/* binding */ isShallow),
/* harmony export */   pB: () => (/* binding */ readCommitObject),
/* harmony export */   s5: () => (/* binding */ fetchIfMissing)
/* harmony export */ });
/**
 * Facts of the checkout and of commits, each read one way. actions/checkout fetches one commit
 * deep by default: `git log` then shows the boundary's commits without parents (the shallow file
 * grafts them away), while the commit object itself still names them.
 */
/** Whether the checkout is shallow: some commits' parents are not in it. */
async function isShallow(git) {
    return (await git.run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
/** A commit's tree and parents from the raw object (`git cat-file commit`). */
async function readCommitObject(git, sha) {
    const text = await git.run(['cat-file', 'commit', sha]);
    const lines = (text.split('\n\n', 1)[0] ?? '').split('\n');
    return {
        tree: lines.find((line) => line.startsWith('tree '))?.slice('tree '.length) ?? '',
        parents: lines.filter((line) => line.startsWith('parent ')).map((line) => line.slice('parent '.length)),
    };
}
/** Whether the checkout has the commit. */
async function hasCommit(git, sha) {
    return (await git.tryRun(['cat-file', '-e', `${sha}^{commit}`])) !== undefined;
}
/**
 * Whether the checkout has the commit, after fetching it from `remote` when it lacks it, with the
 * runner's credentials (the same as the push's: with `persist-credentials: false` an anonymous
 * fetch of a private repository gets 401). A shallow checkout fetches it one commit deep, which
 * is enough to compare trees and never pulls in a whole history.
 */
async function fetchIfMissing(git, remote, sha) {
    if (await hasCommit(git, sha))
        return true;
    const depth = (await isShallow(git)) ? ['--depth=1'] : [];
    await git.tryRun(['fetch', '--no-tags', '--no-recurse-submodules', ...depth, '--end-of-options', remote, sha], { network: true });
    return hasCommit(git, sha);
}
const FIELD = '\x1f';
const RECORD = '\x1e';
/**
 * The commits `git log` lists for `args` (the range, the limits, `--name-only`), read one way for
 * every reader of commit history. With `objectParents`, a commit at a shallow boundary, which the
 * log shows without parents, gets the parents its object names.
 */
async function logCommits(git, args, options = {}) {
    const output = await git.run([
        'log',
        '-z',
        '--no-decorate',
        `--format=${RECORD}%H${FIELD}%ct${FIELD}%P${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce${FIELD}%B${FIELD}`,
        ...args,
    ]);
    const commits = [];
    for (const record of output.split(RECORD)) {
        if (record === '')
            continue;
        const end = record.lastIndexOf(FIELD);
        const [sha = '', seconds = '', parents = '', authorName = '', authorEmail = '', committerName = '', committerEmail = '', message = '',] = record.slice(0, end).split(FIELD);
        const listed = parents.split(' ').filter((parent) => parent !== '');
        commits.push({
            sha,
            seconds: Number(seconds),
            parents: listed.length === 0 && options.objectParents === true
                ? (await readCommitObject(git, sha)).parents
                : listed,
            authorName,
            authorEmail,
            committerName,
            committerEmail,
            message,
            files: record
                .slice(end + 1)
                .split('\0')
                .map((name) => name.replace(/^\n/, ''))
                .filter((name) => name !== ''),
        });
    }
    return commits;
}


/***/ }),

/***/ 3341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ BranchNotOwnedError),
/* harmony export */   X: () => (/* binding */ GitError)
/* harmony export */ });
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5078);

/**
 * Every failure of the git adapter. The message and the cause pass through redact(): git's stderr
 * can echo a remote URL or, with tracing on, a header that carries the token.
 */
class GitError extends Error {
    name = 'GitError';
    code;
    constructor(code, message, options) {
        const cause = options?.cause === undefined ? undefined : redactedCause(options.cause);
        super((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(message), cause === undefined ? undefined : { cause });
        this.code = code;
    }
}
/** A copy of the cause that holds only redacted text, so no secret survives in `error.cause`. */
function redactedCause(cause) {
    if (cause instanceof Error) {
        const copy = new Error((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(cause.message));
        copy.name = cause.name;
        copy.stack = (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(cause.stack ?? `${cause.name}: ${cause.message}`);
        return copy;
    }
    return new Error((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(String(cause)));
}
/**
 * The translation branch holds a person's commit that the action will neither drop nor send
 * (R43, R69): the run stops with nothing pushed. `actionsBranch` when an own commit of the action
 * is under it, so that its pull request is the action's and may be told why (issue 56);
 * `refused` says which commit and why, for that pull request's body.
 */
class BranchNotOwnedError extends GitError {
    branch;
    found;
    constructor(branch, found, message, options) {
        super('GIT_BRANCH_NOT_OWNED', message, options);
        this.branch = branch;
        this.found = found;
    }
}


/***/ }),

/***/ 308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SHA: () => (/* reexport safe */ _runner_js__WEBPACK_IMPORTED_MODULE_2__.h),
/* harmony export */   mergeBase: () => (/* binding */ mergeBase),
/* harmony export */   openRepository: () => (/* binding */ openRepository),
/* harmony export */   runnerFor: () => (/* binding */ runnerFor)
/* harmony export */ });
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5078);
/* harmony import */ var _commit_facts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6417);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3341);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6916);




/** A full object id, for the modules outside src/git that check one. */

const MINIMUM_GIT = [2, 31]; // GIT_CONFIG_COUNT, which keeps the token off the command line
const runners = new WeakMap();
/** Files read from git per `cat-file --batch` process: memory stays bounded on big pulls. */
const READ_BATCH_FILES = 500;
/**
 * Past this many folders, blobsAtRef lists the whole tree rather than name each folder on the
 * command line.
 */
const MAX_FOLDER_PATHSPECS = 256;
/**
 * The folders to list for `paths`: their parent folders, or undefined (the whole tree) when one
 * sits at the top or there are too many. Listing folders and picking the paths from the listing
 * is what makes blobsAtRef fast: `git cat-file --batch-check` resolves each `<ref>:<path>` from
 * the root tree again, seconds for a 9,000-file pull request, where one `git ls-tree` of their
 * 30 folders takes a tenth of a second.
 */
function foldersOf(paths) {
    const folders = new Set();
    for (const path of paths) {
        const slash = path.lastIndexOf('/');
        if (slash <= 0)
            return undefined;
        folders.add(path.slice(0, slash));
        if (folders.size > MAX_FOLDER_PATHSPECS)
            return undefined;
    }
    return [...folders];
}
/** The bytes of blobs by id, READ_BATCH_FILES to a `git cat-file --batch`; undefined stays undefined. */
async function readBlobsOf(runner, blobs) {
    const found = [];
    for (let start = 0; start < blobs.length; start += READ_BATCH_FILES) {
        const group = blobs.slice(start, start + READ_BATCH_FILES);
        const present = group.filter((blob) => blob !== undefined);
        const bytes = await runner.readBlobs(present.map((blob) => blob.sha));
        let next = 0;
        for (const blob of group)
            found.push(blob === undefined ? undefined : bytes[next++]);
    }
    return found;
}
/** The runner behind a repository made by openRepository(); src/git's modules use it for plumbing. */
function runnerFor(repo) {
    const runner = runners.get(repo);
    if (runner === undefined)
        throw new TypeError('This GitRepository was not created by openRepository().');
    return runner;
}
async function assertGitVersion(runner) {
    const text = await runner.run(['version']);
    const match = /(\d+)\.(\d+)/.exec(text);
    const major = Number(match?.[1] ?? 0);
    const minor = Number(match?.[2] ?? 0);
    if (major < MINIMUM_GIT[0] || (major === MINIMUM_GIT[0] && minor < MINIMUM_GIT[1])) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .X('GIT_TOO_OLD', `${text.trim()} is too old; install git ${MINIMUM_GIT.join('.')} or newer on the runner.`);
    }
}
/**
 * Chooses how pushes authenticate. actions/checkout persists an extraheader for the server; git
 * would send both headers if we added ours, and GitHub rejects that, so the checkout's wins.
 */
async function chooseAuthHeader(runner, auth) {
    if (auth?.token === undefined || auth.token.length === 0)
        return undefined;
    const server = auth.serverUrl.replace(/\/+$/, '');
    // Exit 1 and no output when nothing is set.
    const kept = await runner.tryRun(['config', '--get-urlmatch', 'http.extraheader', `${server}/`]);
    if (kept !== undefined && kept.trim().length > 0) {
        runner.logger.debug(`Using the credentials that actions/checkout kept for ${server}.`);
        return undefined;
    }
    const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64');
    (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .registerSecret */ .cl)(basic);
    return [`http.${server}/.extraheader`, `AUTHORIZATION: basic ${basic}`];
}
/** Fetches from origin the commits git lacks (fetchIfMissing); false when one cannot be had. */
async function fetchMissing(runner, shas) {
    for (const sha of shas)
        if (!(await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .fetchIfMissing */ .s5)(runner, 'origin', sha)))
            return false;
    return true;
}
/**
 * The merge base of a pull request's base and head, which GitHub's "Files changed" compares from:
 * diffing base.sha directly would show what the base gained since the branch left it as removed.
 * A shallow checkout is deepened (bounded) until the two meet; undefined when they never do.
 */
async function mergeBase(repo, baseSha, headSha) {
    if (!_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(baseSha) || !_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(headSha))
        return undefined;
    const runner = runnerFor(repo);
    if (!(await fetchMissing(runner, [baseSha, headSha])))
        return undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
        const found = await runner.tryRun(['merge-base', '--end-of-options', baseSha, headSha]);
        if (found !== undefined && found.trim() !== '')
            return found.trim();
        if (!(await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .isShallow */ .fE)(runner)))
            return undefined;
        await runner.tryRun([
            'fetch',
            '--no-tags',
            '--no-recurse-submodules',
            '--deepen=100',
            '--end-of-options',
            'origin',
            baseSha,
            headSha,
        ], { network: true });
    }
    return undefined;
}
async function openRepository(options) {
    (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .registerSecret */ .cl)(options.auth?.token);
    const probe = (0,_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .createRunner */ .j)(options.dir, options.logger, undefined);
    await assertGitVersion(probe);
    const topLevel = (await probe.run(['rev-parse', '--show-toplevel'])).trim();
    const runner = (0,_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .createRunner */ .j)(topLevel, options.logger, await chooseAuthHeader(probe, options.auth));
    const shallow = () => (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .isShallow */ .fE)(runner);
    const repository = {
        dir: topLevel,
        headSha: async () => (await runner.run(['rev-parse', '--verify', 'HEAD^{commit}'])).trim(),
        isShallow: shallow,
        async changedPaths(fromSha, toSha) {
            if (!_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(fromSha) || !_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(toSha) || /^0+$/.test(fromSha))
                return undefined;
            if (!(await fetchMissing(runner, [fromSha, toSha])))
                return undefined;
            const names = await runner.run(['diff', '--name-only', '--no-renames', '-z', fromSha, toSha, '--']);
            return names.split('\0').filter((name) => name.length > 0);
        },
        async readFileAtRef(ref, path) {
            if (ref.startsWith('-') || path.startsWith('-'))
                return undefined;
            const spec = `${ref}:${path}`;
            if ((await runner.tryRun(['cat-file', '-e', spec])) === undefined)
                return undefined;
            return runner.readBlob(spec);
        },
        async readFilesAtRef(ref, paths) {
            return readBlobsOf(runner, await repository.blobsAtRef(ref, paths));
        },
        async blobsAtRef(ref, paths) {
            if (ref.startsWith('-') || paths.length === 0)
                return paths.map(() => undefined);
            const folders = foldersOf(paths);
            // A full object id is listed at once: one git process fewer, each a fork of this process.
            // Should ls-tree fail (an object the checkout lacks), the check below decides as for any ref.
            const direct = _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(ref) ? await runner.listBlobs(ref, folders).catch(() => undefined) : undefined;
            if (direct !== undefined)
                return paths.map((path) => direct.get(path));
            // A ref that names no commit (the parent of a first commit) holds no file.
            const tree = await runner.tryRun([
                'rev-parse',
                '--verify',
                '--quiet',
                '--end-of-options',
                `${ref}^{tree}`,
            ]);
            if (!_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(tree?.trim() ?? ''))
                return paths.map(() => undefined);
            const listed = await runner.listBlobs(ref, folders);
            return paths.map((path) => listed.get(path));
        },
        readBlobs: (blobs) => readBlobsOf(runner, blobs),
        async worktreeBlobIds(paths) {
            // --stdin-paths reads one path a line: a path with a line break is not asked about.
            const asked = paths.filter((path) => !/[\r\n]/.test(path));
            if (asked.length === 0)
                return paths.map(() => undefined);
            const ids = (await runner.runWithInput(['hash-object', '--stdin-paths'], `${asked.join('\n')}\n`))
                .split('\n')
                .filter((line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(line));
            const byPath = new Map(asked.map((path, index) => [path, ids[index]]));
            return paths.map((path) => byPath.get(path));
        },
    };
    runners.set(repository, runner);
    return repository;
}


/***/ }),

/***/ 6916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ SHA),
/* harmony export */   j: () => (/* binding */ createRunner)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6332);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3341);




/** A full object id: SHA-1, or SHA-256 in a repository that uses it. */
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * Config for every command. Hooks and fsmonitor are off so that nothing from the repository runs
 * (R36, R37). It travels as GIT_CONFIG_COUNT/KEY/VALUE, the environment form of `-c`: scoped to
 * one command like `-c`, but not visible in the process list and never written to .git/config.
 */
function commandConfigEnv(entries) {
    const inherited = Number.parseInt(process.env.GIT_CONFIG_COUNT ?? '0', 10);
    const start = Number.isSafeInteger(inherited) && inherited > 0 ? inherited : 0;
    const env = { GIT_CONFIG_COUNT: String(start + entries.length) };
    entries.forEach(([key, value], index) => {
        env[`GIT_CONFIG_KEY_${start + index}`] = key;
        env[`GIT_CONFIG_VALUE_${start + index}`] = value;
    });
    return env;
}
function createRunner(dir, logger, authHeader) {
    const safety = [
        ['core.hooksPath', '/dev/null'],
        ['core.fsmonitor', 'false'],
    ];
    const instance = (options) => {
        const config = options?.network === true && authHeader !== undefined ? [...safety, authHeader] : safety;
        const env = {
            ...process.env,
            GIT_TERMINAL_PROMPT: '0', // a missing credential fails instead of waiting for a prompt
            ...commandConfigEnv(config),
            ...options?.env,
        };
        const signal = options?.signal;
        const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({
            baseDir: dir,
            timeout: { block: 10 * 60_000 },
            ...(signal === undefined ? {} : { abort: signal }),
            // simple-git refuses some environment variables and configs unless told; these categories
            // cover only our own safety config and the runner's inherited environment, which we trust.
            // The argument checks (--upload-pack, --template, -c) stay on.
            unsafe: {
                allowUnsafeHooksPath: true,
                allowUnsafeFsMonitor: true,
                allowUnsafeConfigEnvCount: true,
                allowUnsafeConfigPaths: true,
                allowUnsafeEditor: true,
                allowUnsafeAskPass: true,
                allowUnsafePager: true,
                allowUnsafeSshCommand: true,
                allowUnsafeGitProxy: true,
                allowUnsafeDiffExternal: true,
            },
        }).env(env);
        // Interrupted, git leaves its remote helper running, and the helper holds git's stdout and
        // stderr: our ends of them are closed too, so that an ended command holds nothing of the run.
        if (signal !== undefined)
            git.outputHandler((_command, stdout, stderr) => {
                const close = () => {
                    for (const stream of [stdout, stderr])
                        if (stream instanceof node_stream__WEBPACK_IMPORTED_MODULE_1__.Readable)
                            stream.destroy();
                };
                if (signal.aborted)
                    close();
                else
                    signal.addEventListener('abort', close, { once: true });
            });
        return git;
    };
    /** The environment of the commands spawned directly, the same as simple-git's for a local command. */
    const plumbingEnv = (extra) => ({
        ...process.env,
        GIT_TERMINAL_PROMPT: '0',
        ...commandConfigEnv(safety),
        ...extra,
    });
    // Commands that talk to a remote go through simple-git (its argument checks, its timeout for a
    // server that stops answering); the rest are spawned directly. simple-git waits 50 ms more after
    // a command that prints nothing, and leaves a 50 ms timer behind every command, which would keep
    // a finished run alive after its last line.
    const run = async (args, options) => {
        if (options?.network !== true)
            return runWithStdin(dir, plumbingEnv(options?.env), args, undefined);
        try {
            return await instance(options).raw([...args]);
        }
        catch (error) {
            const detail = error instanceof Error ? error.message.trim() : String(error);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ${args[0] ?? ''} failed: ${detail}`, { cause: error });
        }
    };
    return {
        dir,
        logger,
        run,
        tryRun: (args, options) => run(args, options).catch(() => undefined),
        async readBlobs(shas) {
            const blobs = await catFileSpecs(dir, plumbingEnv(), shas);
            return blobs.map((blob, index) => {
                if (blob === undefined)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .X('GIT_COMMAND_FAILED', `git has no blob ${shas[index] ?? ''}.`);
                return blob;
            });
        },
        listBlobs: (ref, folders) => lsTreeBlobs(dir, plumbingEnv(), ref, folders),
        runWithInput: (args, input, options) => runWithStdin(dir, plumbingEnv(options?.env), args, input),
        readBlob: (spec) => runWithStdin(dir, plumbingEnv(), ['cat-file', 'blob', spec], undefined, 'buffer'),
    };
}
/**
 * `git cat-file --batch` over object names (blob ids, or `<ref>:<path>`): one process for any
 * number of files, their bytes untouched; a name git reports `missing` (or `ambiguous`), or that names a
 * folder, gives undefined.
 */
async function catFileSpecs(dir, env, specs) {
    if (specs.length === 0)
        return [];
    const output = await runWithStdin(dir, env, ['cat-file', '--batch'], `${specs.join('\n')}\n`, 'buffer');
    const found = [];
    let offset = 0;
    for (const spec of specs) {
        const end = output.indexOf(0x0a, offset);
        if (end < 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .X('GIT_COMMAND_FAILED', `git cat-file --batch stopped before ${spec}.`);
        const header = output.subarray(offset, end).toString('utf8');
        if (header === `${spec} missing` || header === `${spec} ambiguous`) {
            found.push(undefined);
            offset = end + 1;
            continue;
        }
        const [, type, size] = header.split(' ');
        const length = Number(size);
        if (!Number.isSafeInteger(length))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .X('GIT_COMMAND_FAILED', `git cat-file --batch: "${header}".`);
        found.push(type === 'blob' ? output.subarray(end + 1, end + 1 + length) : undefined);
        offset = end + 1 + length + 1;
    }
    return found;
}
/**
 * `git ls-tree -r -l -z` of `ref` (from the top of the tree, pathspecs taken literally): each
 * blob's id and size by path. Symbolic links are blobs too, as cat-file sees them; submodules
 * (commits) and folders are left out.
 */
async function lsTreeBlobs(dir, env, ref, folders) {
    const args = ['ls-tree', '-r', '-l', '-z', '--full-tree', '--end-of-options', ref];
    if (folders !== undefined)
        args.push('--', ...folders);
    const output = await runWithStdin(dir, { ...env, GIT_LITERAL_PATHSPECS: '1' }, args, undefined, 'buffer');
    const blobs = new Map();
    let start = 0;
    while (start < output.length) {
        let end = output.indexOf(0, start);
        if (end < 0)
            end = output.length;
        const tab = output.indexOf(0x09, start);
        if (tab < 0 || tab > end)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .X('GIT_COMMAND_FAILED', 'git ls-tree printed a line without a path.');
        const [mode = '', type, sha = '', size] = output.toString('latin1', start, tab).split(/ +/);
        const bytes = Number(size);
        if (type === 'blob') {
            if (!Number.isSafeInteger(bytes) || !SHA.test(sha))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ls-tree printed "${output.toString('utf8', start, tab)}".`);
            blobs.set(output.toString('utf8', tab + 1, end), { sha, size: bytes, mode });
        }
        start = end + 1;
    }
    return blobs;
}
async function runWithStdin(dir, env, args, input, output = 'text') {
    const child = input === undefined
        ? (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...args], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
        : (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...args], { cwd: dir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise((resolve, reject) => {
        child.once('error', reject);
        child.once('close', resolve);
    });
    const stderr = [];
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    // A git that exits before reading all of its input (an error) makes the write fail with EPIPE,
    // which would otherwise be an unhandled error event; its exit code and stderr say what happened.
    let unread;
    child.stdin?.on('error', (error) => (unread = error));
    child.stdin?.end(input);
    const chunks = [];
    for await (const chunk of child.stdout)
        chunks.push(chunk);
    const code = await exited;
    if (code !== 0 || unread !== undefined) {
        const detail = Buffer.concat(stderr).toString('utf8').trim() || (unread?.message ?? '');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ${args[0] ?? ''} failed (exit ${code}): ${detail}`);
    }
    const bytes = Buffer.concat(chunks);
    return output === 'buffer' ? bytes : bytes.toString('utf8');
}


/***/ })

};
