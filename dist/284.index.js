export const id = 284;
export const ids = [284,308];
export const modules = {

/***/ 7203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ holdRefusedBranch)
/* harmony export */ });
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3341);
/* harmony import */ var _github_auto_merge_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7661);
/* harmony import */ var _github_pull_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6592);
/* harmony import */ var _github_refused_branch_section_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9798);




async function holdRefusedBranch(error, target, logger, openPull) {
    if (!(error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BranchNotOwnedError */ .T) || !error.found.actionsBranch)
        return;
    const { owner, repo, base } = target;
    const branch = error.branch;
    try {
        const github = await target.github();
        const pull = await (openPull ?? (0,_github_pull_request_js__WEBPACK_IMPORTED_MODULE_2__/* .findOpenPull */ .z)(github, { owner, repo, base, branch }));
        if (pull === undefined)
            return;
        const outcome = await (0,_github_auto_merge_js__WEBPACK_IMPORTED_MODULE_1__/* .applyAutoMerge */ .c)(github, { owner, repo, base, number: pull.number }, { method: 'merge', clean: false, because: `branch ${branch} holds a commit this run refused` }, logger);
        const turned = outcome.state === 'disabled' ? 'turned-off' : outcome.state === 'off' ? 'was-off' : 'not-turned-off';
        const body = (0,_github_refused_branch_section_js__WEBPACK_IMPORTED_MODULE_3__/* .refusedBranchBody */ .x)(pull.body ?? '', error.found.refused, turned);
        await github.rest.pulls.update({ owner, repo, pull_number: pull.number, body });
        logger.info(`Pull request #${pull.number}: its body says why the run stopped and what to do.`);
    }
    catch (failure) {
        logger.warning(`Could not turn off auto-merge of the pull request for ${branch}, or say why in its body: ${failure.message}. Until the refused commit is gone, check that auto-merge is off on that pull request.`);
    }
}


/***/ }),

/***/ 445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ detectFormat)
/* harmony export */ });
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
function detectFormat(fileName) {
    const lower = fileName.toLowerCase();
    return EXTENSIONS.find(([extension]) => lower.endsWith(extension))?.[1];
}


/***/ }),

/***/ 7857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ PLURAL_FORMS),
/* harmony export */   aV: () => (/* binding */ isPluralKeySet),
/* harmony export */   zr: () => (/* binding */ isPluralForm)
/* harmony export */ });
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
function isPluralForm(value) {
    return PLURAL_FORMS.includes(value);
}
function isPluralKeySet(keys) {
    return keys.length > 0 && keys.includes('other') && keys.every(isPluralForm);
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

/***/ 5927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ isInBase)
/* harmony export */ });
/* harmony import */ var _commit_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6417);

const DEEPEN_STEPS = [10, 100];
async function isInBase(git, sha, baseSha, options) {
    const isAncestor = async () => (await git.tryRun(['merge-base', '--is-ancestor', '--end-of-options', sha, baseSha])) !== undefined;
    if (await isAncestor())
        return true;
    if (options.merged !== undefined) {
        try {
            if (await options.merged(sha)) {
                git.logger.info(`GitHub merged ${sha.slice(0, 12)} through a pull request, so rebuilding the branch loses nothing.`);
                return true;
            }
        }
        catch (error) {
            git.logger.debug(`Could not ask GitHub whether ${sha.slice(0, 12)} was merged: ${String(error)}`);
        }
    }
    for (const deepen of DEEPEN_STEPS) {
        if (!(await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .isShallow */ .fE)(git)))
            return false;
        await git.tryRun([
            'fetch',
            '--no-tags',
            '--no-recurse-submodules',
            `--deepen=${deepen}`,
            '--end-of-options',
            options.remote,
            baseSha,
        ], { network: true });
        if (await isAncestor())
            return true;
    }
    return false;
}


/***/ }),

/***/ 2425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BX: () => (/* binding */ foreignCommits),
/* harmony export */   Dq: () => (/* binding */ refusalToDrop),
/* harmony export */   eV: () => (/* binding */ managedCommitMessage),
/* harmony export */   kI: () => (/* binding */ describeCommits),
/* harmony export */   uv: () => (/* binding */ isOwnCommit)
/* harmony export */ });
/* harmony import */ var _commit_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6417);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3341);
/* harmony import */ var _in_base_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5927);



const MANAGED_TRAILER = 'Translation-Sync: managed';
const GITHUB_COMMITTER = Object.freeze({ name: 'GitHub', email: 'noreply@github.com' });
function managedCommitMessage(message) {
    const trimmed = message.trimEnd();
    if (lastParagraph(trimmed).split('\n').includes(MANAGED_TRAILER))
        return `${trimmed}\n`;
    return `${trimmed}\n\n${MANAGED_TRAILER}\n`;
}
function lastParagraph(message) {
    const paragraphs = message.trimEnd().split(/\n\s*\n/);
    return paragraphs[paragraphs.length - 1] ?? '';
}
const sameIdentity = (name, email, identity) => name === identity.name && email.toLowerCase() === identity.email.toLowerCase();
function isOwnCommit(commit, rules) {
    if (commit.parents.length !== 1)
        return false;
    const byAction = sameIdentity(commit.committerName, commit.committerEmail, rules.committer);
    const byGitHub = sameIdentity(commit.committerName, commit.committerEmail, GITHUB_COMMITTER);
    if (lastParagraph(commit.message).split('\n').includes(MANAGED_TRAILER))
        return byAction || byGitHub;
    return byAction && commit.message.trim() === rules.legacyMessage.trim();
}
const LISTED_COMMITS = 50;
function readCommits(git, args) {
    return (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .logCommits */ .Vg)(git, [`--max-count=${LISTED_COMMITS}`, ...args], { objectParents: true });
}
async function foreignCommits(git, branchSha, baseSha, rules, inBase) {
    const [tip] = await readCommits(git, ['--max-count=1', branchSha]);
    if (tip !== undefined && isOwnCommit(tip, rules))
        return [];
    if (await (0,_in_base_js__WEBPACK_IMPORTED_MODULE_2__/* .isInBase */ .b)(git, branchSha, baseSha, inBase))
        return [];
    const dropped = await readCommits(git, [branchSha, '--not', baseSha, '--']);
    const foreign = dropped.filter((commit) => !isOwnCommit(commit, rules));
    return foreign.length > 0 || tip === undefined ? foreign : [tip];
}
function describeCommits(commits) {
    const listed = commits
        .slice(0, 10)
        .map((commit) => `${commit.sha.slice(0, 12)} by ${commit.authorName} <${commit.authorEmail}>: ${JSON.stringify(commit.message.split('\n')[0] ?? '')}`);
    if (commits.length > 10)
        listed.push(`and ${commits.length - 10} more`);
    return listed.join('; ');
}
async function refusalToDrop(git, where, rules, inBase) {
    const foreign = await foreignCommits(git, where.branchSha, where.baseSha, rules, inBase);
    if (foreign.length === 0)
        return undefined;
    const dropped = await readCommits(git, [where.branchSha, '--not', where.baseSha, '--']);
    const actionsBranch = dropped.some((commit) => isOwnCommit(commit, rules));
    return notOwnedError(where.branch, where.remote, foreign, actionsBranch);
}
function notOwnedError(branch, remote, commits, actionsBranch) {
    const refused = `Branch "${branch}" on ${remote} holds commits this action did not make, and rebuilding it would drop them: ${describeCommits(commits)}.`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BranchNotOwnedError */ .T(branch, { actionsBranch, refused }, `${refused} ` +
        `Nothing was pushed. To go on, move those commits to another branch and delete branch "${branch}" so the next run rebuilds it; ` +
        "or, once you have reviewed them, merge the pull request (any merge method: the next run then starts the branch afresh); or set the branch input to a branch of the action's own.");
}


/***/ }),

/***/ 6033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ firstParentCommits),
/* harmony export */   L2: () => (/* binding */ stackedBase),
/* harmony export */   Z6: () => (/* binding */ fetchBranchHistory),
/* harmony export */   hA: () => (/* binding */ readBranchReview),
/* harmony export */   kz: () => (/* binding */ BASE_TRAILER)
/* harmony export */ });
/* harmony import */ var _commit_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6417);
/* harmony import */ var _ownership_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2425);


const REVIEW_DEPTH = 30;
const BASE_TRAILER = 'Translation-Sync-Base:';
async function fetchBranchHistory(git, remote, branch) {
    const depth = (await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .isShallow */ .fE)(git)) ? [`--depth=${REVIEW_DEPTH}`] : [];
    await git.run([
        'fetch',
        '--no-tags',
        '--no-recurse-submodules',
        ...depth,
        '--end-of-options',
        remote,
        `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`,
    ], { network: true });
}
function firstParentCommits(git, tip) {
    return (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .logCommits */ .Vg)(git, ['--first-parent', '--name-only', '--no-renames', `--max-count=${REVIEW_DEPTH}`, tip, '--'], { objectParents: true });
}
async function readBranchReview(git, remote, branch, tip, rules) {
    if (!(await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .fetchIfMissing */ .s5)(git, remote, tip)))
        return undefined;
    const [tipCommit] = await firstParentCommits(git, `${tip}^!`);
    if (tipCommit === undefined || (0,_ownership_js__WEBPACK_IMPORTED_MODULE_0__/* .isOwnCommit */ .uv)(tipCommit, rules))
        return undefined;
    await fetchBranchHistory(git, remote, branch);
    const people = [];
    for (const commit of await firstParentCommits(git, tip)) {
        if ((0,_ownership_js__WEBPACK_IMPORTED_MODULE_0__/* .isOwnCommit */ .uv)(commit, rules))
            return { branch, tip, anchor: commit, commits: people.reverse() };
        if (commit.parents.length !== 1)
            return { branch, commit, reason: 'merge' };
        people.push(commit);
    }
    return { branch, commit: tipCommit, reason: 'no-anchor' };
}
function stackedBase(message) {
    const line = message
        .split('\n')
        .reverse()
        .find((candidate) => candidate.startsWith(BASE_TRAILER));
    return line?.slice(BASE_TRAILER.length).trim();
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


/***/ }),

/***/ 7661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ applyAutoMerge)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);

const READ = `query($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) { id isDraft autoMergeRequest { mergeMethod } }
  }
}`;
const ENABLE = `mutation($id: ID!, $mergeMethod: PullRequestMergeMethod!) {
  enablePullRequestAutoMerge(input: { pullRequestId: $id, mergeMethod: $mergeMethod }) {
    pullRequest { autoMergeRequest { mergeMethod } }
  }
}`;
const DISABLE = `mutation($id: ID!) {
  disablePullRequestAutoMerge(input: { pullRequestId: $id }) {
    pullRequest { autoMergeRequest { mergeMethod } }
  }
}`;
function graphqlErrors(error) {
    const errors = error.errors;
    return Array.isArray(errors) ? errors : undefined;
}
function refusal(error, target, method) {
    const errors = graphqlErrors(error);
    const forbidden = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isRequestFailure */ .UZ)(error) && (error.status === 401 || error.status === 403);
    if (errors === undefined && !forbidden)
        return undefined;
    const said = errors?.map((entry) => entry.message).join('; ') ?? error.message;
    const pull = `pull request #${target.number}`;
    if (/auto.?merge is not allowed/i.test(said))
        return `Auto-merge is not allowed in ${target.owner}/${target.repo}, so ${pull} is left to be merged by hand. An admin can turn on "Allow auto-merge" in the repository's Settings > General > Pull Requests; or set auto-merge: off.`;
    if (forbidden ||
        errors?.some((entry) => entry.type === 'FORBIDDEN') === true ||
        /not accessible/i.test(said))
        return `The github-token may not turn on auto-merge for ${pull} (GitHub: ${said}). Give the job \`permissions: contents: write\` and \`pull-requests: write\`, or pass a GitHub App token that has them; the pull request is left to be merged by hand.`;
    if (/clean status/i.test(said))
        return `GitHub turns on auto-merge only while something is left to wait for, and ${pull} could be merged now: ${target.base} has no required status check or review. Add a branch protection rule or ruleset that requires the checks, or merge it by hand.`;
    if (/merge method|merging is not allowed/i.test(said))
        return `GitHub refused the merge method ${method} for ${pull} (${said}). Allow it in the repository's Settings > General > Pull Requests, or choose another auto-merge method.`;
    return `GitHub refused to change auto-merge for ${pull}: ${said}. The pull request is left to be merged by hand.`;
}
async function applyAutoMerge(github, target, wanted, logger) {
    const { method, clean } = wanted;
    let answer;
    try {
        answer = await github.graphql(READ, {
            owner: target.owner,
            repo: target.repo,
            number: target.number,
        });
    }
    catch (error) {
        const warning = refusal(error, target, method);
        if (warning === undefined)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .toGitHubError */ .Lg)(error, `read the auto-merge of pull request #${target.number}`);
        logger.warning(warning);
        return { state: 'refused', warning };
    }
    const pull = answer.repository?.pullRequest;
    if (pull === null || pull === undefined) {
        const warning = `GitHub did not find pull request #${target.number}, so its auto-merge was not changed.`;
        logger.warning(warning);
        return { state: 'refused', warning };
    }
    const current = pull.autoMergeRequest?.mergeMethod.toLowerCase();
    const because = wanted.because ?? 'the checks found what holds it back in its translations';
    if (!clean) {
        if (current === undefined)
            return { state: 'off', because };
        try {
            await github.graphql(DISABLE, { id: pull.id });
        }
        catch (error) {
            const warning = refusal(error, target, method);
            if (warning === undefined)
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .toGitHubError */ .Lg)(error, `turn off auto-merge for pull request #${target.number}`);
            logger.warning(warning);
            return { state: 'refused', warning };
        }
        logger.info(`Turned off auto-merge for pull request #${target.number}: ${because}.`);
        return { state: 'disabled', because };
    }
    if (current === method)
        return { state: 'kept', method };
    if (pull.isDraft) {
        const warning = `Pull request #${target.number} is a draft, and GitHub does not merge drafts: auto-merge was not turned on. Set draft: false to use auto-merge.`;
        logger.warning(warning);
        return { state: 'refused', warning };
    }
    try {
        await github.graphql(ENABLE, { id: pull.id, mergeMethod: method.toUpperCase() });
    }
    catch (error) {
        const warning = refusal(error, target, method);
        if (warning === undefined)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .toGitHubError */ .Lg)(error, `turn on auto-merge for pull request #${target.number}`);
        logger.warning(warning);
        return { state: 'refused', warning };
    }
    logger.info(`Turned on auto-merge (${method}) for pull request #${target.number}.`);
    return { state: 'enabled', method };
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ toGitHubError),
/* harmony export */   UZ: () => (/* binding */ isRequestFailure),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _client_network_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7390);
/* harmony import */ var _client_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5078);


class GitHubError extends Error {
    name = 'GitHubError';
    code;
    status;
    constructor(code, message, options = {}) {
        const cause = options.cause === undefined ? undefined : new Error((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(errorText(options.cause)));
        super((0,_client_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E$)(message), cause === undefined ? undefined : { cause });
        this.code = code;
        this.status = options.status;
    }
}
function errorText(value) {
    return value instanceof Error ? `${value.name}: ${value.message}` : String(value);
}
function isRequestFailure(error) {
    return (error instanceof Error &&
        typeof error.status === 'number' &&
        error.response !== undefined);
}
const PERMISSION_HINT = 'Give the workflow `permissions: contents: write` and `pull-requests: write`, and turn on the repository ' +
    'setting "Allow GitHub Actions to create and approve pull requests" (Settings > Actions > General), ' +
    'or pass a github-token that may create pull requests.';
function toGitHubError(error, action) {
    if (!isRequestFailure(error)) {
        const failure = (0,_client_network_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .connectionFailureOf */ .k)(error);
        const what = failure === undefined
            ? errorText(error)
            : `no answer came from GitHub: ${failure.text}. Check GITHUB_API_URL and the runner's network, then re-run the workflow`;
        return new GitHubError('GITHUB_API_ERROR', `GitHub: could not ${action}: ${what}.`, { cause: error });
    }
    const { status, message } = error;
    if (status === 403 &&
        /not accessible by integration|not permitted to create or approve pull requests/i.test(message)) {
        return new GitHubError('GITHUB_PERMISSION', `GitHub refused to ${action} (403: ${message}). ${PERMISSION_HINT}`, { status, cause: error });
    }
    if ((status === 403 || status === 429) && /rate limit/i.test(message)) {
        return new GitHubError('GITHUB_RATE_LIMITED', `GitHub's rate limit stopped the attempt to ${action} (${status}: ${message}). Re-run the workflow later.`, {
            status,
            cause: error,
        });
    }
    return new GitHubError('GITHUB_API_ERROR', `GitHub: could not ${action} (${status}: ${message}).`, {
        status,
        cause: error,
    });
}


/***/ }),

/***/ 6775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ mergedThroughPull)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3116);

const LOOKED_AT = 30;
async function mergedThroughPull(github, request, sha) {
    try {
        const { data } = await github.rest.pulls.list({
            owner: request.owner,
            repo: request.repo,
            head: `${request.owner}:${request.branch}`,
            base: request.base,
            state: 'closed',
            sort: 'updated',
            direction: 'desc',
            per_page: LOOKED_AT,
        });
        return data.some((pull) => pull.merged_at !== null && pull.head.sha === sha);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .toGitHubError */ .Lg)(error, `look up the merged pull requests of ${request.branch}`);
    }
}


/***/ }),

/***/ 6592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ findOpenPull),
  A: () => (/* binding */ syncPullRequest)
});

// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(5566);
;// CONCATENATED MODULE: ./src/github/people.ts

const LABEL_HINT = 'GitHub creates a missing label only for a token with `issues: write`: create the label in the repository, or ' +
    'add `issues: write` to the workflow permissions. The next run applies the labels that are missing.';
async function applyPeople(github, request, pull, logger) {
    await applyLabels(github, request, pull, logger, request.labels);
    const { owner, repo } = request;
    const number = pull.number;
    if (request.assignees.length > 0) {
        try {
            await github.rest.issues.addAssignees({
                owner,
                repo,
                issue_number: number,
                assignees: [...request.assignees],
            });
        }
        catch (error) {
            throw (0,errors/* toGitHubError */.Lg)(error, `assign pull request #${number}`);
        }
    }
    await requestReviewers(github, request, pull, logger);
}
async function applyLabels(github, request, pull, logger, labels) {
    const present = new Set((pull.labels ?? []).map((label) => (typeof label === 'string' ? label : (label.name ?? ''))));
    const missing = labels.filter((label) => !present.has(label));
    if (missing.length === 0)
        return;
    try {
        await github.rest.issues.addLabels({
            owner: request.owner,
            repo: request.repo,
            issue_number: pull.number,
            labels: missing,
        });
    }
    catch (error) {
        if (!(0,errors/* isRequestFailure */.UZ)(error) || ![403, 404, 422].includes(error.status))
            throw (0,errors/* toGitHubError */.Lg)(error, `label pull request #${pull.number}`);
        logger.warning(`Could not label pull request #${pull.number} with ${missing.join(', ')} (${error.status}: ${error.message}). ${LABEL_HINT}`);
    }
}
async function requestReviewers(github, request, pull, logger) {
    const author = pull.user?.login.toLowerCase();
    const users = request.reviewers.filter((login) => login.toLowerCase() !== author);
    if (users.length < request.reviewers.length)
        logger.info(`Not requesting a review from ${pull.user?.login ?? ''}: GitHub does not let the author of pull request #${pull.number} review it.`);
    const ask = (kind, names) => github.rest.pulls.requestReviewers({
        owner: request.owner,
        repo: request.repo,
        pull_number: pull.number,
        ...(kind === 'reviewers' ? { reviewers: [...names] } : { team_reviewers: [...names] }),
    });
    for (const [kind, names, what] of [
        ['reviewers', users, 'reviewer'],
        ['team_reviewers', request.teamReviewers, 'team reviewer'],
    ]) {
        if (names.length === 0)
            continue;
        const refused = await tryRequest(() => ask(kind, names), pull.number);
        if (refused === undefined)
            continue;
        const one = names.length === 1 ? [{ name: names[0] ?? '', reason: refused }] : [];
        for (const name of names.length === 1 ? [] : names) {
            const reason = await tryRequest(() => ask(kind, [name]), pull.number);
            if (reason !== undefined)
                one.push({ name, reason });
        }
        for (const { name, reason } of one) {
            const hint = kind === 'team_reviewers'
                ? ' GITHUB_TOKEN cannot request team reviews: pass a github-token of a GitHub App or a user that can read the team.'
                : '';
            logger.warning(`GitHub refused ${what} ${name} on pull request #${pull.number}: ${reason}.${hint}`);
        }
    }
}
async function tryRequest(work, number) {
    try {
        await work();
        return undefined;
    }
    catch (error) {
        if (!(0,errors/* isRequestFailure */.UZ)(error) || error.status !== 422)
            throw (0,errors/* toGitHubError */.Lg)(error, `request reviewers on pull request #${number}`);
        const details = error.response?.data?.errors ?? [];
        const texts = details.map((detail) => {
            const message = typeof detail === 'string' ? detail : detail.message;
            return typeof message === 'string' ? message : '';
        });
        return [error.message, ...texts.filter((text) => text !== '' && !error.message.includes(text))].join(' ');
    }
}

// EXTERNAL MODULE: ./src/github/refused-branch-section.ts
var refused_branch_section = __webpack_require__(9798);
;// CONCATENATED MODULE: ./src/github/pull-request.ts




async function syncPullRequest(source, request, logger, found) {
    const client = typeof source === 'function' ? source : () => Promise.resolve(source);
    request = { ...request, body: fitBody(request.body) };
    const existing = await (found ?? client().then((github) => findOpenPull(github, request)));
    const result = (operation, pull) => {
        const headSha = request.headSha ?? pull?.head.sha;
        return {
            operation,
            branch: request.branch,
            ...(pull ? { number: pull.number, url: pull.html_url } : {}),
            ...(headSha !== undefined && operation !== 'closed' ? { headSha } : {}),
        };
    };
    if (request.branchState === 'no-diff-from-base') {
        if (existing) {
            const github = await client();
            await call(`close pull request #${existing.number}`, () => github.rest.pulls.update({
                owner: request.owner,
                repo: request.repo,
                pull_number: existing.number,
                state: 'closed',
            }));
            logger.info(`Closed pull request #${existing.number}: ${request.base} already has these translations.`);
        }
        if (request.deleteBranch)
            await deleteBranch(await client(), request, logger);
        return result(existing ? 'closed' : 'none', existing);
    }
    const github = await client();
    if (existing && request.branchState === 'unchanged') {
        if ((0,refused_branch_section/* hasRefusedParagraph */.L)(existing.body ?? '')) {
            await call(`update pull request #${existing.number}`, () => github.rest.pulls.update({
                owner: request.owner,
                repo: request.repo,
                pull_number: existing.number,
                body: request.body,
            }));
            logger.info(`Pull request #${existing.number}: no refused commit is left on its branch; its body says so.`);
        }
        else
            logger.info(`Pull request #${existing.number} is up to date; leaving it as it is.`);
        await applyLabels(github, request, existing, logger, request.labels);
        return result('none', existing);
    }
    let pull = existing;
    let operation = 'updated';
    if (pull === undefined) {
        const created = await createPull(github, request, logger);
        pull = created.pull;
        operation = created.created ? 'created' : 'updated';
    }
    if (operation === 'updated')
        await updatePull(github, request, pull, logger);
    await applyPeople(github, request, pull, logger);
    logger.info(`${operation === 'created' ? 'Created' : 'Updated'} pull request #${pull.number}: ${pull.html_url}`);
    return result(operation, pull);
}
function fitBody(body) {
    return (0,markdown/* cutMarkdown */.G$)(body, {
        limit: markdown/* GITHUB_BODY_LIMIT */.nY,
        note: `_…cut here: GitHub takes at most ${markdown/* GITHUB_BODY_LIMIT */.nY.toLocaleString('en-US')} characters in a pull request body. The commit holds every file._`,
    });
}
async function call(action, work) {
    try {
        return await work();
    }
    catch (error) {
        throw (0,errors/* toGitHubError */.Lg)(error, action);
    }
}
async function findOpenPull(github, request) {
    const { data } = await call(`look up the pull request for ${request.branch}`, () => github.rest.pulls.list({
        owner: request.owner,
        repo: request.repo,
        head: `${request.owner}:${request.branch}`,
        base: request.base,
        state: 'open',
        per_page: 10,
    }));
    return data[0];
}
async function createPull(github, request, logger) {
    try {
        const { data } = await github.rest.pulls.create({
            owner: request.owner,
            repo: request.repo,
            title: request.title,
            body: request.body,
            head: request.branch,
            base: request.base,
            draft: request.draft,
            request: { retries: 0 },
        });
        return { pull: data, created: true };
    }
    catch (error) {
        const exists = (0,errors/* isRequestFailure */.UZ)(error) && error.status === 422 && /pull request already exists/i.test(error.message);
        const unknownOutcome = !(0,errors/* isRequestFailure */.UZ)(error) || error.status >= 500;
        if (!exists && !unknownOutcome)
            throw (0,errors/* toGitHubError */.Lg)(error, `create a pull request from ${request.branch} into ${request.base}`);
        const found = await findOpenPull(github, request);
        if (found === undefined)
            throw (0,errors/* toGitHubError */.Lg)(error, `create a pull request from ${request.branch} into ${request.base}`);
        logger.info(`Pull request #${found.number} already existed for ${request.branch}; carrying on with it.`);
        return { pull: found, created: !exists };
    }
}
async function updatePull(github, request, pull, logger) {
    const { owner, repo } = request;
    await call(`update pull request #${pull.number}`, () => github.rest.pulls.update({
        owner,
        repo,
        pull_number: pull.number,
        title: request.title,
        body: request.body,
    }));
    if (request.draft && pull.draft !== true) {
        await call(`convert pull request #${pull.number} to a draft`, () => github.graphql('mutation($id: ID!) { convertPullRequestToDraft(input: { pullRequestId: $id }) { pullRequest { isDraft } } }', {
            id: pull.node_id,
        }));
        logger.info(`Converted pull request #${pull.number} to a draft.`);
    }
}
async function deleteBranch(github, request, logger) {
    try {
        await github.rest.git.deleteRef({
            owner: request.owner,
            repo: request.repo,
            ref: `heads/${request.branch}`,
        });
        logger.info(`Deleted branch ${request.branch}.`);
    }
    catch (error) {
        if (!(0,errors/* isRequestFailure */.UZ)(error) || (error.status !== 422 && error.status !== 404)) {
            throw (0,errors/* toGitHubError */.Lg)(error, `delete branch ${request.branch}`);
        }
    }
}


/***/ }),

/***/ 9798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ hasRefusedParagraph),
/* harmony export */   x: () => (/* binding */ refusedBranchBody)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5566);

const FIRST_LINE = '> [!CAUTION]';
const LEAD = '> **Auto-merge is off**: the last run stopped';
function lines(refused, turned) {
    const state = turned === 'turned-off'
        ? 'it turned auto-merge off'
        : turned === 'was-off'
            ? 'auto-merge stays off'
            : 'GitHub did not let it turn auto-merge off (the log says why): turn it off by hand';
    return [
        FIRST_LINE,
        `${LEAD} without updating this pull request, and ${state}, because the branch holds a commit the action neither sends to the translation service nor drops: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inertProse */ .CH)(refused)}`,
        '>',
        '> Revert that commit, or move it to a branch of its own; only translation files belong on this branch, and a fix of one is sent to the service by the next run. Do not merge this pull request while the commit is on it. Once it is gone, the next run updates this pull request and turns auto-merge on again when its checks find nothing.',
        '',
    ];
}
function hasRefusedParagraph(body) {
    const rows = body.split('\n', 2);
    return rows[0] === FIRST_LINE && rows[1]?.startsWith(LEAD) === true;
}
function withoutParagraph(body) {
    const rows = body.split('\n');
    if (!hasRefusedParagraph(body))
        return body;
    let end = 0;
    while (rows[end]?.startsWith('>') === true)
        end += 1;
    return rows.slice(rows[end] === '' ? end + 1 : end).join('\n');
}
function refusedBranchBody(body, refused, turned) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cutMarkdown */ .G$)(`${lines(refused, turned).join('\n')}\n${withoutParagraph(body)}`, {
        limit: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .nY,
        note: `_…cut here: GitHub takes at most ${_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .nY.toLocaleString('en-US')} characters in a pull request body._`,
    });
}


/***/ })

};
