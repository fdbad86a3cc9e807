export const id = 766;
export const ids = [766,308];
export const modules = {

/***/ 445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ detectFormat)
/* harmony export */ });
/**
 * Which locale format a file name is in, and nothing else: the pull's target path policy asks
 * this of every listed file before any parser is needed, so it must not load them (index.ts
 * loads every codec and the yaml library, which would slow the cold start).
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

/***/ 7857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ PLURAL_FORMS),
/* harmony export */   aV: () => (/* binding */ isPluralKeySet),
/* harmony export */   zr: () => (/* binding */ isPluralForm)
/* harmony export */ });
/** CLDR's canonical order; Intl returns categories in an engine-specific order, so we sort by this. */
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
function isPluralForm(value) {
    return PLURAL_FORMS.includes(value);
}
/** True when every key is a plural category and `other` is present: the shape of one plural string. */
function isPluralKeySet(keys) {
    return keys.length > 0 && keys.includes('other') && keys.every(isPluralForm);
}


/***/ }),

/***/ 6417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QE: () => (/* binding */ hasCommit),
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


/***/ }),

/***/ 3341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 5927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ isInBase)
/* harmony export */ });
/* harmony import */ var _commit_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6417);

/**
 * How many commits of the base each deepening adds: 110 in all. A person's commit on the branch
 * is merged soon after it is made (the action rebuilds the branch on every other run), so a merge
 * further back than that is rare, and it then stops the run as before, naming the commit.
 */
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
            // A lookup that failed is no answer: the history may still tell.
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
/* harmony export */   eV: () => (/* binding */ managedCommitMessage),
/* harmony export */   kI: () => (/* binding */ describeCommits),
/* harmony export */   uv: () => (/* binding */ isOwnCommit),
/* harmony export */   xh: () => (/* binding */ notOwnedError)
/* harmony export */ });
/* harmony import */ var _commit_facts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6417);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3341);
/* harmony import */ var _in_base_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5927);



/**
 * The translation branch belongs to the action: every run rebuilds it on the base and force-pushes
 * it. Before that push, every commit the rebuild would drop must be one the action made, so a
 * reviewer's fix or a branch that was never the action's (`branch: develop`) is never replaced
 * silently (R43). A commit is the action's own when its message ends with the trailer below AND its
 * committer is the configured committer, or GitHub's own (commits made through the API).
 */
const MANAGED_TRAILER = 'Translation-Sync: managed';
/** GitHub commits what the API creates (sign-commits) as this identity. */
const GITHUB_COMMITTER = Object.freeze({ name: 'GitHub', email: 'noreply@github.com' });
/** The message of every commit the action writes on the translation branch: the trailer is its last paragraph. */
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
const FIELD = '\x1f';
const RECORD = '\x1e';
const LISTED_COMMITS = 50;
async function readCommits(git, args) {
    const commits = await logCommits(git, args);
    // A commit at a shallow boundary (actions/checkout fetches one commit deep, and so does the
    // branch's fetch) shows no parents in `git log`: the shallow file grafts them away. The commit
    // object itself still names them, and a commit's parents are a fact of the commit, not of how
    // deep this checkout is.
    for (const commit of commits)
        if (commit.parents.length === 0)
            commit.parents = (await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommitObject */ .pB)(git, commit.sha)).parents;
    return commits;
}
async function logCommits(git, args) {
    const output = await git.run([
        'log',
        '--no-decorate',
        `--max-count=${LISTED_COMMITS}`,
        `--format=%H${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce${FIELD}%P${FIELD}%B${RECORD}`,
        ...args,
    ]);
    return output
        .split(RECORD)
        .map((record) => record.replace(/^\n/, ''))
        .filter((record) => record.length > 0)
        .map((record) => {
        const [sha = '', authorName = '', authorEmail = '', committerName = '', committerEmail = '', parents = '', message = '',] = record.split(FIELD);
        return {
            sha,
            authorName,
            authorEmail,
            committerName,
            committerEmail,
            parents: parents.split(' ').filter((parent) => parent !== ''),
            message,
        };
    });
}
/**
 * The commits of `branchSha` that a rebuild on `baseSha` would drop and that are not the
 * action's own; empty when the push may go ahead. An own tip commit was made on the base of its
 * day, so nothing below it is the branch's. A branch whose tip is already in the base (merged
 * with a merge commit, or fast-forwarded), or that GitHub says a pull request merged (squash and
 * rebase merges leave no ancestry), drops nothing either: see in-base.ts.
 */
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
/** The commits as a log line: short sha, author and subject of each, ten at most. */
function describeCommits(commits) {
    const listed = commits
        .slice(0, 10)
        .map((commit) => `${commit.sha.slice(0, 12)} by ${commit.authorName} <${commit.authorEmail}>: ${JSON.stringify(commit.message.split('\n')[0] ?? '')}`);
    if (commits.length > 10)
        listed.push(`and ${commits.length - 10} more`);
    return listed.join('; ');
}
/** Stops the run, pushing nothing, when the remote branch holds commits the action did not make. */
function notOwnedError(branch, remote, commits) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .X('GIT_BRANCH_NOT_OWNED', `Branch "${branch}" on ${remote} holds commits this action did not make, and rebuilding it would drop them: ${describeCommits(commits)}. ` +
        'Nothing was pushed. To go on, merge the pull request (any merge method: the next run then starts the branch afresh), ' +
        `or move those commits to another branch and delete branch "${branch}" so the next run rebuilds it; or set the branch input to a branch of the action's own.`);
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


/**
 * A person's commits on the translation branch above the action's last own commit: a review of
 * the pull request (a fix pushed to the branch, GitHub's "Commit suggestion"). They are read
 * first-parent from the branch's tip down to the action's newest own commit, the anchor their
 * edits are measured against (issue 48). The checkout is one commit deep on a runner: the branch
 * is fetched deep enough to reach the anchor.
 */
/** How deep the branch is fetched, and how many of its commits are read, to find the anchor. */
const REVIEW_DEPTH = 30;
/**
 * The trailer line the action writes when it stacks its commit on a person's commits: the base it
 * was built on. A later run stacks on it again while the base has not moved (translation-branch.ts).
 */
const BASE_TRAILER = 'Translation-Sync-Base:';
const FIELD = '\x1f';
const RECORD = '\x1e';
/**
 * Fetches the branch `REVIEW_DEPTH` commits deep (in a shallow checkout; the whole branch else)
 * into its remote-tracking ref, unless the checkout has the commit under the tip already.
 */
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
/** The branch's commits first-parent from `tip`, newest first, with the files each changed. */
async function firstParentCommits(git, tip) {
    const output = await git.run([
        'log',
        '-z',
        '--first-parent',
        '--name-only',
        '--no-renames',
        '--no-decorate',
        `--max-count=${REVIEW_DEPTH}`,
        `--format=${RECORD}%H${FIELD}%P${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce${FIELD}%B${FIELD}`,
        tip,
        '--',
    ]);
    const commits = [];
    for (const record of output.split(RECORD)) {
        if (record === '')
            continue;
        const end = record.lastIndexOf(FIELD);
        const [sha = '', parents = '', authorName = '', authorEmail = '', committerName = '', committerEmail = '', message = '',] = record.slice(0, end).split(FIELD);
        const listed = parents.split(' ').filter((parent) => parent !== '');
        commits.push({
            sha,
            // A shallow boundary hides the parents from `git log`; the object still names them.
            parents: listed.length > 0 ? listed : (await (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommitObject */ .pB)(git, sha)).parents,
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
/**
 * The people's commits of `branch` (at `tip`) above the action's last own commit; undefined when
 * the tip is the action's own (nothing to review). A merge commit, or no own commit within reach,
 * is unreadable: the caller stops, as the ownership check would.
 */
async function readBranchReview(git, remote, branch, tip, rules) {
    // One commit deep first: on most runs the tip is the action's own, and that is all to read.
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
/** The base a stacked commit of the action was built on, from its trailer; undefined: not stacked. */
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
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6332);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3341);



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
        return (0,simple_git__WEBPACK_IMPORTED_MODULE_1__/* .simpleGit */ .Lp)({
            baseDir: dir,
            timeout: { block: 10 * 60_000 },
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ${args[0] ?? ''} failed: ${detail}`, { cause: error });
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
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git has no blob ${shas[index] ?? ''}.`);
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git cat-file --batch stopped before ${spec}.`);
        const header = output.subarray(offset, end).toString('utf8');
        if (header === `${spec} missing` || header === `${spec} ambiguous`) {
            found.push(undefined);
            offset = end + 1;
            continue;
        }
        const [, type, size] = header.split(' ');
        const length = Number(size);
        if (!Number.isSafeInteger(length))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git cat-file --batch: "${header}".`);
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', 'git ls-tree printed a line without a path.');
        const [mode = '', type, sha = '', size] = output.toString('latin1', start, tab).split(/ +/);
        const bytes = Number(size);
        if (type === 'blob') {
            if (!Number.isSafeInteger(bytes) || !SHA.test(sha))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ls-tree printed "${output.toString('utf8', start, tab)}".`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .X('GIT_COMMAND_FAILED', `git ${args[0] ?? ''} failed (exit ${code}): ${detail}`);
    }
    const bytes = Buffer.concat(chunks);
    return output === 'buffer' ? bytes : bytes.toString('utf8');
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


/** A failed GitHub API call. Message and cause are redacted; `status` is the HTTP status, if any. */
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
/**
 * A call GitHub answered with an error status. Octokit gives a request that got no answer at all
 * (DNS, a refused connection, TLS, an abort) the status 500 but no response: not one of these.
 */
function isRequestFailure(error) {
    return (error instanceof Error &&
        typeof error.status === 'number' &&
        error.response !== undefined);
}
const PERMISSION_HINT = 'Give the workflow `permissions: contents: write` and `pull-requests: write`, and turn on the repository ' +
    'setting "Allow GitHub Actions to create and approve pull requests" (Settings > Actions > General), ' +
    'or pass a github-token that may create pull requests.';
/**
 * Maps a failed call to an error that says what to do. The 403 for a missing permission (R34) and
 * the one for the repository setting are told apart from a rate limit by GitHub's own message.
 */
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

/**
 * Whether GitHub merged a pull request from the translation branch into the base whose head was
 * `sha`: then every commit up to `sha` is in the base, whichever way it was merged. A squash or a
 * rebase merge makes new commits, so git's ancestry cannot tell; GitHub keeps the merged pull
 * request's head sha and its merged_at, which can (git/in-base.ts). Only the most recently updated
 * closed pull requests of the branch are looked at: the one that matters was merged since the
 * branch last moved, and the action rebuilds the branch on every run.
 */
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


/***/ })

};
