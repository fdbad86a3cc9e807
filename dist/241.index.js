export const id = 241;
export const ids = [241];
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







/**
 * The files of a pull request's current head, for a check asked for in a comment. An
 * `issue_comment` run has the default branch checked out and its event carries no head sha, so
 * the head is asked of GitHub and its commit fetched from `refs/pull/N/head`, which GitHub keeps
 * in the repository for pull requests from forks too. Its files are then copied as data: each
 * blob's bytes, read from the object database with `git cat-file --batch`, written as a plain
 * file into a folder of its own that is no git worktree. Nothing git would do on a checkout
 * happens: no filter, smudge, textconv or diff driver of the runner's git configuration (hosted
 * runners set `filter.lfs.smudge` globally, and a head's `.gitattributes` could name it), no
 * `.lfsconfig` or `.gitmodules` of the head read, no hook; submodules are left out and symbolic
 * links become plain files. git itself runs in the workflow's checkout, whose configuration and
 * attributes are the base's (R62). The checkout the workflow made is left as it was.
 */
class PullRequestHeadError extends Error {
    code = 'comment-command';
    constructor(message) {
        super(message);
        this.name = 'PullRequestHeadError';
    }
}
/**
 * Files, and bytes, read from git per `cat-file --batch` process while the head is copied: memory
 * stays bounded however many or large the head's files are (one larger file is read alone).
 */
const COPY_BATCH_FILES = 500;
const COPY_BATCH_BYTES = 64 * 1024 * 1024;
/** A repository path that stays inside the copy: no `..`, no `.git`, nothing absolute or empty. */
function isSafePath(file) {
    return file
        .split('/')
        .every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git');
}
/**
 * Every blob of `sha`'s tree written under `dir` as git stores it: bytes from the object
 * database, no conversion, no filter. A path a checkout would refuse is refused here too.
 */
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
            // `wx`: a path written twice (a file where a folder should be) fails instead of following anything.
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
        // A fork that was deleted leaves no head repository: it came from elsewhere all the same.
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
    // The head may have moved between GitHub's answer and the fetch: the check is of the commit GitHub named.
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


/***/ })

};
