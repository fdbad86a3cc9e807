export const id = 29;
export const ids = [29];
export const modules = {

/***/ 29:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  beginPublish: () => (/* binding */ beginPublish),
  publishTranslations: () => (/* binding */ publishTranslations)
});

// EXTERNAL MODULE: ./src/git/git.ts
var git_git = __webpack_require__(308);
// EXTERNAL MODULE: ./src/git/remote-state.ts
var remote_state = __webpack_require__(7444);
// EXTERNAL MODULE: ./src/github/pull-request.ts + 1 modules
var pull_request = __webpack_require__(6592);
// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
// EXTERNAL MODULE: ./src/client/http.ts
var http = __webpack_require__(7915);
;// CONCATENATED MODULE: ./src/github/early-lookup.ts

const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
async function findOpenPullEarly(lookup) {
    const url = new URL(`${lookup.apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(lookup.owner)}/${encodeURIComponent(lookup.repo)}/pulls`);
    url.search = new URLSearchParams({
        head: `${lookup.owner}:${lookup.branch}`,
        base: lookup.base,
        state: 'open',
        per_page: '10',
    }).toString();
    const transport = new http/* HttpTransport */.G5({
        userAgent: 'translation-sync',
        connections: 1,
        connectTimeoutMs: 10_000,
        network: 'env',
    });
    try {
        const response = await transport.send({
            method: 'GET',
            url,
            headers: {
                accept: 'application/vnd.github+json',
                authorization: `token ${lookup.token}`,
                'x-github-api-version': '2022-11-28',
            },
            signal: lookup.signal ?? new AbortController().signal,
            timeoutMs: 30_000,
        });
        const body = await (0,http/* readBody */.x8)(response, MAX_ANSWER_BYTES);
        if (response.status !== 200)
            throw new Error(`GitHub answered ${response.status}.`);
        const pulls = JSON.parse(body.toString('utf8'));
        if (!Array.isArray(pulls))
            throw new Error('GitHub did not answer a list of pull requests.');
        const first = pulls[0];
        if (first === undefined)
            return undefined;
        if (!isPullSummary(first))
            throw new Error('GitHub answered a pull request without its number.');
        return first;
    }
    finally {
        await transport.close();
    }
}
function isPullSummary(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const pull = value;
    return (typeof pull.number === 'number' &&
        typeof pull.html_url === 'string' &&
        typeof pull.node_id === 'string' &&
        typeof pull.head === 'object' &&
        pull.head !== null);
}

// EXTERNAL MODULE: ./src/project/safe-read.ts
var safe_read = __webpack_require__(8041);
// EXTERNAL MODULE: ./src/formats/detect.ts
var detect = __webpack_require__(445);
// EXTERNAL MODULE: ./src/git/commit-facts.ts
var commit_facts = __webpack_require__(6417);
// EXTERNAL MODULE: ./src/git/ownership.ts
var git_ownership = __webpack_require__(2425);
;// CONCATENATED MODULE: ./src/action/publish/reverted-edits.ts





const MAX_COMMITS = 200;
const DEEPEN_STEP = 50;
async function findRevertedEdits(options) {
    try {
        return await find(options);
    }
    catch (error) {
        options.logger.warning(`Could not tell whether this pull changes back translations edited on the base: ${error instanceof Error ? error.message : String(error)}`);
        return [];
    }
}
async function find(options) {
    const candidates = candidatesOf(options);
    if (candidates.length === 0)
        return [];
    const git = (0,git_git.runnerFor)(options.repository);
    const headSeconds = Number((await git.run(['log', '-1', '--format=%ct', 'HEAD'])).trim());
    const open = candidates.filter((candidate) => headSeconds > candidate.serviceSeconds);
    if (open.length === 0)
        return [];
    const since = Math.min(...open.map((candidate) => candidate.serviceSeconds));
    await deepenSince(git, since, options.logger);
    const commits = await commitsSince(git, since);
    const capped = commits.length >= MAX_COMMITS;
    const edits = [];
    for (const candidate of open) {
        const touching = commits.filter((commit) => commit.seconds > candidate.serviceSeconds && commit.files.includes(candidate.repoPath));
        if (!touching.some((commit) => !(0,git_ownership/* isOwnCommit */.uv)(commit, options.rules)))
            continue;
        const found = await revertedIn(options, git, candidate, touching);
        if (found === undefined)
            continue;
        edits.push(...found.edits);
        if (found.unknown.length > 0 || (capped && found.open > 0))
            options.logger.info(`${candidate.repoPath}: the base's history since the service last changed the file could not be read in full (a shallow checkout that could not be deepened, or more than ${MAX_COMMITS} commits); who last changed ${found.unknown.length > 0 ? found.unknown.length : found.open} of its keys is not known, so they are not reported.`);
    }
    for (const edit of edits)
        options.logger.warning(describeEdit(edit));
    return edits;
}
function candidatesOf(options) {
    const planned = new Map(options.pull.planned.map((download) => [download.path, download]));
    return options.pull.files.flatMap((file) => {
        const download = planned.get(file.path);
        const time = Date.parse(download?.file.updatedAt ?? '');
        if (file.status !== 'changed' || download?.file.masterId === null || Number.isNaN(time))
            return [];
        if (file.keys !== undefined && file.keys.changed === 0)
            return [];
        return [
            {
                projectPath: file.path,
                repoPath: options.toRepoPath(file.path),
                locale: file.locale,
                serviceSeconds: Math.floor(time / 1000),
            },
        ];
    });
}
async function boundaryAfter(git, since) {
    if (!(await (0,commit_facts/* isShallow */.fE)(git)))
        return false;
    const dates = await git.run(['log', '--max-parents=0', '--format=%ct', 'HEAD']);
    return dates
        .split('\n')
        .filter((line) => line !== '')
        .some((line) => Number(line) > since);
}
async function deepenSince(git, since, logger) {
    const head = (await git.run(['rev-parse', '--verify', 'HEAD^{commit}'])).trim();
    for (let fetched = 0; fetched < MAX_COMMITS; fetched += DEEPEN_STEP) {
        if (!(await boundaryAfter(git, since)))
            return;
        const deepened = await git.tryRun([
            'fetch',
            '--no-tags',
            '--no-recurse-submodules',
            `--deepen=${DEEPEN_STEP}`,
            '--end-of-options',
            'origin',
            head,
        ], { network: true });
        if (deepened === undefined) {
            logger.info('Could not fetch more of the base history to tell who changed the translations last.');
            return;
        }
    }
}
function commitsSince(git, since) {
    return (0,commit_facts/* logCommits */.Vg)(git, [
        '--name-only',
        '--no-renames',
        `--max-count=${MAX_COMMITS}`,
        `--since=@${since}`,
        'HEAD',
        '--',
    ]);
}
async function revertedIn(options, git, candidate, touching) {
    const format = (0,detect/* detectFormat */.T)(candidate.repoPath);
    if (format === undefined)
        return undefined;
    const { keyValuesOf } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(679), __webpack_require__.e(481), __webpack_require__.e(402)]).then(__webpack_require__.bind(__webpack_require__, 1402));
    const parse = (bytes) => {
        if (bytes === undefined)
            return new Map();
        try {
            return keyValuesOf(format, bytes, { fileName: candidate.repoPath, locale: candidate.locale });
        }
        catch {
            return undefined;
        }
    };
    const before = parse(await readAt(git, 'HEAD', candidate.repoPath));
    const after = parse(await Promise.resolve()
        .then(() => (0,safe_read/* readLocaleFile */.rp)(options.workspace, candidate.projectPath))
        .catch(() => undefined));
    if (before === undefined || after === undefined)
        return undefined;
    const open = new Map();
    for (const [key, value] of before) {
        const service = after.get(key);
        if (service !== undefined && value.translatable && !value.empty && service.text !== value.text)
            open.set(key, { repository: value, service });
    }
    const byCommit = new Map();
    let cutShort = false;
    for (const commit of touching) {
        if (open.size === 0)
            break;
        const parent = commit.parents[0];
        cutShort = parent === undefined;
        if (parent === undefined)
            break;
        const [mine, theirs] = [
            parse(await readAt(git, commit.sha, candidate.repoPath)),
            parse(await readAt(git, parent, candidate.repoPath)),
        ];
        if (mine === undefined || theirs === undefined)
            break;
        for (const [key, texts] of [...open]) {
            if (mine.get(key)?.text === theirs.get(key)?.text)
                continue;
            open.delete(key);
            if ((0,git_ownership/* isOwnCommit */.uv)(commit, options.rules))
                continue;
            const keys = byCommit.get(commit) ?? [];
            keys.push({ key, repository: displayText(texts.repository), service: displayText(texts.service) });
            byCommit.set(commit, keys);
        }
    }
    const edits = [...byCommit].map(([commit, keys]) => ({
        path: candidate.repoPath,
        keys: keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
        commit: {
            sha: commit.sha,
            author: commit.authorName,
            subject: commit.message.split('\n')[0] ?? '',
            date: new Date(commit.seconds * 1000).toISOString(),
        },
    }));
    return { edits, unknown: cutShort ? [...open.keys()] : [], open: open.size };
}
async function readAt(git, ref, repoPath) {
    const spec = `${ref}:${repoPath}`;
    if ((await git.tryRun(['cat-file', '-e', spec])) === undefined)
        return undefined;
    return git.readBlob(spec);
}
function displayText(value) {
    return value.text.startsWith('"') ? value.text.slice(1) : value.text;
}
const KEYS_IN_WARNING = 10;
function describeEdit(edit) {
    const keys = edit.keys.slice(0, KEYS_IN_WARNING).map((key) => key.key);
    if (edit.keys.length > KEYS_IN_WARNING)
        keys.push(`and ${edit.keys.length - KEYS_IN_WARNING} more`);
    return (`${edit.path}: this pull puts the service's older text back over a change made on the base after the service last changed the file ` +
        `(${edit.commit.sha.slice(0, 12)} by ${edit.commit.author}, ${edit.commit.date}: ${JSON.stringify(edit.commit.subject)}), ` +
        `for ${keys.join(', ')}. To keep the repository's text, make the same change on the service ` +
        '(or run the push of such commits with upload-translations: true) before merging the pull request; it lists both texts.');
}

// EXTERNAL MODULE: ./src/github/renamed-keys-section.ts
var renamed_keys_section = __webpack_require__(6176);
// EXTERNAL MODULE: ./src/git/errors.ts
var errors = __webpack_require__(3341);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/git/runner.ts
var runner = __webpack_require__(6916);
;// CONCATENATED MODULE: ./src/git/branch-tree.ts




async function baseHasBlobs(repo, baseSha, paths, blobs) {
    const listed = await repo.blobsAtRef(baseSha, paths);
    return paths.every((file, index) => {
        const blob = blobs.get(file);
        const entry = listed[index];
        return (blob !== undefined &&
            entry !== undefined &&
            entry.sha === blob.id &&
            entry.mode === (blob.executable ? '100755' : '100644'));
    });
}
async function indexFolder() {
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)(), 'translation-sync-index-'));
    return { folder, index: (0,external_node_path_.join)(folder, 'index') };
}
async function seedAtHead(git, paths) {
    const { folder, index } = await indexFolder();
    try {
        const head = (await git.tryRun(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']))?.trim();
        const seeded = head !== undefined && runner/* SHA */.h.test(head) && (await seedIndex(git, index, head, paths));
        return { folder, index, commit: seeded ? head : undefined };
    }
    catch {
        return { folder, index, commit: undefined };
    }
}
async function buildTree(git, baseSha, paths, early, kept = []) {
    const seeded = await early?.catch(() => undefined);
    const { folder, index } = seeded ?? (await indexFolder());
    const env = { GIT_INDEX_FILE: index };
    try {
        if (seeded?.commit !== baseSha && !(await seedIndex(git, index, baseSha, paths))) {
            await (0,promises_.rm)(index, { force: true });
            await git.run(['read-tree', baseSha], { env });
        }
        if (paths.length > 0)
            await git.runWithInput(['update-index', '--add', '-z', '--stdin'], paths.map((file) => `${file}\0`).join(''), {
                env,
            });
        if (kept.length > 0)
            await git.runWithInput(['update-index', '-z', '--index-info'], kept.map((entry) => `${entry.mode} ${entry.sha}\t${entry.path}\0`).join(''), { env });
        return (await git.run(['write-tree'], { env })).trim();
    }
    finally {
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
}
async function seedIndex(git, index, baseSha, paths) {
    const found = await git.tryRun(['rev-parse', '--git-path', 'index']);
    if (found === undefined || found.trim() === '')
        return false;
    const checkoutIndex = (0,external_node_path_.resolve)(git.dir, found.trim());
    try {
        const written = Math.floor((await (0,promises_.stat)(checkoutIndex)).mtimeMs / 1000);
        await (0,promises_.copyFile)(checkoutIndex, index);
        await (0,promises_.utimes)(index, written, written);
    }
    catch {
        return false;
    }
    const env = { GIT_INDEX_FILE: index };
    try {
        await git.run(['read-tree', '-m', baseSha], { env });
    }
    catch {
        return false;
    }
    const wanted = new Set(paths);
    const listing = await git.run(['ls-files', '-v', '-z'], { env });
    return listing.split('\0').every((record) => record.startsWith('H ') || !wanted.has(record.slice(2)));
}
async function diffTrees(git, from, to) {
    if (from === to)
        return [];
    const output = await git.run(['diff-tree', '-r', '--no-renames', '--name-status', '-z', from, to]);
    const fields = output.split('\0');
    const files = [];
    for (let index = 0; index + 1 < fields.length; index += 2) {
        const status = fields[index] ?? '';
        const path = fields[index + 1] ?? '';
        if (path.length > 0)
            files.push({ path, status: status.startsWith('A') ? 'added' : 'changed' });
    }
    return files;
}
async function readTreeFiles(git, tree, files) {
    const listing = await git.run(['ls-tree', '-r', '-z', '--full-tree', tree]);
    const modes = new Map();
    for (const record of listing.split('\0')) {
        const match = /^(\d+) blob ([0-9a-f]+)\t(.*)$/s.exec(record);
        if (match !== null)
            modes.set(match[3] ?? '', { mode: match[1] ?? '', sha: match[2] ?? '' });
    }
    const wanted = files.flatMap((file) => {
        const entry = modes.get(file.path);
        return entry === undefined ? [] : [{ path: file.path, ...entry }];
    });
    const contents = await git.readBlobs(wanted.map((entry) => entry.sha));
    return wanted.map((entry, index) => ({
        path: entry.path,
        mode: entry.mode,
        content: contents[index] ?? Buffer.alloc(0),
    }));
}

;// CONCATENATED MODULE: ./src/git/kept-files.ts


async function keptEntries(git, options) {
    const { tipSha, baseSha, remote, keep } = options;
    const own = new Set(options.paths);
    const differs = await changedIn(git, baseSha, tipSha, (file) => !own.has(file) && keep(file));
    if (differs.size === 0)
        return [];
    const parents = (await (0,commit_facts/* readCommitObject */.pB)(git, tipSha)).parents;
    const parent = parents[0];
    if (parents.length !== 1 || parent === undefined)
        return [];
    const present = await (0,commit_facts/* fetchIfMissing */.s5)(git, remote, parent);
    if (!present) {
        throw new errors/* GitError */.X('GIT_COMMAND_FAILED', `Could not fetch ${parent.slice(0, 12)} from ${remote}, the commit the translation branch (${tipSha.slice(0, 12)}) was made on: without it the ${differs.size} file${differs.size === 1 ? '' : 's'} of the pull request this run does not bring cannot be checked against the base. ` +
            'Nothing was pushed, so the pull request keeps what it has. Re-run the workflow; if this repeats, give actions/checkout `fetch-depth: 0`.');
    }
    const [madeByCommit, changedOnBase] = await Promise.all([
        changedIn(git, parent, tipSha, (file) => differs.has(file)),
        parent === baseSha ? new Set() : pathsChanged(git, parent, baseSha),
    ]);
    const kept = [];
    for (const [file, entry] of madeByCommit) {
        if (changedOnBase.has(file)) {
            git.logger.info(`${file} changed on the base since the translation branch was made; it is left as the base has it.`);
            continue;
        }
        kept.push(entry);
    }
    if (kept.length > 0)
        git.logger.info(`Kept ${kept.length} file${kept.length === 1 ? '' : 's'} that the pull request already had and this run did not bring: ${kept.map((entry) => entry.path).join(', ')}.`);
    return kept;
}
async function changedIn(git, from, to, wanted) {
    const output = await git.run(['diff-tree', '-r', '--no-renames', '-z', '--diff-filter=AMT', from, to]);
    const fields = output.split('\0');
    const changed = new Map();
    for (let index = 0; index + 1 < fields.length; index += 2) {
        const [, mode = '', , sha = ''] = (fields[index] ?? '').slice(1).split(' ');
        const file = fields[index + 1] ?? '';
        if (file !== '' && (mode === '100644' || mode === '100755') && wanted(file))
            changed.set(file, { path: file, mode, sha });
    }
    return changed;
}
async function pathsChanged(git, from, to) {
    const output = await git.run(['diff-tree', '-r', '--no-renames', '-z', '--name-only', from, to]);
    return new Set(output.split('\0').filter((file) => file !== ''));
}

// EXTERNAL MODULE: ./src/git/names.ts
var git_names = __webpack_require__(6524);
// EXTERNAL MODULE: ./src/git/review-commits.ts
var review_commits = __webpack_require__(6033);
;// CONCATENATED MODULE: ./src/git/review-stack.ts




const REVIEWED_TRAILER = 'Translation-Sync-Reviewed:';
function reviewedIn(message) {
    return message
        .split('\n')
        .filter((line) => line.startsWith(REVIEWED_TRAILER))
        .flatMap((line) => {
        const [sha = '', ...author] = line.slice(REVIEWED_TRAILER.length).trim().split(' ');
        return runner/* SHA */.h.test(sha) ? [{ sha, author: author.join(' ') }] : [];
    });
}
async function reviewedBranch(git, where, tip, baseSha, rules, sent) {
    const [tipCommit] = await (0,review_commits/* firstParentCommits */.Dz)(git, `${tip}^!`);
    if (tipCommit === undefined)
        return undefined;
    if ((0,git_ownership/* isOwnCommit */.uv)(tipCommit, rules))
        return onAnchor(git, tipCommit, baseSha, []);
    if (!sent.has(tip))
        return undefined;
    const parent = tipCommit.parents[0];
    if (parent === undefined || !(await (0,commit_facts/* hasCommit */.QE)(git, parent)))
        await (0,review_commits/* fetchBranchHistory */.Z6)(git, where.remote, where.branch);
    const people = [];
    for (const commit of await (0,review_commits/* firstParentCommits */.Dz)(git, tip)) {
        if ((0,git_ownership/* isOwnCommit */.uv)(commit, rules))
            return onAnchor(git, commit, baseSha, people.reverse());
        if (!sent.has(commit.sha))
            return undefined;
        people.push(commit);
    }
    return undefined;
}
async function onAnchor(git, anchor, baseSha, people) {
    const earlier = reviewedIn(anchor.message);
    const reviewed = [...earlier, ...people.map((commit) => ({ sha: commit.sha, author: commit.authorName }))];
    if (reviewed.length === 0)
        return undefined;
    const stacked = (0,review_commits/* stackedBase */.L2)(anchor.message);
    const onBase = stacked === undefined
        ? people.length > 0 && (await (0,commit_facts/* readCommitObject */.pB)(git, anchor.sha)).parents[0] === baseSha
        : stacked === baseSha;
    return { kind: onBase ? 'stack' : 'fold', reviewed };
}
function reviewedMessage(message, branch, baseSha) {
    const lines = branch.reviewed.map((commit) => `${REVIEWED_TRAILER} ${commit.sha} ${commit.author}`.trimEnd());
    if (branch.kind === 'stack')
        lines.push(`${review_commits/* BASE_TRAILER */.kz} ${baseSha}`);
    return `${message.trimEnd()}\n\n${lines.join('\n')}`;
}

;// CONCATENATED MODULE: ./src/git/translation-branch.ts











async function updateTranslationBranch(request) {
    const git = (0,git_git.runnerFor)(request.repo);
    const remote = request.remote ?? 'origin';
    const names = { remote, base: request.base, branch: request.branch };
    const asked = request.remoteAsked;
    const askedBefore = asked !== undefined &&
        asked.remote === remote &&
        asked.base === request.base &&
        asked.branch === request.branch
        ? asked
        : undefined;
    await (askedBefore?.checked ?? (0,remote_state/* assertBranchNames */.Lf)(git, names));
    (0,git_names/* assertIdentity */.D7)(request.author, 'author');
    (0,git_names/* assertIdentity */.D7)(request.committer, 'committer');
    if (request.message.trim().length === 0) {
        throw new errors/* GitError */.X('GIT_INVALID_IDENTITY', 'The commit message is empty; set a commit message.');
    }
    const worktree = request.worktreeBlobs;
    const paths = (0,git_names/* checkTranslationPaths */.kk)(git.dir, request.paths, worktree);
    const blobs = worktree !== undefined && paths.every((file) => worktree.has(file)) ? worktree : undefined;
    let early;
    const seed = () => {
        if (early === undefined) {
            early = seedAtHead(git, paths);
            early.catch(() => undefined);
        }
        return early;
    };
    if (blobs === undefined)
        void seed();
    try {
        return await buildAndPublish(request, git, remote, paths, seed, blobs, askedBefore?.heads);
    }
    finally {
        const seeded = await early?.catch(() => undefined);
        if (seeded !== undefined)
            await (0,promises_.rm)(seeded.folder, { recursive: true, force: true });
    }
}
async function buildAndPublish(request, git, remote, paths, seed, blobs, earlyHeads) {
    for (let attempt = 1;; attempt++) {
        const asked = attempt === 1 ? await earlyHeads?.catch(() => undefined) : undefined;
        const heads = asked ?? (await (0,remote_state/* lsRemote */._H)(git, remote, [request.base, request.branch]));
        let differsAt;
        if (attempt === 1 && blobs !== undefined && !heads.has(request.branch)) {
            const baseSha = (0,remote_state/* baseShaOf */.LS)(heads, remote, request.base);
            const has = runner/* SHA */.h.test(baseSha)
                ? await baseHasBlobs(request.repo, baseSha, paths, blobs).catch(() => undefined)
                : undefined;
            if (has === true)
                return baseUpToDate(request, git);
            if (has === false)
                differsAt = baseSha;
        }
        const state = await (0,remote_state/* fetchRemoteState */.yb)(git, remote, request.base, request.branch, heads);
        const [{ tree: baseTree }, hasBlobs] = await Promise.all([
            (0,commit_facts/* readCommitObject */.pB)(git, state.baseSha),
            attempt === 1 &&
                blobs !== undefined &&
                state.baseSha !== differsAt &&
                baseHasBlobs(request.repo, state.baseSha, paths, blobs),
        ]);
        const kept = state.branchSha === undefined || request.keep === undefined
            ? []
            : await keptEntries(git, {
                tipSha: state.branchSha,
                baseSha: state.baseSha,
                remote,
                paths,
                keep: request.keep,
            });
        const tree = hasBlobs && kept.length === 0
            ? baseTree
            : await buildTree(git, state.baseSha, paths, attempt === 1 ? seed() : undefined, kept);
        const files = await diffTrees(git, baseTree, tree);
        const result = (operation, headSha) => ({
            operation,
            headSha,
            previousSha: state.branchSha,
            branch: request.branch,
            changedFiles: files.map((file) => file.path),
            files,
            dryRun: request.dryRun === true,
            deletable: true,
        });
        const ownership = { committer: request.committer, legacyMessage: request.message };
        const inBase = { remote, merged: request.mergedOnGitHub };
        if (tree === baseTree) {
            git.logger.info(`The translations on ${request.base} are already up to date; nothing to push.`);
            const foreign = state.branchSha === undefined
                ? []
                : await (0,git_ownership/* foreignCommits */.BX)(git, state.branchSha, state.baseSha, ownership, inBase);
            if (foreign.length > 0) {
                git.logger.warning(`Branch "${request.branch}" on ${remote} holds commits this action did not make: ${(0,git_ownership/* describeCommits */.kI)(foreign)}. ` +
                    'The base already has every translation, but the branch is kept (even with delete-branch) so that they are not lost.');
            }
            return { ...result('no-diff-from-base', state.branchSha), deletable: foreign.length === 0 };
        }
        const review = state.branchSha === undefined
            ? undefined
            : await reviewedBranch(git, { remote, branch: request.branch }, state.branchSha, state.baseSha, ownership, request.reviewed ?? new Set());
        const withReview = (done) => review === undefined ? done : { ...done, reviewed: { kind: review.kind, commits: review.reviewed } };
        if (review?.kind === 'stack' && state.branchSha !== undefined) {
            if ((await (0,commit_facts/* readCommitObject */.pB)(git, state.branchSha)).tree === tree) {
                git.logger.info(`Branch ${request.branch} already holds these translations; nothing to push.`);
                return withReview(result('unchanged', state.branchSha));
            }
        }
        else if (state.branchSha !== undefined &&
            (await isSameChange(git, state.branchSha, tree, state.baseSha))) {
            git.logger.info(`Branch ${request.branch} already holds these translations on the current ${request.base}; nothing to push.`);
            return result('unchanged', state.branchSha);
        }
        if (state.branchSha !== undefined && review === undefined) {
            const where = { branch: request.branch, remote, branchSha: state.branchSha, baseSha: state.baseSha };
            const refusal = await (0,git_ownership/* refusalToDrop */.Dq)(git, where, ownership, inBase);
            if (refusal !== undefined)
                throw refusal;
        }
        const parent = review?.kind === 'stack' && state.branchSha !== undefined ? state.branchSha : state.baseSha;
        const message = (0,git_ownership/* managedCommitMessage */.eV)(review === undefined ? request.message : reviewedMessage(request.message, review, state.baseSha));
        const commitSha = await commitTree(git, tree, parent, message, request);
        if (request.dryRun === true) {
            git.logger.info(`Dry run: would push ${commitSha} to ${request.branch} (${files.length === 1 ? '1 file' : `${files.length} files`}).`);
            return withReview(result('pushed', commitSha));
        }
        const pushed = request.publish === undefined
            ? (await pushWithLease(git, remote, request.branch, commitSha, state.branchSha))
                ? commitSha
                : undefined
            : await request.publish({
                baseSha: state.baseSha,
                baseTree,
                expected: state.branchSha,
                files: await readTreeFiles(git, tree, files),
                parent,
                message,
            });
        if (pushed !== undefined) {
            git.logger.info(`Pushed ${pushed} to ${request.branch} (${files.length === 1 ? '1 file' : `${files.length} files`}).`);
            return withReview(result('pushed', pushed));
        }
        if (attempt >= 2) {
            throw new errors/* GitError */.X('GIT_BRANCH_RACE', `Another run kept updating branch "${request.branch}" while this one pushed, so nothing was overwritten. ` +
                'Give the workflow a `concurrency:` group so that runs do not overlap, then re-run it.');
        }
        git.logger.warning(`Branch ${request.branch} changed on the remote while this run was pushing; rebuilding once on what is there now.`);
    }
}
function baseUpToDate(request, git) {
    git.logger.info(`The translations on ${request.base} are already up to date; nothing to push.`);
    return {
        operation: 'no-diff-from-base',
        headSha: undefined,
        previousSha: undefined,
        branch: request.branch,
        changedFiles: [],
        files: [],
        dryRun: request.dryRun === true,
        deletable: true,
    };
}
async function isSameChange(git, branchSha, tree, baseSha) {
    const commit = await (0,commit_facts/* readCommitObject */.pB)(git, branchSha);
    return commit.tree === tree && commit.parents.length === 1 && commit.parents[0] === baseSha;
}
async function commitTree(git, tree, parent, message, request) {
    const env = {
        GIT_AUTHOR_NAME: request.author.name,
        GIT_AUTHOR_EMAIL: request.author.email,
        GIT_COMMITTER_NAME: request.committer.name,
        GIT_COMMITTER_EMAIL: request.committer.email,
    };
    return (await git.run(['commit-tree', '--no-gpg-sign', '-p', parent, '-m', message, tree], { env })).trim();
}
async function pushWithLease(git, remote, branch, commitSha, expected) {
    const ref = `refs/heads/${branch}`;
    try {
        await git.run([
            'push',
            '--no-verify',
            '--porcelain',
            `--force-with-lease=${ref}:${expected ?? ''}`,
            '--end-of-options',
            remote,
            `${commitSha}:${ref}`,
        ], { network: true });
        return true;
    }
    catch (error) {
        const now = (await (0,remote_state/* lsRemote */._H)(git, remote, [branch])).get(branch);
        if (now !== expected)
            return false;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/github/api-commit.ts

const TREE_ENTRIES = 1000;
const TREE_BYTES = 4 * 1024 * 1024;
async function publishApiCommit(github, request, logger) {
    const { owner, repo } = request;
    const call = async (action, work) => {
        try {
            return await work();
        }
        catch (error) {
            throw (0,github_errors/* toGitHubError */.Lg)(error, action);
        }
    };
    const chunks = [[]];
    let bytes = 0;
    for (const file of request.files) {
        const mode = fileMode(file.mode);
        const text = asText(file.content);
        let entry;
        if (text !== undefined)
            entry = { path: file.path, mode, type: 'blob', content: text };
        else {
            const { data } = await call(`upload ${file.path} as a blob`, () => github.rest.git.createBlob({
                owner,
                repo,
                content: file.content.toString('base64'),
                encoding: 'base64',
            }));
            entry = { path: file.path, mode, type: 'blob', sha: data.sha };
        }
        const size = text === undefined ? 100 : file.content.length;
        const last = chunks[chunks.length - 1] ?? [];
        if (last.length > 0 && (last.length >= TREE_ENTRIES || bytes + size > TREE_BYTES)) {
            chunks.push([entry]);
            bytes = size;
        }
        else {
            last.push(entry);
            bytes += size;
        }
    }
    let tree = request.baseTree;
    for (const entries of chunks) {
        if (entries.length === 0)
            continue;
        const { data } = await call('create the translation tree', () => github.rest.git.createTree({ owner, repo, base_tree: tree, tree: entries }));
        tree = data.sha;
    }
    const { data: commit } = await call('create the translation commit', () => github.rest.git.createCommit({
        owner,
        repo,
        message: request.message,
        tree,
        parents: [request.parent ?? request.baseSha],
        author: request.author,
    }));
    logger.debug(`Created commit ${commit.sha} through the API (verified: ${String(commit.verification?.verified)}).`);
    const ref = `heads/${request.branch}`;
    if (request.expected === undefined) {
        try {
            await github.rest.git.createRef({ owner, repo, ref: `refs/${ref}`, sha: commit.sha });
            return commit.sha;
        }
        catch (error) {
            if ((0,github_errors/* isRequestFailure */.UZ)(error) && error.status === 422 && /already exists/i.test(error.message))
                return undefined;
            throw (0,github_errors/* toGitHubError */.Lg)(error, `create branch ${request.branch}`);
        }
    }
    const current = await currentSha(github, owner, repo, ref);
    if (current !== request.expected)
        return undefined;
    await call(`move branch ${request.branch}`, () => github.rest.git.updateRef({ owner, repo, ref, sha: commit.sha, force: true }));
    return commit.sha;
}
async function currentSha(github, owner, repo, ref) {
    try {
        const { data } = await github.rest.git.getRef({ owner, repo, ref });
        return data.object.sha;
    }
    catch (error) {
        if ((0,github_errors/* isRequestFailure */.UZ)(error) && error.status === 404)
            return undefined;
        throw (0,github_errors/* toGitHubError */.Lg)(error, `read ${ref}`);
    }
}
function fileMode(mode) {
    return mode === '100755' || mode === '120000' ? mode : '100644';
}
function asText(content) {
    if (content.includes(0))
        return undefined;
    const text = content.toString('utf8');
    return Buffer.from(text, 'utf8').equals(content) ? text : undefined;
}

// EXTERNAL MODULE: ./src/github/merged-pull.ts
var merged_pull = __webpack_require__(6775);
// EXTERNAL MODULE: ./src/sync/words.ts
var words = __webpack_require__(3334);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(5566);
;// CONCATENATED MODULE: ./src/github/reverted-edits-section.ts

const TEXT_SHOWN = 160;
function shortText(text) {
    if (text.length <= TEXT_SHOWN)
        return text;
    const segments = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text);
    let cut = '';
    for (const { segment } of segments) {
        if (cut.length + segment.length > TEXT_SHOWN)
            break;
        cut += segment;
    }
    return `${cut}…`;
}
function revertedEditsSection(edits, budget) {
    const rows = edits.flatMap((edit) => edit.keys.map((key) => `| ${(0,markdown/* codeSpan */.SS)(edit.path, true)} | ${(0,markdown/* codeSpan */.SS)(key.key, true)} | ${(0,markdown/* codeSpan */.SS)(shortText(key.repository), true)} | ${(0,markdown/* codeSpan */.SS)(shortText(key.service), true)} | ${(0,markdown/* markdownWord */.QB)(edit.commit.sha.slice(0, 12), true)} |`));
    if (rows.length === 0)
        return [];
    const lines = [
        '',
        '### Repository edits this pull request changes back',
        '',
        "These translations were changed on the base after the translation service last changed their file, so the service's text is older. " +
            "Merging puts the service's text back; to keep the repository's, make the same change on the service first.",
        '',
        '| File | Key | On the base | From the service | Commit |',
        '| --- | --- | --- | --- | --- |',
    ];
    const cost = (line) => line.length + 1;
    const note = (count) => `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'key' : 'keys'}: the run's log names every file._`;
    let used = lines.reduce((sum, line) => sum + cost(line), 0);
    const reserve = cost('') + cost(note(rows.length));
    if (used + cost(rows[0] ?? '') + reserve > budget)
        return [];
    let shown = 0;
    for (const row of rows) {
        const last = shown === rows.length - 1;
        if (used + cost(row) + (last ? 0 : reserve) > budget)
            break;
        lines.push(row);
        used += cost(row);
        shown += 1;
    }
    if (shown < rows.length)
        lines.push('', note(rows.length - shown));
    return lines;
}

;// CONCATENATED MODULE: ./src/github/review-section.ts

const review_section_TEXT_SHOWN = 120;
function review_section_shortText(text) {
    return text.length <= review_section_TEXT_SHOWN ? text : `${text.slice(0, review_section_TEXT_SHOWN - 1)}…`;
}
function reviewSection(sent, reviewed, budget) {
    const commits = reviewed?.commits ?? [];
    if (sent.length === 0 && commits.length === 0)
        return [];
    const lines = ['', '### Sent to the service from this pull request', ''];
    if (sent.length > 0) {
        lines.push('These translations were changed in this pull request; this run set them on the translation service, so translators see them and later downloads keep them.', '', '| Key | Locale | Text | Commit |', '| --- | --- | --- | --- |');
    }
    const rows = sent.map((edit) => `| ${(0,markdown/* codeSpan */.SS)(edit.key, true)} | ${(0,markdown/* markdownWord */.QB)(edit.locale, true)} | ${(0,markdown/* codeSpan */.SS)(review_section_shortText(edit.text), true)} | ${(0,markdown/* markdownWord */.QB)(edit.commit.slice(0, 12), true)} by ${(0,markdown/* markdownWord */.QB)(edit.author, true)} |`);
    const names = commits.map((commit) => `${(0,markdown/* markdownWord */.QB)(commit.sha.slice(0, 12))} by ${(0,markdown/* markdownWord */.QB)(commit.author)}`);
    const closing = names.length === 0
        ? []
        : [
            '',
            reviewed?.kind === 'fold'
                ? `The base moved, so the branch was rebuilt on it: these commits were folded in, their edits coming back from the service: ${names.join(', ')}.`
                : `The branch keeps these commits, with this action's commit on top: ${names.join(', ')}.`,
        ];
    const cost = (line) => line.length + 1;
    let used = [...lines, ...closing].reduce((sum, line) => sum + cost(line), 0);
    if (used > budget)
        return [];
    let shown = 0;
    for (const row of rows) {
        if (used + cost(row) + 80 > budget)
            break;
        lines.push(row);
        used += cost(row);
        shown += 1;
    }
    if (shown < rows.length)
        lines.push('', `_…and ${rows.length - shown} more: the run's log and the job summary name every key._`);
    return [...lines, ...closing];
}

;// CONCATENATED MODULE: ./src/github/pr-body.ts





const FILES_PER_LOCALE_CELL = 3;
const DEFAULT_INTRO = 'This pull request brings in the translations downloaded from the translation service.';
const KEYS_PER_KIND = 20;
const pr_body_TEXT_SHOWN = 80;
function reviewerNote(base, branch) {
    const into = base === undefined ? 'the base branch' : (0,markdown/* codeSpan */.SS)(base);
    const own = branch === undefined ? 'This branch' : `The branch ${(0,markdown/* codeSpan */.SS)(branch)}`;
    return ('To fix a translation, change it on the translation service, or here: a commit on this branch that changes only ' +
        'translation files is sent to the service by the next run, which keeps the commit and adds its own on top. ' +
        `Merging brings these files into ${into}. ${own} belongs to translation-sync: a commit that changes anything else ` +
        'stops the next run until it is moved or reverted.');
}
function quoted(text) {
    const line = (0,markdown/* oneLine */.TN)(text ?? '');
    return (0,markdown/* codeSpan */.SS)(line.length > pr_body_TEXT_SHOWN ? `${line.slice(0, pr_body_TEXT_SHOWN - 1)}…` : line);
}
function sampleLine(sample) {
    if (sample.kind === 'added')
        return `- added ${(0,markdown/* codeSpan */.SS)(sample.key)}: ${quoted(sample.after)}`;
    if (sample.kind === 'removed')
        return `- removed ${(0,markdown/* codeSpan */.SS)(sample.key)} (was ${quoted(sample.before)})`;
    return `- changed ${(0,markdown/* codeSpan */.SS)(sample.key)}: ${quoted(sample.before)} → ${quoted(sample.after)}`;
}
function keyLines(locales) {
    const lines = [];
    for (const change of locales) {
        const files = (change.keys ?? []).filter((file) => file.added + file.changed + file.removed > 0);
        if (files.length === 0)
            continue;
        lines.push('', `#### ${(0,markdown/* markdownWord */.QB)(change.locale)}`);
        const shown = { added: 0, changed: 0, removed: 0 };
        for (const file of files) {
            if (file.newFile) {
                lines.push('', `${(0,markdown/* codeSpan */.SS)(file.path)}: new file, ${(0,words/* plural */.LS)(file.added, 'key')}`);
                continue;
            }
            lines.push('', `${(0,markdown/* codeSpan */.SS)(file.path)}:`);
            for (const sample of file.samples) {
                if (shown[sample.kind] >= KEYS_PER_KIND)
                    continue;
                shown[sample.kind] += 1;
                lines.push(sampleLine(sample));
            }
        }
        const listedIn = files.filter((file) => !file.newFile);
        const more = ['added', 'changed', 'removed']
            .map((kind) => [kind, listedIn.reduce((sum, file) => sum + file[kind], 0) - shown[kind]])
            .filter(([, count]) => count > 0)
            .map(([kind, count]) => `${(0,words/* plural */.LS)(count, 'more key')} ${kind}`);
        if (more.length > 0)
            lines.push('', `_…and ${more.join(', ')}: the files hold them all._`);
    }
    return lines;
}
function renderPullRequestBody(options) {
    const limit = options.limit ?? markdown/* GITHUB_BODY_LIMIT */.nY;
    const lines = [];
    let used = 0;
    const cost = (line) => line.length + 1;
    const fits = (extra) => used + extra <= limit;
    const push = (line) => {
        lines.push(line);
        used += cost(line);
    };
    for (const line of (options.intro ?? DEFAULT_INTRO).split(/\r?\n/).map(redact/* redact */.E$)) {
        if (!fits(cost(line)))
            break;
        push(line);
    }
    for (const line of revertedEditsSection(options.revertedEdits ?? [], Math.min(limit - used, limit / 4)))
        push((0,redact/* redact */.E$)(line));
    for (const line of reviewSection(options.sentFromPullRequest ?? [], options.reviewedCommits, Math.min(limit - used, limit / 4)))
        push((0,redact/* redact */.E$)(line));
    const heldBackRoom = used + Math.min(limit - used, limit / 4);
    for (const line of (options.heldBack ?? []).map(redact/* redact */.E$)) {
        if (used + cost(line) > heldBackRoom)
            break;
        push(line);
    }
    const readinessRoom = used + Math.min(limit - used, limit / 4);
    for (const line of (options.readiness ?? []).map(redact/* redact */.E$)) {
        if (used + cost(line) > readinessRoom)
            break;
        push(line);
    }
    for (const line of ['', (0,redact/* redact */.E$)(reviewerNote(options.base, options.branch))])
        if (fits(cost(line)))
            push(line);
    const inLocales = new Set(options.locales.flatMap((change) => change.files));
    const otherFiles = options.files.filter((file) => !inLocales.has(file.path));
    const sections = [
        {
            heading: ['', '### Renamed and moved keys', ''],
            items: [...(options.renamedKeys ?? [])],
            omitted: (count) => `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'line' : 'lines'} of renamed keys not shown: the renamed-keys output lists them all._`,
        },
        {
            heading: [
                '',
                '### Changes per locale',
                '',
                '| Locale | Keys added | Keys changed | Keys removed | Files |',
                '| --- | ---: | ---: | ---: | --- |',
            ],
            items: options.locales.map(localeRow),
            omitted: (count) => `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'locale' : 'locales'} not shown: the pull request body is limited to ${limit.toLocaleString('en-US')} characters._`,
        },
        {
            heading: ['', '### Keys per locale'],
            items: keyLines(options.locales),
            omitted: (count) => `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'line' : 'lines'} of keys not shown: the pull request body is limited to ${limit.toLocaleString('en-US')} characters._`,
        },
        {
            heading: ['', '### Other files', ''],
            items: otherFiles.map((file) => `- ${(0,markdown/* codeSpan */.SS)(file.path)} (${file.status === 'added' ? 'new' : 'changed'})`),
            omitted: (count) => `_…and ${count.toLocaleString('en-US')} more ${count === 1 ? 'file' : 'files'} not listed; the commit holds all of them._`,
        },
    ];
    const noteCosts = sections.map((section) => section.items.length === 0 ? 0 : cost('') + cost(section.omitted(section.items.length)));
    sections.forEach((section, index) => {
        if (section.items.length === 0)
            return;
        const reserved = noteCosts.slice(index + 1).reduce((sum, next) => sum + next, 0);
        const fits = (extra) => used + extra + reserved <= limit;
        const heading = section.heading.map(redact/* redact */.E$);
        const items = section.items.map(redact/* redact */.E$);
        const headingCost = heading.reduce((sum, line) => sum + cost(line), 0);
        const allCost = items.reduce((sum, line) => sum + cost(line), 0);
        if (fits(headingCost + allCost)) {
            heading.forEach(push);
            items.forEach(push);
            return;
        }
        const noteCost = cost('') + cost(section.omitted(items.length));
        const firstItem = items[0] ?? '';
        if (!fits(headingCost + cost(firstItem) + noteCost)) {
            const note = section.omitted(items.length);
            if (fits(cost('') + cost(note))) {
                push('');
                push(note);
            }
            return;
        }
        heading.forEach(push);
        let shown = 0;
        for (const item of items) {
            if (!fits(cost(item) + noteCost))
                break;
            push(item);
            shown += 1;
        }
        push('');
        push(section.omitted(items.length - shown));
    });
    return lines.join('\n');
}
function localeRow(change) {
    const shown = change.files.slice(0, FILES_PER_LOCALE_CELL).map((file) => (0,markdown/* codeSpan */.SS)(file, true));
    const more = change.files.length - shown.length;
    if (more > 0)
        shown.push(`+${more} more`);
    return `| ${(0,markdown/* markdownWord */.QB)(change.locale, true)} | ${change.added} | ${change.changed} | ${change.removed} | ${shown.join('<br>')} |`;
}

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
;// CONCATENATED MODULE: ./src/action/publish/branch-changes.ts


const FILES_PER_READ = 500;
const BYTES_PER_READ = 4 * 1024 * 1024;
async function readPairs(repository, refs, paths, visit) {
    const [firstBlobs, secondBlobs] = await Promise.all([
        repository.blobsAtRef(refs[0], paths),
        repository.blobsAtRef(refs[1], paths),
    ]);
    let start = 0;
    while (start < paths.length) {
        let end = start;
        let bytes = 0;
        while (end < paths.length && end - start < FILES_PER_READ) {
            const size = (firstBlobs[end]?.size ?? 0) + (secondBlobs[end]?.size ?? 0);
            if (end > start && bytes + size > BYTES_PER_READ)
                break;
            bytes += size;
            end += 1;
        }
        const [first, second] = await Promise.all([
            repository.readBlobs(firstBlobs.slice(start, end)),
            repository.readBlobs(secondBlobs.slice(start, end)),
        ]);
        for (let index = start; index < end; index++)
            visit(index, first[index - start], second[index - start]);
        start = end;
    }
}
function keyValuesFrom(readers, bytes, repoPath, locale) {
    const format = (0,detect/* detectFormat */.T)(repoPath);
    if (format === undefined || bytes === undefined)
        return new Map();
    try {
        return readers.keyValuesOf(format, bytes, { fileName: repoPath, locale });
    }
    catch {
        return new Map();
    }
}
const KEYS_SHOWN = 20;
function branch_changes_displayText(value) {
    if (value === undefined)
        return '';
    if (value.text.startsWith('"'))
        return value.text.slice(1);
    if (value.text.startsWith('#'))
        return value.text.slice(1);
    try {
        const forms = JSON.parse(value.text);
        return types/* PLURAL_FORMS */.DG.flatMap((form, index) => {
            const text = forms[index];
            return text === null || text === undefined ? [] : [`${form}: ${text}`];
        }).join(' / ');
    }
    catch {
        return value.text;
    }
}
function countKeys(readers, before, after, repoPath, locale) {
    const format = (0,detect/* detectFormat */.T)(repoPath);
    const none = { path: repoPath, newFile: false, added: 0, changed: 0, removed: 0, samples: [] };
    if (before === undefined && after !== undefined && format !== undefined) {
        try {
            return {
                ...none,
                newFile: true,
                added: readers.keyCountOf(format, after, { fileName: repoPath, locale }),
            };
        }
        catch {
            return none;
        }
    }
    const old = keyValuesFrom(readers, before, repoPath, locale);
    const current = keyValuesFrom(readers, after, repoPath, locale);
    const diff = readers.diffKeyValues(old, current);
    return {
        ...none,
        added: diff.added.length,
        changed: diff.changed.length,
        removed: diff.removed.length,
        samples: [
            ...diff.added
                .slice(0, KEYS_SHOWN)
                .map((key) => ({ kind: 'added', key, after: branch_changes_displayText(current.get(key)) })),
            ...diff.changed.slice(0, KEYS_SHOWN).map((key) => ({
                kind: 'changed',
                key,
                before: branch_changes_displayText(old.get(key)),
                after: branch_changes_displayText(current.get(key)),
            })),
            ...diff.removed
                .slice(0, KEYS_SHOWN)
                .map((key) => ({ kind: 'removed', key, before: branch_changes_displayText(old.get(key)) })),
        ],
    };
}
async function localeChangesOnBranch(options) {
    const { repository, branch } = options;
    const head = branch.headSha;
    if (head === undefined || branch.operation === 'no-diff-from-base')
        return [];
    const byLocale = new Map();
    const files = branch.files.flatMap((file) => {
        const locale = options.localeOf(file.path);
        return locale === undefined ? [] : [{ path: file.path, locale }];
    });
    if (files.length === 0)
        return [];
    const readers = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(679), __webpack_require__.e(481), __webpack_require__.e(402)]).then(__webpack_require__.bind(__webpack_require__, 1402));
    await readPairs(repository, [`${head}^`, head], files.map((file) => file.path), (index, before, after) => {
        const { path, locale } = files[index] ?? { path: '', locale: '' };
        const counts = countKeys(readers, before, after, path, locale);
        const entry = byLocale.get(locale) ?? { locale, added: 0, changed: 0, removed: 0, files: [], keys: [] };
        entry.added += counts.added;
        entry.changed += counts.changed;
        entry.removed += counts.removed;
        entry.files.push(path);
        entry.keys?.push(counts);
        byLocale.set(locale, entry);
    });
    return [...byLocale.values()].sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0));
}
async function newOnBranch(options) {
    const { repository, branch } = options;
    const head = branch.headSha;
    if (head === undefined || branch.operation !== 'pushed')
        return [];
    const before = branch.previousSha ?? `${head}^`;
    const fresh = [];
    const [was, now] = await Promise.all([
        repository.blobsAtRef(before, options.written),
        repository.blobsAtRef(head, options.written),
    ]);
    options.written.forEach((file, index) => {
        const old = was[index];
        const current = now[index];
        if (old === undefined || current === undefined || old.sha !== current.sha)
            fresh.push(file);
    });
    return fresh;
}

// EXTERNAL MODULE: ./src/action/runner/pull-request-split.ts
var pull_request_split = __webpack_require__(7591);
// EXTERNAL MODULE: ./src/github/auto-merge.ts
var auto_merge = __webpack_require__(7661);
// EXTERNAL MODULE: ./src/github/readiness-section.ts
var readiness_section = __webpack_require__(425);
// EXTERNAL MODULE: ./src/action/publish/review-summary.ts
var review_summary = __webpack_require__(6341);
;// CONCATENATED MODULE: ./src/action/publish/part-review.ts





function autoMergeLine(inputs, held, kinds, heldBack) {
    if (inputs.autoMerge === 'off')
        return undefined;
    if (held === 0 && heldBack > 0)
        return `**Auto-merge is off**: ${(0,words/* plural */.LS)(heldBack, 'translation file is', 'translation files are')} held back (see Files held back). Once the service's copies pass, the next run turns auto-merge (${inputs.autoMerge}) on.`;
    if (held === 0)
        return `**Auto-merge (${inputs.autoMerge}) is on**: GitHub merges this pull request once the repository's required checks pass. A later run that finds what holds it back in these translations turns it off.`;
    return (`**Auto-merge is off**: the checks found ${(0,words/* plural */.LS)(held, 'problem')} that can break the app or put into it what its source does not have (${kinds.join(', ')}); ` +
        'the tables below name each file, key, locale and reason. Once they are fixed on the translation service, ' +
        `the next run turns auto-merge (${inputs.autoMerge}) on. A kind the team accepts can be named in \`auto-merge-ignore\`.`);
}
function judgePart(review, inputs, part, heldBack = 0) {
    const paths = new Set(part.paths);
    const groups = (0,review_summary/* groupsOf */.c1)(review, (file) => paths.has(file));
    const holding = groups.filter((group) => group.autoMerge === 'holds');
    const held = holding.reduce((sum, group) => sum + group.rows.length, 0);
    const line = autoMergeLine(inputs, held, holding.map((group) => `${group.heading}: ${group.rows.length}`), heldBack);
    const split = inputs.pullRequestPer === 'locale';
    const completion = review.completion.filter((row) => !split || row.heldBack || part.locales.includes(row.locale));
    const reasons = [
        ...(held > 0 ? [`the checks found ${(0,words/* plural */.LS)(held, 'problem')} that can break the app`] : []),
        ...(heldBack > 0
            ? [`${(0,words/* plural */.LS)(heldBack, 'translation file is', 'translation files are')} held back`]
            : []),
    ];
    return {
        lines: (0,readiness_section/* reviewSectionLines */.V)({ autoMerge: line, groups, completion }),
        clean: held === 0 && heldBack === 0,
        autoMergeLine: line,
        holdsBack: reasons.length === 0 ? undefined : reasons.join(' and '),
    };
}
async function settleAutoMerge(options) {
    const { inputs, pullRequest, judged, logger } = options;
    const method = inputs.autoMerge;
    if (method === 'off' || pullRequest.number === undefined || pullRequest.operation === 'closed')
        return undefined;
    const github = await options.github();
    const target = { ...options.target, number: pullRequest.number };
    const outcome = await (0,auto_merge/* applyAutoMerge */.c)(github, target, { method, clean: judged.clean, ...(judged.holdsBack === undefined ? {} : { because: judged.holdsBack }) }, logger);
    if (outcome.state === 'refused' && judged.clean && judged.autoMergeLine !== undefined) {
        const body = (0,markdown/* cutMarkdown */.G$)(options.body.replace(judged.autoMergeLine, `**Auto-merge was not turned on**: ${outcome.warning}`), {
            limit: markdown/* GITHUB_BODY_LIMIT */.nY,
            note: `_…cut here: GitHub takes at most ${markdown/* GITHUB_BODY_LIMIT */.nY.toLocaleString('en-US')} characters in a pull request body. The commit holds every file._`,
        });
        await github.rest.pulls
            .update({ owner: target.owner, repo: target.repo, pull_number: pullRequest.number, body })
            .catch((error) => logger.warning(`Could not say in pull request #${pullRequest.number}'s body that auto-merge is off: ${error.message}`));
    }
    return outcome;
}

// EXTERNAL MODULE: ./src/github/held-back-section.ts
var held_back_section = __webpack_require__(616);
// EXTERNAL MODULE: ./src/action/publish/refused-branch.ts
var refused_branch = __webpack_require__(7203);
;// CONCATENATED MODULE: ./src/action/publish/publish-part.ts











async function publishPart(shared, part, options) {
    const { inputs, logger, github, owner, repo, base, repository } = shared;
    const lookup = { owner, repo, base, branch: part.branch };
    const openPull = options.openPull ?? github().then((client) => (0,pull_request/* findOpenPull */.z)(client, lookup));
    openPull.catch(() => undefined);
    const inPart = new Set(part.paths);
    const blobs = shared.worktreeBlobs;
    const blocked = shared.review?.blocked.get(part.branch);
    const branch = await updateTranslationBranch({
        repo: repository,
        base,
        branch: part.branch,
        paths: part.paths,
        message: inputs.commitMessage,
        author: inputs.author,
        committer: inputs.committer,
        ...(blobs === undefined ? {} : { worktreeBlobs: blobs }),
        ...(shared.keep === undefined ? {} : { keep: shared.keep }),
        ...(shared.review === undefined ? {} : { reviewed: shared.review.commits }),
        mergedOnGitHub: async (sha) => (0,merged_pull/* mergedThroughPull */.p)(await github(), lookup, sha),
        ...(options.remoteAsked === undefined ? {} : { remoteAsked: options.remoteAsked }),
        ...(inputs.signCommits
            ? {
                publish: async (commit) => publishApiCommit(await github(), {
                    ...commit,
                    owner,
                    repo,
                    branch: part.branch,
                    message: commit.message,
                    author: inputs.author,
                }, logger),
            }
            : {}),
    }).catch(async (error) => {
        const refusal = blocked === undefined || !(error instanceof errors/* BranchNotOwnedError */.T)
            ? error
            : new errors/* BranchNotOwnedError */.T(error.branch, { actionsBranch: error.found.actionsBranch, refused: blocked }, `${error.message} ${blocked}`, { cause: error });
        await (0,refused_branch/* holdRefusedBranch */.U)(refusal, shared, logger, openPull);
        throw refusal;
    });
    options.onBranch?.(branch);
    const heldBack = shared.heldBack ?? [];
    const judged = shared.readiness === undefined ? undefined : judgePart(shared.readiness, inputs, part, heldBack.length);
    const body = renderPullRequestBody({
        ...(judged === undefined ? {} : { readiness: judged.lines }),
        heldBack: (0,held_back_section/* heldBackLines */.E)(heldBack),
        ...(inputs.body === '' ? {} : { intro: inputs.body }),
        base,
        branch: part.branch,
        locales: await localeChangesOnBranch({ repository, branch, localeOf: shared.localeOf }),
        files: branch.files,
        revertedEdits: shared.revertedEdits.filter((edit) => inPart.has(edit.path)),
        sentFromPullRequest: (shared.review?.sent ?? []).filter((edit) => edit.branch === part.branch),
        reviewedCommits: branch.reviewed,
        renamedKeys: part.projects.flatMap((project) => shared.renamedKeys?.get(project) ?? []),
    });
    const written = shared.written.filter((file) => inPart.has(file));
    const fresh = new Set(await newOnBranch({ repository, branch, written }));
    const reviewers = (0,pull_request_split/* reviewersFor */.E6)(part.locales, { users: inputs.reviewers, teams: inputs.teamReviewers }, inputs.localeReviewers);
    const pullRequest = await (0,pull_request/* syncPullRequest */.A)(github, {
        owner,
        repo,
        base,
        branch: part.branch,
        title: part.title,
        body,
        labels: [...inputs.labels],
        assignees: [...inputs.assignees],
        reviewers: [...reviewers.users],
        teamReviewers: [...reviewers.teams],
        draft: inputs.draft,
        deleteBranch: inputs.deleteBranch && branch.deletable,
        branchState: branch.operation,
        ...(branch.headSha === undefined ? {} : { headSha: branch.headSha }),
    }, logger, openPull);
    const autoMerge = judged === undefined
        ? undefined
        : await settleAutoMerge({
            inputs,
            github,
            target: { owner, repo, base },
            pullRequest,
            body,
            judged,
            logger,
        });
    return { part, branch, pullRequest, body, newFiles: written.filter((file) => fresh.has(file)), autoMerge };
}

;// CONCATENATED MODULE: ./src/action/publish/publish.ts









class PublishError extends Error {
    code = 'publish';
    constructor(message) {
        super(message);
        this.name = 'PublishError';
    }
}
function worktreeBlobsOf(projects) {
    const merged = new Map();
    for (const { pull, scope } of projects) {
        const blobs = pull.worktreeBlobs;
        if (blobs === undefined || pull.files.length > 0)
            return {};
        for (const [file, blob] of blobs)
            merged.set(scope.toRepoPath(file), blob);
    }
    return { worktreeBlobs: merged };
}
function keepRule(inputs, published, failed, heldBack = new Set()) {
    const limited = inputs.locales.length > 0 && inputs.pullRequestPer !== 'locale';
    const keeping = new Set([...failed, ...(limited ? published : [])].map((scope) => scope.prefix));
    if (keeping.size === 0 && heldBack.size === 0)
        return undefined;
    const prefixes = [...published, ...failed].map((scope) => scope.prefix).sort((a, b) => b.length - a.length);
    return (file) => {
        if (heldBack.has(file))
            return true;
        const owner = prefixes.find((prefix) => prefix === '' || file.startsWith(`${prefix}/`));
        return owner !== undefined && keeping.has(owner);
    };
}
const OPEN_PULL_FRESH_MS = 5_000;
async function beginPublish(options) {
    const { inputs, context, logger, signal } = options;
    const { owner, repo } = context;
    if (owner === undefined || repo === undefined) {
        throw new PublishError('GITHUB_REPOSITORY is not set: run translation-sync as a step of a GitHub workflow.');
    }
    if (inputs.githubToken === undefined) {
        throw new PublishError('The github-token input is empty, so no pull request can be opened. Leave it at its default (${{ github.token }}) or pass a token with contents: write and pull-requests: write.');
    }
    const { githubToken } = inputs;
    (0,redact/* registerSecret */.cl)(githubToken);
    let client;
    const github = () => (client ??= Promise.all(/* import() */[__webpack_require__.e(999), __webpack_require__.e(30)]).then(__webpack_require__.bind(__webpack_require__, 5030)).then(({ createGitHubClient }) => createGitHubClient({
        token: githubToken,
        baseUrl: context.apiUrl,
        graphqlUrl: context.graphqlUrl,
        logger,
    })));
    const base = inputs.base ??
        context.defaultBranch ??
        (await (await github()).rest.repos.get({ owner, repo })).data.default_branch;
    const repository = (0,git_git.openRepository)({
        dir: context.workspace,
        logger,
        auth: { token: inputs.githubToken, serverUrl: context.serverUrl },
    });
    repository.catch(() => undefined);
    const names = { remote: 'origin', base, branch: inputs.branch };
    return {
        github,
        owner,
        repo,
        base,
        repository,
        remote: catchLater(repository.then((opened) => (0,remote_state.askRemote)((0,git_git.runnerFor)(opened), names, [`${inputs.branch}/*`], signal))),
        openPull: catchLater(inputs.pullRequestPer !== 'run'
            ? Promise.resolve(undefined)
            : findOpenPullEarly({
                apiUrl: context.apiUrl,
                token: inputs.githubToken,
                owner,
                repo,
                base,
                branch: inputs.branch,
                signal,
            })),
        askedAt: performance.now(),
    };
}
async function assertNoRunBranch(branch, remoteAsked) {
    const heads = await remoteAsked?.heads.catch(() => undefined);
    if (heads?.has(branch) !== true)
        return;
    throw new PublishError(`The branch ${branch} exists, and git cannot keep the split pull requests' branches (${branch}/…) beside it. ` +
        `Merge or close its pull request and delete the branch ${branch}, or set the branch input to another name.`);
}
async function assertNoSplitBranches(branch, remoteAsked, repository) {
    const heads = (await remoteAsked?.heads.catch(() => undefined)) ??
        (await (0,remote_state/* lsRemote */._H)((0,git_git.runnerFor)(repository), 'origin', [`${branch}/*`]));
    const split = [...heads.keys()].filter((name) => name.startsWith(`${branch}/`)).sort();
    if (split.length === 0)
        return;
    const listed = split.length > 5 ? `${split.slice(0, 5).join(', ')} and ${split.length - 5} more` : split.join(', ');
    throw new PublishError(`The branch${split.length === 1 ? '' : 'es'} ${listed} exist${split.length === 1 ? 's' : ''} (from pull-request-per: locale or project), and git cannot keep the branch ${branch} of one pull request per run beside ${split.length === 1 ? 'it' : 'them'}. ` +
        `Merge or close ${split.length === 1 ? 'its pull request' : 'their pull requests'} and delete ${split.length === 1 ? 'that branch' : 'those branches'}, or set the branch input to another name, or set pull-request-per back.`);
}
function catchLater(promise) {
    promise.catch(() => undefined);
    return promise;
}
async function publishTranslations(options) {
    const { inputs, projects, logger } = options;
    const started = await (options.started ?? beginPublish(options));
    const { github, owner, repo, base } = started;
    const parts = (0,pull_request_split/* splitPullRequests */.y1)(inputs.pullRequestPer, { branch: inputs.branch, title: inputs.title }, projects.flatMap(({ scope, pull }) => pull.targetPaths
        .map((file) => ({
        path: scope.toRepoPath(file),
        locale: pull.targetLocales.get(file) ?? '',
        project: scope.prefix,
    }))
        .filter((file) => options.readiness?.heldBack.has(file.path) !== true)));
    const single = parts.length === 1 && parts[0]?.branch === inputs.branch;
    const recent = performance.now() - started.askedAt <= OPEN_PULL_FRESH_MS;
    const lookup = { owner, repo, base, branch: inputs.branch };
    const openPull = single && recent
        ? catchLater(started.openPull.catch(async () => (0,pull_request/* findOpenPull */.z)(await github(), lookup)))
        : undefined;
    const repository = await started.repository;
    const remoteAsked = await started.remote.catch(() => undefined);
    if (inputs.pullRequestPer === 'run')
        await assertNoSplitBranches(inputs.branch, remoteAsked, repository);
    else
        await assertNoRunBranch(inputs.branch, remoteAsked);
    const revertedEdits = [];
    for (const { scope, pull } of projects) {
        revertedEdits.push(...(await findRevertedEdits({
            repository,
            pull,
            workspace: scope.dir,
            toRepoPath: (file) => scope.toRepoPath(file),
            rules: { committer: inputs.committer, legacyMessage: inputs.commitMessage },
            logger,
        })));
    }
    const heldBack = projects.flatMap(({ scope, pull }) => (pull.heldBack ?? []).map((held) => ({ ...held, file: scope.toRepoPath(held.path) })));
    const localeOfRepoPath = new Map(projects.flatMap(({ scope, pull }) => [...pull.targetLocales].map(([file, locale]) => [scope.toRepoPath(file), locale])));
    const shared = {
        inputs,
        logger,
        github,
        owner,
        repo,
        base,
        repository,
        revertedEdits,
        localeOf: (file) => localeOfRepoPath.get(file),
        worktreeBlobs: worktreeBlobsOf(projects).worktreeBlobs,
        written: projects
            .flatMap(({ scope, pull }) => pull.files.map((file) => scope.toRepoPath(file.path)))
            .filter((file) => options.readiness?.heldBack.has(file) !== true),
        review: options.review,
        readiness: options.readiness,
        renamedKeys: new Map(projects.map(({ scope, pull }) => [
            scope.prefix,
            (0,renamed_keys_section/* renamedKeyItems */.W)(pull.renamed, (file) => scope.toRepoPath(file)),
        ])),
        keep: keepRule(inputs, projects.map(({ scope }) => scope), options.failed ?? [], new Set(heldBack.map((row) => row.file))),
        heldBack,
    };
    const pullRequests = [];
    for (const part of parts) {
        const published = await publishPart(shared, part, {
            ...(single && openPull !== undefined ? { openPull } : {}),
            ...(single && remoteAsked !== undefined && performance.now() - remoteAsked.askedAt <= OPEN_PULL_FRESH_MS
                ? { remoteAsked }
                : {}),
            ...(options.onBranch === undefined ? {} : { onBranch: options.onBranch }),
        });
        pullRequests.push(published);
        options.onPullRequest?.(published);
    }
    const first = pullRequests.find(pull_request_split/* touched */.FI) ?? pullRequests[0];
    return {
        pullRequests,
        pullRequest: first?.pullRequest ?? { operation: 'none', branch: inputs.branch },
        newFiles: pullRequests.flatMap((published) => published.newFiles),
        sentFromPullRequest: options.review?.sent ?? [],
    };
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


/***/ })

};
