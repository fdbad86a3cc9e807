export const id = 241;
export const ids = [241,308];
export const modules = {

/***/ 1241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkoutPullRequestHead: () => (/* binding */ checkoutPullRequestHead)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _git_commit_facts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6417);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(308);
/* harmony import */ var _github_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3116);
/* harmony import */ var _runner_git_auth_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7524);







class PullRequestHeadError extends Error {
    code = 'comment-command';
    constructor(message) {
        super(message);
        this.name = 'PullRequestHeadError';
    }
}
const COPY_BATCH_FILES = 500;
const COPY_BATCH_BYTES = 64 * 1024 * 1024;
function isSafePath(file) {
    return file
        .split('/')
        .every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git');
}
async function copyTree(git, sha, dir) {
    const blobs = [...(await git.listBlobs(sha, undefined))];
    const refused = blobs.find(([file]) => !isSafePath(file));
    if (refused !== undefined)
        throw new PullRequestHeadError(`The pull request's head holds the path ${JSON.stringify(refused[0].slice(0, 200))}, which no checkout may write; nothing was checked.`);
    for (let start = 0; start < blobs.length;) {
        let end = start + 1;
        let bytes = blobs[start]?.[1].size ?? 0;
        while (end < blobs.length && end - start < COPY_BATCH_FILES) {
            bytes += blobs[end]?.[1].size ?? 0;
            if (bytes > COPY_BATCH_BYTES)
                break;
            end += 1;
        }
        const group = blobs.slice(start, end);
        start = end;
        const contents = await git.readBlobs(group.map(([, blob]) => blob.sha));
        for (const [index, [file]] of group.entries()) {
            const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, ...file.split('/'));
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(target), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, contents[index] ?? Buffer.alloc(0), { flag: 'wx' });
        }
    }
}
async function currentPullRequest(github, owner, repo, number) {
    let data;
    try {
        ({ data } = await github.rest.pulls.get({ owner, repo, pull_number: number }));
    }
    catch (error) {
        throw (0,_github_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .toGitHubError */ .Lg)(error, `read pull request #${number}`);
    }
    if (!_git_git_js__WEBPACK_IMPORTED_MODULE_3__.SHA.test(data.head.sha) || !_git_git_js__WEBPACK_IMPORTED_MODULE_3__.SHA.test(data.base.sha))
        throw new PullRequestHeadError(`GitHub gave pull request #${number} no head or base commit; comment again later.`);
    return {
        number,
        headSha: data.head.sha,
        baseSha: data.base.sha,
        baseRef: data.base.ref,
        fromFork: data.head.repo?.full_name !== `${owner}/${repo}`,
    };
}
async function checkoutPullRequestHead(options) {
    const { github, inputs, context, number, logger } = options;
    const { owner, repo } = context;
    if (owner === undefined || repo === undefined)
        throw new PullRequestHeadError('GITHUB_REPOSITORY is not set; run the action in a GitHub workflow.');
    const pull = await currentPullRequest(github, owner, repo, number);
    const repository = await (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.openRepository)({ dir: context.workspace, logger, ...(0,_runner_git_auth_js__WEBPACK_IMPORTED_MODULE_5__/* .gitAuth */ .l)(inputs, context) });
    const git = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__.runnerFor)(repository);
    const shallow = await repository.isShallow();
    await git.run([
        'fetch',
        '--no-tags',
        '--no-recurse-submodules',
        ...(shallow ? ['--depth=1'] : []),
        '--end-of-options',
        'origin',
        `+refs/pull/${number}/head:refs/remotes/pull/${number}/head`,
    ], { network: true });
    if (!(await (0,_git_commit_facts_js__WEBPACK_IMPORTED_MODULE_6__/* .hasCommit */ .QE)(git, pull.headSha)))
        throw new PullRequestHeadError(`Pull request #${number} moved on while its head was fetched (${pull.headSha.slice(0, 7)} is gone); comment again.`);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(context.runnerTemp ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), `translation-sync-pr-${number}-`));
    const dispose = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    try {
        await copyTree(git, pull.headSha, dir);
    }
    catch (error) {
        await dispose();
        throw error;
    }
    logger.info(`Checking pull request #${number} at its head ${pull.headSha.slice(0, 7)}${pull.fromFork ? ' (from a fork: its files are read, nothing of it is run)' : ''}.`);
    return {
        context: { ...context, workspace: dir, repositoryDir: repository.dir, pullRequest: pull },
        dispose,
    };
}


/***/ }),

/***/ 6417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QE: () => (/* binding */ hasCommit),
/* harmony export */   Vg: () => (/* binding */ logCommits),
/* harmony export */   fE: () => (/* binding */ isShallow),
/* harmony export */   pB: () => (/* binding */ readCommitObject),
/* harmony export */   s5: () => (/* binding */ fetchIfMissing)
/* harmony export */ });
async function isShallow(git) {
    return (await git.run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}
async function readCommitObject(git, sha) {
    const text = await git.run(['cat-file', 'commit', sha]);
    const lines = (text.split('\n\n', 1)[0] ?? '').split('\n');
    return {
        tree: lines.find((line) => line.startsWith('tree '))?.slice('tree '.length) ?? '',
        parents: lines.filter((line) => line.startsWith('parent ')).map((line) => line.slice('parent '.length)),
    };
}
async function hasCommit(git, sha) {
    return (await git.tryRun(['cat-file', '-e', `${sha}^{commit}`])) !== undefined;
}
async function fetchIfMissing(git, remote, sha) {
    if (await hasCommit(git, sha))
        return true;
    const depth = (await isShallow(git)) ? ['--depth=1'] : [];
    await git.tryRun(['fetch', '--no-tags', '--no-recurse-submodules', ...depth, '--end-of-options', remote, sha], { network: true });
    return hasCommit(git, sha);
}
const FIELD = '\x1f';
const RECORD = '\x1e';
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

class GitError extends Error {
    name = 'GitError';
    code;
    constructor(code, message, options) {
        const cause = options?.cause === undefined ? undefined : redactedCause(options.cause);
        super((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(message), cause === undefined ? undefined : { cause });
        this.code = code;
    }
}
function redactedCause(cause) {
    if (cause instanceof Error) {
        const copy = new Error((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(cause.message));
        copy.name = cause.name;
        copy.stack = (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(cause.stack ?? `${cause.name}: ${cause.message}`);
        return copy;
    }
    return new Error((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(String(cause)));
}
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





const MINIMUM_GIT = [2, 31];
const runners = new WeakMap();
const READ_BATCH_FILES = 500;
const MAX_FOLDER_PATHSPECS = 256;
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
async function chooseAuthHeader(runner, auth) {
    if (auth?.token === undefined || auth.token.length === 0)
        return undefined;
    const server = auth.serverUrl.replace(/\/+$/, '');
    const kept = await runner.tryRun(['config', '--get-urlmatch', 'http.extraheader', `${server}/`]);
    if (kept !== undefined && kept.trim().length > 0) {
        runner.logger.debug(`Using the credentials that actions/checkout kept for ${server}.`);
        return undefined;
    }
    const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64');
    (0,_client_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .registerSecret */ .cl)(basic);
    return [`http.${server}/.extraheader`, `AUTHORIZATION: basic ${basic}`];
}
async function fetchMissing(runner, shas) {
    for (const sha of shas)
        if (!(await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .fetchIfMissing */ .s5)(runner, 'origin', sha)))
            return false;
    return true;
}
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
            const direct = _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .SHA */ .h.test(ref) ? await runner.listBlobs(ref, folders).catch(() => undefined) : undefined;
            if (direct !== undefined)
                return paths.map((path) => direct.get(path));
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




const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
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
            GIT_TERMINAL_PROMPT: '0',
            ...commandConfigEnv(config),
            ...options?.env,
        };
        const signal = options?.signal;
        const git = (0,simple_git__WEBPACK_IMPORTED_MODULE_2__/* .simpleGit */ .Lp)({
            baseDir: dir,
            timeout: { block: 10 * 60_000 },
            ...(signal === undefined ? {} : { abort: signal }),
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
    const plumbingEnv = (extra) => ({
        ...process.env,
        GIT_TERMINAL_PROMPT: '0',
        ...commandConfigEnv(safety),
        ...extra,
    });
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
