export const id = 645;
export const ids = [645];
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




/**
 * For an `error` that refuses a branch of the action's own: its open pull request's auto-merge
 * off and its body told. Anything that fails here is a warning, so that the run still stops
 * with the refusal itself; a branch someone else made is left alone.
 */
async function holdRefusedBranch(error, target, logger, 
/** The look for the branch's open pull request, when the caller began it already. */
openPull) {
    if (!(error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BranchNotOwnedError */ .T) || !error.found.actionsBranch)
        return;
    const { owner, repo, base } = target;
    const branch = error.branch;
    try {
        const github = await target.github();
        const pull = await (openPull ?? (0,_github_pull_request_js__WEBPACK_IMPORTED_MODULE_2__/* .findOpenPull */ .z)(github, { owner, repo, base, branch }));
        if (pull === undefined)
            return;
        const outcome = await (0,_github_auto_merge_js__WEBPACK_IMPORTED_MODULE_1__/* .applyAutoMerge */ .c)(github, { owner, repo, base, number: pull.number }, 
        // The method matters only to turn auto-merge on, which this never does.
        { method: 'merge', clean: false, because: `branch ${branch} holds a commit this run refused` }, logger);
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
/* harmony export */   Dq: () => (/* binding */ refusalToDrop),
/* harmony export */   eV: () => (/* binding */ managedCommitMessage),
/* harmony export */   kI: () => (/* binding */ describeCommits),
/* harmony export */   uv: () => (/* binding */ isOwnCommit)
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
const LISTED_COMMITS = 50;
function readCommits(git, args) {
    // A commit at a shallow boundary (actions/checkout fetches one commit deep, and so does the
    // branch's fetch) shows no parents in `git log`: the shallow file grafts them away. The commit
    // object itself still names them, and a commit's parents are a fact of the commit, not of how
    // deep this checkout is.
    return (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .logCommits */ .Vg)(git, [`--max-count=${LISTED_COMMITS}`, ...args], { objectParents: true });
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
/**
 * What stops the run, pushing nothing, when rebuilding the branch would drop commits the action
 * did not make; undefined when the push may go ahead. The refusal says whether the branch holds
 * a commit of the action's own over the base: then it is the action's branch with people's
 * commits on top, else a branch someone else made, whose pull request is not the action's.
 */
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
        // Merging brings those commits into the base: it is a way on only once a person has read them.
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
function firstParentCommits(git, tip) {
    // A shallow boundary hides the parents from `git log`; the object still names them.
    return (0,_commit_facts_js__WEBPACK_IMPORTED_MODULE_1__/* .logCommits */ .Vg)(git, ['--first-parent', '--name-only', '--no-renames', `--max-count=${REVIEW_DEPTH}`, tip, '--'], { objectParents: true });
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
/** GraphQL's own errors (200 with `errors`), as @octokit/graphql throws them. */
function graphqlErrors(error) {
    const errors = error.errors;
    return Array.isArray(errors) ? errors : undefined;
}
/**
 * The warning for a refusal GitHub gives in its own words, naming what to change; undefined for a
 * failure that is not a refusal (no answer, a 5xx), which fails the step as other calls do.
 */
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
/**
 * Brings the pull request's auto-merge in line: on with `method` when `clean`, off when not.
 * Reads first, so that a clean run with auto-merge already on asks nothing more, and a run that
 * found errors on a pull request without auto-merge changes nothing.
 */
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
    if (!clean) {
        if (current === undefined)
            return { state: 'off' };
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
        logger.info(`Turned off auto-merge for pull request #${target.number}: ${wanted.because ?? 'the checks found what holds it back in its translations'}.`);
        return { state: 'disabled' };
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
/**
 * Labels, assignees and reviewers are added, never removed: people may add their own. None of them
 * fails the step once the pull request exists: a refused label or reviewer is a warning that says
 * why, and the others are still applied.
 */
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
/** Adds `labels` that the pull request does not carry yet; a refusal is a warning naming `issues: write`. */
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
/**
 * GitHub takes reviewers all or nothing: one login it refuses (the pull request's author, someone
 * without access, or any team for GITHUB_TOKEN) fails the whole call. So the author is left out,
 * users and teams go in separate calls, and a refused call is split to one call each, so that
 * every reviewer GitHub accepts is requested and each refused one is named in a warning.
 */
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
/** undefined when GitHub took the request; GitHub's reason when it refused it with 422. */
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




/**
 * Brings the pull request in line with the branch, the create-pull-request way: a pushed branch
 * creates the pull request or updates the open one (R31); an unchanged branch leaves it untouched
 * (R28); a branch with nothing left over the base closes it and, if asked, deletes the branch.
 */
async function syncPullRequest(source, request, logger, 
/** findOpenPull() for this request, when the caller started it earlier. */
found) {
    // A client made on first use (publish.ts) is never made when there is nothing to ask GitHub.
    const client = typeof source === 'function' ? source : () => Promise.resolve(source);
    // renderPullRequestBody() keeps within the limit; an intro or a caller of its own may not.
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
            // An earlier run stopped over a refused commit and said so; the branch is the action's again.
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
        // A run that could not label it (no `issues: write` then) left labels missing: apply those only.
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
/** The body as GitHub takes it: past 65,536 characters it is cut, with a line that says so. */
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
/** The open pull request from the branch to the base, if there is one. */
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
/**
 * Creating is the one call that is not safe to repeat, so the retry plugin is off for it. When it
 * fails because the pull request exists (422: another run won) or with an unknown outcome (5xx),
 * we look it up once and carry on with what is there.
 */
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
        // After a 5xx the pull request we find is the one our request created; after a 422 it is another run's.
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
    // REST cannot change draft state. Only draft: true is enforced: a pull request that someone marked
    // ready for review is not turned back (see docs/decisions.md).
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
        // Already gone (422 "Reference does not exist", or 404) is what we wanted.
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

/**
 * The paragraph a run puts at the top of the translation pull request's body when it stops over
 * a person's commit on the branch that it will neither send nor drop (issue 56, R69): auto-merge
 * is off, why, and what to do. The run changes nothing else of the body; the next run that gets
 * through renders the whole body again, without it.
 */
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
/** Whether an earlier run stopped over a refused commit and said so at the top of `body`. */
function hasRefusedParagraph(body) {
    const rows = body.split('\n', 2);
    return rows[0] === FIRST_LINE && rows[1]?.startsWith(LEAD) === true;
}
/** The body without an earlier run's paragraph. */
function withoutParagraph(body) {
    const rows = body.split('\n');
    if (!hasRefusedParagraph(body))
        return body;
    let end = 0;
    while (rows[end]?.startsWith('>') === true)
        end += 1;
    return rows.slice(rows[end] === '' ? end + 1 : end).join('\n');
}
/** `body` with the paragraph on top, replacing an earlier one, within GitHub's limit. */
function refusedBranchBody(body, refused, turned) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cutMarkdown */ .G$)(`${lines(refused, turned).join('\n')}\n${withoutParagraph(body)}`, {
        limit: _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .nY,
        note: `_…cut here: GitHub takes at most ${_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .nY.toLocaleString('en-US')} characters in a pull request body._`,
    });
}


/***/ })

};
