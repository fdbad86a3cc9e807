export const id = 444;
export const ids = [444];
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

/***/ 6524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ assertIdentity),
/* harmony export */   Q_: () => (/* binding */ assertRemoteName),
/* harmony export */   ae: () => (/* binding */ assertBranchName),
/* harmony export */   kk: () => (/* binding */ checkTranslationPaths)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3341);



function precheckBranchName(name, role) {
    if (name.length === 0 || name.startsWith('-') || /[\u0000-\u001f\u007f]/.test(name) || name.length > 255) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_INVALID_BRANCH', `The ${role} branch name ${JSON.stringify(name)} is not a valid git branch name. ` +
            'Use letters, digits, "/", "-", "_" and "." (it must not start with "-").');
    }
}
async function assertBranchName(git, name, role) {
    precheckBranchName(name, role);
    const normalized = await git.tryRun(['check-ref-format', '--branch', name]);
    if (normalized === undefined || normalized.replace(/\n$/, '') !== name) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_INVALID_BRANCH', `The ${role} branch name ${JSON.stringify(name)} is not a valid git branch name (see \`git check-ref-format\`). ` +
            'Use letters, digits, "/", "-", "_" and ".".');
    }
}
function assertRemoteName(remote) {
    if (!/^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(remote)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_INVALID_REMOTE', `The remote ${JSON.stringify(remote)} is not a remote name; pass the name of a configured remote such as "origin".`);
    }
}
function assertIdentity(identity, role) {
    const bad = (text) => text.trim().length === 0 || /[<>\n\r\0]/.test(text);
    if (bad(identity.name) || bad(identity.email)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_INVALID_IDENTITY', `The ${role} identity must look like "Display Name <email@example.com>" (no newlines or extra angle brackets).`);
    }
}
function checkTranslationPaths(worktree, paths, regularFiles) {
    const checked = new Set();
    for (const path of paths) {
        const segments = path.split('/');
        const unsafe = path.length === 0 ||
            (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path) ||
            /^[A-Za-z]:/.test(path) ||
            path.includes('\\') ||
            path.includes('\0') ||
            segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.toLowerCase() === '.git');
        if (unsafe) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_INVALID_PATH', `Refusing to commit ${JSON.stringify(path)}: translation paths must be relative to the repository root, use "/" and stay outside .git.`);
        }
        const kind = regularFiles?.has(path) === true ? 'file' : kindOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(worktree, ...segments));
        if (kind !== 'file') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_INVALID_PATH', `Refusing to commit ${JSON.stringify(path)}: it is ${kind === 'missing' ? 'missing from the worktree' : 'not a regular file (a symlink or folder)'}.`);
        }
        checked.add(path);
    }
    return [...checked].sort();
}
function kindOf(path) {
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false });
        if (stats === undefined)
            return 'missing';
        return stats.isFile() ? 'file' : 'other';
    }
    catch {
        return 'missing';
    }
}


/***/ }),

/***/ 7444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ baseShaOf),
/* harmony export */   Lf: () => (/* binding */ assertBranchNames),
/* harmony export */   _H: () => (/* binding */ lsRemote),
/* harmony export */   askRemote: () => (/* binding */ askRemote),
/* harmony export */   yb: () => (/* binding */ fetchRemoteState)
/* harmony export */ });
/* harmony import */ var _commit_facts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6417);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3341);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6916);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6524);




async function assertBranchNames(git, names) {
    (0,_names_js__WEBPACK_IMPORTED_MODULE_2__/* .assertRemoteName */ .Q_)(names.remote);
    await Promise.all([
        (0,_names_js__WEBPACK_IMPORTED_MODULE_2__/* .assertBranchName */ .ae)(git, names.base, 'base'),
        (0,_names_js__WEBPACK_IMPORTED_MODULE_2__/* .assertBranchName */ .ae)(git, names.branch, 'pull request'),
    ]);
    if (names.base === names.branch) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .X('GIT_INVALID_BRANCH', `The pull request branch must differ from the base branch "${names.base}".`);
    }
}
function askRemote(git, names, more = [], signal) {
    const checked = assertBranchNames(git, names);
    const heads = checked.then(() => lsRemote(git, names.remote, [names.base, names.branch, ...more], signal));
    heads.catch(() => undefined);
    return { ...names, checked, heads, askedAt: performance.now() };
}
function baseShaOf(heads, remote, base) {
    const sha = heads.get(base);
    if (sha === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .X('GIT_BASE_NOT_FOUND', `The base branch "${base}" does not exist on ${remote}; check the base input.`);
    }
    return sha;
}
async function fetchRemoteState(git, remote, base, branch, heads) {
    const branchExists = heads.has(branch);
    const seen = { baseSha: baseShaOf(heads, remote, base), branchSha: heads.get(branch) };
    if (await hasCommits(git, [seen.baseSha, ...(seen.branchSha === undefined ? [] : [seen.branchSha])]))
        return seen;
    const branchHere = seen.branchSha !== undefined && (await hasCommits(git, [seen.branchSha]));
    const refspecs = [`+refs/heads/${base}:refs/remotes/${remote}/${base}`];
    if (branchExists && !branchHere)
        refspecs.push(`+refs/heads/${branch}:refs/remotes/${remote}/${branch}`);
    const shallow = await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .isShallow */ .fE)(git);
    await git.run([
        'fetch',
        '--verbose',
        '--no-tags',
        '--no-recurse-submodules',
        ...(shallow ? ['--depth=1'] : []),
        '--end-of-options',
        remote,
        ...refspecs,
    ], { network: true });
    const resolve = async (ref) => (await git.run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim();
    return {
        baseSha: await resolve(`refs/remotes/${remote}/${base}`),
        branchSha: !branchExists || branchHere ? seen.branchSha : await resolve(`refs/remotes/${remote}/${branch}`),
    };
}
async function hasCommits(git, shas) {
    if (!shas.every((sha) => _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .SHA */ .h.test(sha)))
        return false;
    const lines = (await git.runWithInput(['cat-file', '--batch-check'], `${shas.join('\n')}\n`)).split('\n');
    return shas.every((sha, index) => lines[index]?.startsWith(`${sha} commit `) === true);
}
async function lsRemote(git, remote, branches, signal) {
    const output = await git.run(['ls-remote', '--heads', '--end-of-options', remote, ...branches.map((name) => `refs/heads/${name}`)], { network: true, ...(signal === undefined ? {} : { signal }) });
    const heads = new Map();
    for (const line of output.split('\n')) {
        const [sha, ref] = line.split('\t');
        if (sha !== undefined && ref?.startsWith('refs/heads/') === true)
            heads.set(ref.slice('refs/heads/'.length), sha);
    }
    return heads;
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
