export const id = 808;
export const ids = [808,402];
export const modules = {

/***/ 808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullAfterReviews: () => (/* binding */ pullAfterReviews),
/* harmony export */   reviewsOnce: () => (/* binding */ reviewsOnce)
/* harmony export */ });
/* harmony import */ var _formats_detect_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(445);
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3341);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(308);
/* harmony import */ var _git_in_base_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5927);
/* harmony import */ var _git_review_commits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6033);
/* harmony import */ var _sync_push_edits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4391);
/* harmony import */ var _github_merged_pull_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6775);







const describe = (commit) => `${commit.sha.slice(0, 12)} by ${commit.authorName} <${commit.authorEmail}> (${JSON.stringify(commit.message.split('\n')[0] ?? '')})`;
/**
 * Every translation branch of the run (`branch`, and `branch/…` of a split) that people reviewed:
 * read once for all projects. A branch already in the base (its pull request merged) is no
 * review any more. A commit that changes a file outside every project blocks its branch: nothing
 * of it is sent, and the ownership check stops the run as before (R43), naming the file.
 */
async function readReviews(options) {
    const git = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__.runnerFor)(options.repository);
    const baseSha = options.heads.get(options.base);
    const reviews = [];
    const blocked = new Map();
    for (const [branch, tip] of [...options.heads].sort(([a], [b]) => (a < b ? -1 : 1))) {
        if (baseSha === undefined || (branch !== options.branch && !branch.startsWith(`${options.branch}/`)))
            continue;
        const review = await (0,_git_review_commits_js__WEBPACK_IMPORTED_MODULE_2__/* .readBranchReview */ .hA)(git, 'origin', branch, tip, options.rules);
        // Unreadable (a merge commit, no own commit in reach): the ownership check stops as before.
        if (review === undefined || !('anchor' in review))
            continue;
        if (await (0,_git_in_base_js__WEBPACK_IMPORTED_MODULE_5__/* .isInBase */ .b)(git, tip, baseSha, { remote: 'origin', merged: options.merged(branch) }))
            continue;
        const outside = firstFile(review, (file) => !options.scopes.some((scope) => inScope(scope, file)));
        if (outside === undefined)
            reviews.push(review);
        else
            block(blocked, branch, outside, options.logger);
    }
    return { reviews, blocked };
}
const inScope = (scope, file) => scope.prefix === '' || file.startsWith(`${scope.prefix}/`);
function firstFile(review, matches) {
    for (const commit of review.commits) {
        const file = commit.files.find(matches);
        if (file !== undefined)
            return { commit, file };
    }
    return undefined;
}
function block(blocked, branch, found, logger) {
    const note = `${describe(found.commit)} changes ${found.file}, which is not a translation file of the service, so nothing of the pull request's commits was sent to the service. ` +
        'A fix of a translation in the pull request goes to the service on the next run; any other change belongs on a branch of its own: revert or move that commit.';
    blocked.set(branch, note);
    logger.warning(`Branch "${branch}": ${note}`);
}
/**
 * This project's share of the reviews: its target files' edits, checked against the service for
 * every file before any is sent, then sent. A review that changes another file of the project
 * (a master, a README) is blocked: nothing of it is sent.
 */
async function sendReviewEdits(options) {
    const { scope, logger } = options;
    const git = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__.runnerFor)(options.repository);
    const targets = new Map();
    for (const file of options.listing.projectFiles)
        if (file.masterProjectFileId !== null)
            targets.set(scope.toRepoPath(file.name), {
                masterId: file.masterProjectFileId,
                locale: file.localeCode,
            });
    const files = [];
    const commits = new Set();
    for (const review of options.reviews) {
        const other = firstFile(review, (file) => inScope(scope, file) && (!targets.has(file) || (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .detectFormat */ .T)(file) === undefined));
        if (other !== undefined) {
            block(options.blocked, review.branch, other, logger);
            continue;
        }
        const touched = new Set();
        for (const commit of review.commits)
            for (const file of commit.files) {
                if (!inScope(scope, file))
                    continue;
                touched.add(file);
                commits.add(commit.sha);
            }
        for (const file of [...touched].sort())
            files.push(await editsOf(git, review, file, targets.get(file)));
    }
    const refused = await Promise.all(files.map((file) => send(options, file, true)));
    const first = refused.findIndex((result) => result.skipped.length > 0);
    const stopped = files[first];
    if (stopped !== undefined) {
        const key = refused[first]?.skipped[0] ?? '';
        const commit = stopped.lastCommit.get(key);
        throw new _git_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .X('GIT_BRANCH_NOT_OWNED', `Branch "${stopped.review.branch}": ${commit === undefined ? 'a commit' : describe(commit)} changes ${key} in ${stopped.path}, and the service has no such string of that file's master, so it cannot take the edit. ` +
            'Nothing was sent to the service and nothing was pushed. Add the key to the master file (on the base branch) first, or revert that change on the branch.');
    }
    const sent = [];
    for (const file of files) {
        const result = await send(options, file, options.dryRun);
        const keys = new Set(result.sent);
        for (const edit of file.edits) {
            const commit = file.lastCommit.get(edit.key);
            if (!keys.has(edit.key) || commit === undefined)
                continue;
            sent.push({
                branch: file.review.branch,
                path: file.path,
                locale: file.target.locale,
                key: edit.key,
                text: textOf(edit.after),
                commit: commit.sha,
                author: commit.authorName,
            });
        }
        if (result.sent.length > 0)
            logger.info(`${options.dryRun ? 'Would set' : 'Set'} on the service from the pull request on ${file.review.branch}, ${file.path}: ${result.sent.join(', ')}`);
    }
    return { sent, commits };
}
/** The edits of one file from the anchor to the tip, and which person's commit made each. */
async function editsOf(git, review, path, target) {
    const format = (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_6__/* .detectFormat */ .T)(path);
    if (target === undefined || format === undefined)
        throw new Error(`not a target: ${path}`);
    const file = { fileName: path, locale: target.locale };
    const now = await readAt(git, review.tip, path);
    const edits = now === undefined ? [] : (0,_sync_push_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .pushEditsOf */ .h)(format, await readAt(git, review.anchor.sha, path), now, file);
    const lastCommit = new Map();
    for (const commit of review.commits) {
        if (!commit.files.includes(path))
            continue;
        const mine = await readAt(git, commit.sha, path);
        if (mine === undefined)
            continue;
        for (const edit of (0,_sync_push_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .pushEditsOf */ .h)(format, await readAt(git, commit.parents[0] ?? '', path), mine, file))
            lastCommit.set(edit.key, commit);
    }
    return { review, path, target, edits, lastCommit };
}
function send(options, file, dryRun) {
    // The check before sending runs quietly: the warnings belong to the sending.
    const quiet = { ...options.logger, warning: () => undefined, info: () => undefined };
    return (0,_sync_push_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .sendPushEdits */ .q)({
        strings: options.strings,
        masterId: file.target.masterId,
        locale: file.target.locale,
        path: file.path,
        edits: file.edits,
        dryRun,
        logger: dryRun ? quiet : options.logger,
        review: {
            conflictWarning: (key, service, text) => {
                const commit = file.lastCommit.get(key);
                return `${file.path}: ${key} was changed on the service since the pull request's last run and in the pull request by ${commit === undefined ? 'a commit' : describe(commit)}; the reviewer's ${text} replaces the service's ${service}.`;
            },
        },
    });
}
async function readAt(git, ref, path) {
    if (ref === '' || (await git.tryRun(['cat-file', '-e', `${ref}:${path}`])) === undefined)
        return undefined;
    return git.readBlob(`${ref}:${path}`);
}
function textOf(text) {
    if (typeof text === 'string')
        return text;
    return Object.entries(text)
        .map(([form, formText]) => `${form}: ${formText ?? ''}`)
        .join('; ');
}
/**
 * The reviews of the run's branches, read once when a project first asks (sync-projects.ts), from
 * the ls-remote and the repository the pull request step began with.
 */
function reviewsOnce(options) {
    let read;
    return () => {
        const { start, inputs } = options;
        read ??= (async () => {
            const [repository, remote] = await Promise.all([start.repository, start.remote]);
            return readReviews({
                repository,
                heads: await remote.heads,
                base: start.base,
                branch: inputs.branch,
                rules: { committer: inputs.committer, legacyMessage: inputs.commitMessage },
                scopes: options.scopes,
                logger: options.logger,
                merged: (branch) => async (sha) => (0,_github_merged_pull_js__WEBPACK_IMPORTED_MODULE_4__/* .mergedThroughPull */ .p)(await start.github(), { owner: start.owner, repo: start.repo, base: start.base, branch }, sha),
            });
        })();
        return read;
    };
}
/**
 * One project's share of the reviews, after its pull (sync-projects.ts): the edits go to the
 * service, then the pull is made again, so that its files hold the reviewer's text with the
 * translators' (the second pull runs no hooks and uploads nothing; docs/decisions.md). What was
 * sent is added to the run's `reviewed` for the pull request step.
 */
async function pullAfterReviews(first, reviews, shared, options) {
    for (const [branch, note] of reviews.blocked)
        shared.reviewed.blocked.set(branch, note);
    const publishing = await shared.publishing();
    if (publishing === undefined || reviews.reviews.length === 0)
        return first;
    const outcome = await sendReviewEdits({
        repository: await publishing.repository,
        reviews: reviews.reviews,
        blocked: shared.reviewed.blocked,
        scope: options.scope,
        listing: await (options.listing ?? options.client.projects.show()),
        strings: options.client.strings,
        dryRun: false,
        logger: options.logger,
    });
    shared.reviewed.sent.push(...outcome.sent);
    for (const sha of outcome.commits)
        shared.reviewed.commits.add(sha);
    if (outcome.sent.length === 0 || first.pull === undefined)
        return first;
    options.logger.info('Pulling again, so that the files hold the edits sent from the pull request.');
    const again = (await options.pullAgain()).pull;
    if (again === undefined)
        return first;
    // Every file either pull wrote is new to the worktree; the second's entry is the last word.
    const written = new Map(first.pull.files.map((file) => [file.path, file]));
    for (const file of again.files)
        written.set(file.path, file);
    // The first pull's renames are in the files either way: the pull request still names them.
    const renamed = first.pull.renamed === undefined ? {} : { renamed: first.pull.renamed };
    return { ...first, pull: { ...again, files: [...written.values()], ...renamed } };
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

/***/ 1402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffKeyValues: () => (/* binding */ diffKeyValues),
/* harmony export */   keyCountOf: () => (/* binding */ keyCountOf),
/* harmony export */   keyValuesOf: () => (/* binding */ keyValuesOf),
/* harmony export */   missingTranslations: () => (/* binding */ missingTranslations),
/* harmony export */   nameOf: () => (/* binding */ nameOf),
/* harmony export */   sameTranslations: () => (/* binding */ sameTranslations)
/* harmony export */ });
/* harmony import */ var _json_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5222);
/* harmony import */ var _yaml_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8157);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8089);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7857);




function textValue(text) {
    // A leading '"' keeps a string apart from a plural ('[…]') and a setting ('#…'), as cheaply as it gets.
    if (typeof text === 'string')
        return { text: `"${text}`, empty: text === '', translatable: true };
    const forms = _types_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.map((form) => text[form] ?? null);
    return {
        text: JSON.stringify(forms),
        empty: forms.every((form) => form === null || form === ''),
        translatable: true,
        forms: text,
    };
}
/** A number, boolean or null: `#` keeps `3` apart from `"3"`. A null holds no translation. */
function settingValue(value) {
    return { text: `#${String(value)}`, empty: value === null, translatable: value !== null };
}
/** The keys and values of a locale file. Throws FormatError when the file cannot be read. */
function keyValuesOf(format, bytes, options = {}) {
    const values = new Map();
    const settings = new Map();
    // YAML and JSON give their settings from the same parse as their strings.
    const onSetting = (key, value) => settings.set(key, settingValue(value));
    const segments = format === 'yaml'
        ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting)
        : format === 'json'
            ? (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonWithSettings */ .Tq)(bytes, options, onSetting)
            : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    // A repeated key counts with its last value, as the formats' own readers do.
    for (const segment of segments)
        values.set(segment.key, textValue(segment.text));
    for (const [key, value] of settings)
        if (!values.has(key))
            values.set(key, value);
    return values;
}
/**
 * How many translations keyValuesOf gives (a plural string's forms one by one, as diffKeyValues
 * counts them), without building a value for each: all a new file's diff needs (everything is
 * added). Throws FormatError as keyValuesOf does.
 */
function keyCountOf(format, bytes, options = {}) {
    if (format === 'json')
        return (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .countJsonKeys */ .Gf)(bytes, options);
    const units = new Map();
    const onSetting = (key) => {
        units.set(key, 1);
    };
    const segments = format === 'yaml' ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting) : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    // A string wins over a setting of the same key, and a repeated key counts with its last value,
    // as in keyValuesOf; a plural string counts its forms.
    for (const segment of segments)
        units.set(segment.key, typeof segment.text === 'string' ? 1 : formCount(segment.text));
    let count = 0;
    for (const value of units.values())
        count += value;
    return count;
}
function formCount(text) {
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.filter((form) => text[form] !== undefined).length;
}
function byCodeUnit(left, right) {
    return left < right ? -1 : left > right ? 1 : 0;
}
/** How a diff and an error name a plural form: `inbox (form many)`. */
function nameOf(ref) {
    return ref.form === undefined ? ref.key : `${ref.key} (form ${ref.form})`;
}
/** The forms a value counts as: each form of a plural, else the value itself (form undefined). */
function unitsOf(value) {
    if (value.forms === undefined)
        return [[undefined, value.text]];
    return _types_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.flatMap((form) => {
        const text = value.forms?.[form];
        return text === undefined ? [] : [[form, text]];
    });
}
/**
 * True when two files hold the same translations: every key with the same value, apart from a
 * key one side holds with an empty value (`''`, null, a plural of empty forms) and the other
 * lacks: the service keeps no empty translation, so a repository's `delimiter: ''` is not a
 * difference to write (issue 47).
 */
function sameTranslations(local, remote) {
    for (const [key, value] of local) {
        const other = remote.get(key);
        if (other === undefined ? !value.empty : other.text !== value.text)
            return false;
    }
    for (const [key, value] of remote)
        if (!local.has(key) && !value.empty)
            return false;
    return true;
}
/**
 * Keys added, changed and removed, each sorted by code unit so reports do not depend on the
 * runner. A plural string counts form by form (`inbox (form few)` added); a key that turns from a
 * string into a plural or back counts as one change.
 */
function diffKeyValues(before, after) {
    const added = [];
    const changed = [];
    const removed = [];
    const named = (key, form) => nameOf(form === undefined ? { key } : { key, form });
    for (const [key, value] of after) {
        const previous = before.get(key);
        if (previous === undefined) {
            for (const [form] of unitsOf(value))
                added.push(named(key, form));
        }
        else if (previous.text === value.text) {
            continue;
        }
        else if (previous.forms === undefined || value.forms === undefined) {
            changed.push(key);
        }
        else {
            const old = new Map(unitsOf(previous));
            const next = new Map(unitsOf(value));
            for (const [form, text] of next) {
                const was = old.get(form);
                if (was === undefined)
                    added.push(named(key, form));
                else if (was !== text)
                    changed.push(named(key, form));
            }
            for (const form of old.keys())
                if (!next.has(form))
                    removed.push(named(key, form));
        }
    }
    for (const [key, value] of before) {
        if (!after.has(key))
            for (const [form] of unitsOf(value))
                removed.push(named(key, form));
    }
    return {
        added: added.sort(byCodeUnit),
        changed: changed.sort(byCodeUnit),
        removed: removed.sort(byCodeUnit),
    };
}
/**
 * The translations of `before` (strings, numbers, booleans, each non-empty plural form) that
 * `after` lacks or empties: what a pull would lose, or what an upload would add. A key that
 * `after` gives a non-empty value of another shape (a string for a plural) keeps its translation.
 */
function missingTranslations(before, after) {
    const missing = [];
    for (const [key, value] of before) {
        if (!value.translatable || value.empty)
            continue;
        const next = after.get(key);
        if (next === undefined || next.empty) {
            if (value.forms === undefined)
                missing.push({ key });
            else
                for (const [form, text] of unitsOf(value))
                    if (form !== undefined && text !== '')
                        missing.push({ key, form });
            continue;
        }
        if (value.forms === undefined || next.forms === undefined)
            continue;
        for (const [form, text] of unitsOf(value)) {
            const kept = form === undefined ? undefined : next.forms[form];
            if (form !== undefined && text !== '' && (kept === undefined || kept === ''))
                missing.push({ key, form });
        }
    }
    return missing;
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

/***/ 4391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ pushEditsOf),
/* harmony export */   q: () => (/* binding */ sendPushEdits)
/* harmony export */ });
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8089);
/* harmony import */ var _formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1402);


/** The texts of a file by key, as the service reads them (numbers and booleans as their literal). */
function textsOf(format, bytes, fileName, locale) {
    const texts = new Map();
    for (const segment of (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLocaleFile */ .UB)(format, bytes, { fileName, locale, scalars: true }))
        texts.set(segment.key, segment.text);
    return texts;
}
/**
 * The keys whose value differs between `before` (undefined: the push added the file, so every key
 * is the person's) and `now`, compared with keyValuesOf: strings, numbers, booleans and each plural
 * form count. A key the push emptied or removed is not an edit to send: an upload never clears a
 * translation either. Throws FormatError when either file cannot be read.
 */
function pushEditsOf(format, before, now, file) {
    const options = { fileName: file.fileName, locale: file.locale };
    const nowValues = (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__.keyValuesOf)(format, now, options);
    const beforeValues = before === undefined ? new Map() : (0,_formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__.keyValuesOf)(format, before, options);
    const nowTexts = textsOf(format, now, file.fileName, file.locale);
    const beforeTexts = before === undefined
        ? new Map()
        : textsOf(format, before, file.fileName, file.locale);
    const edits = [];
    for (const [key, value] of nowValues) {
        if (!value.translatable || value.empty || beforeValues.get(key)?.text === value.text)
            continue;
        const text = nowTexts.get(key);
        if (text === undefined)
            continue;
        const previous = beforeTexts.get(key);
        if (typeof text === 'string' || previous === undefined || typeof previous === 'string') {
            edits.push({ key, before: previous, after: text });
            continue;
        }
        const forms = {};
        for (const [form, formText] of Object.entries(text))
            if (formText !== undefined && formText !== '' && previous[form] !== formText)
                forms[form] = formText;
        if (Object.keys(forms).length > 0)
            edits.push({ key, before: previous, after: forms });
    }
    return edits.sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : 0));
}
function unitsOf(text) {
    if (text === null || text === undefined)
        return new Map();
    if (typeof text === 'string')
        return new Map([['', text]]);
    return new Map(Object.entries(text).filter((entry) => entry[1] !== undefined));
}
/** Quotes a service text for a warning, short and on one line. */
function quoted(text) {
    const json = JSON.stringify(text ?? '');
    return json.length > 160 ? `${json.slice(0, 157)}...` : json;
}
/** What to do with one edit, given the service's string (undefined: no such key). */
function decide(edit, record, locale) {
    if (record === undefined || record.plural !== (typeof edit.after !== 'string'))
        return { kind: 'skipped' };
    const translation = record.translations.find((candidate) => candidate.locale === locale);
    // No translation in this locale at all: merge=true fills it, as it does any gap.
    if (translation === undefined || translation.text === null)
        return { kind: 'filled' };
    const service = unitsOf(translation.text);
    const after = unitsOf(edit.after);
    const before = unitsOf(edit.before);
    const differing = [...after].filter(([unit, text]) => service.get(unit) !== text);
    if (differing.length === 0)
        return { kind: 'same' };
    // The service changed it too when its text is neither the push's old nor its new one.
    const conflict = differing.some(([unit]) => (service.get(unit) ?? '') !== (before.get(unit) ?? ''));
    const text = typeof edit.after === 'string'
        ? edit.after
        : { ...(typeof translation.text === 'string' ? {} : translation.text), ...edit.after };
    return { kind: 'send', text, conflict, service: translation.text };
}
/**
 * Sets the push's edits of one target file on the service: List Strings of its master in its
 * locale (without language inheritance: the locale's own text), then Update String for each key
 * whose text there differs. A key the service lacks in this locale is left to the merge upload.
 * Both sides edited (the service's text is neither the push's old nor its new one): the push's
 * edit is the later, deliberate intent and is sent; a warning names the file, the key and the
 * service's text it replaced, so nobody's work disappears unseen.
 */
async function sendPushEdits(options) {
    const { strings, locale, path, logger } = options;
    const wanted = new Set(options.edits.map((edit) => edit.key));
    const records = new Map();
    const query = { locale, filters: { file: options.masterId, noFollowRedirects: true } };
    for await (const record of strings.list(query))
        if (wanted.has(record.key) && record.fileId === options.masterId)
            records.set(record.key, record);
    const result = { sent: [], filled: [], same: [] };
    const skipped = [];
    const conflicts = [];
    // Sent together: the client's request limit keeps them to a few at a time.
    const updates = [];
    for (const edit of options.edits) {
        const record = records.get(edit.key);
        const decided = decide(edit, record, locale);
        // A review sends what the service lacks as well: no merge upload fills it afterwards.
        const decision = decided.kind === 'filled' && options.review !== undefined
            ? { kind: 'send', text: edit.after, conflict: false, service: null }
            : decided;
        if (decision.kind === 'skipped')
            skipped.push(edit.key);
        else if (decision.kind !== 'send')
            result[decision.kind].push(edit.key);
        if (decision.kind !== 'send' || record === undefined)
            continue;
        if (decision.conflict) {
            conflicts.push(edit.key);
            logger.warning(options.review?.conflictWarning(edit.key, quoted(decision.service), quoted(decision.text)) ??
                `${path}: ${edit.key} was edited by this push and also changed on the service since the push's \`before\` commit; the push's text replaces the service's ${quoted(decision.service)}.`, { file: path, title: 'Translation edited on both sides' });
        }
        if (!options.dryRun) {
            updates.push(strings.update(record.id, typeof decision.text === 'string'
                ? { translations: [{ locale, text: decision.text }] }
                : { plural: true, translations: [{ locale, text: decision.text }] }));
        }
        result.sent.push(edit.key);
    }
    await Promise.all(updates);
    if (skipped.length > 0)
        logger.info(`${path}: not sent, no string of its master on the service has this key (or it is of another kind): ${skipped.join(', ')}.`);
    return { ...result, skipped, conflicts };
}


/***/ })

};
