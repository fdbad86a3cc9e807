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
/* harmony import */ var _formats_detect_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(445);
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3341);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(308);
/* harmony import */ var _git_in_base_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5927);
/* harmony import */ var _git_review_commits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6033);
/* harmony import */ var _sync_push_edits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4391);
/* harmony import */ var _github_merged_pull_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6775);
/* harmony import */ var _refused_branch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7203);








const describe = (commit) => `${commit.sha.slice(0, 12)} by ${commit.authorName} <${commit.authorEmail}> (${JSON.stringify(commit.message.split('\n')[0] ?? '')})`;
async function readReviews(options) {
    const git = (0,_git_git_js__WEBPACK_IMPORTED_MODULE_1__.runnerFor)(options.repository);
    const baseSha = options.heads.get(options.base);
    const reviews = [];
    const blocked = new Map();
    for (const [branch, tip] of [...options.heads].sort(([a], [b]) => (a < b ? -1 : 1))) {
        if (baseSha === undefined || (branch !== options.branch && !branch.startsWith(`${options.branch}/`)))
            continue;
        const review = await (0,_git_review_commits_js__WEBPACK_IMPORTED_MODULE_2__/* .readBranchReview */ .hA)(git, 'origin', branch, tip, options.rules);
        if (review === undefined || !('anchor' in review))
            continue;
        if (await (0,_git_in_base_js__WEBPACK_IMPORTED_MODULE_6__/* .isInBase */ .b)(git, tip, baseSha, { remote: 'origin', merged: options.merged(branch) }))
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
        const other = firstFile(review, (file) => inScope(scope, file) && (!targets.has(file) || (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_7__/* .detectFormat */ .T)(file) === undefined));
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
        const why = `${commit === undefined ? 'A commit' : describe(commit)} changes ${key} in ${stopped.path}, and the service has no such string of that file's master, so it cannot take the edit.`;
        throw new _git_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BranchNotOwnedError */ .T(stopped.review.branch, { actionsBranch: true, refused: why }, `Branch "${stopped.review.branch}": ${why} ` +
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
async function editsOf(git, review, path, target) {
    const format = (0,_formats_detect_js__WEBPACK_IMPORTED_MODULE_7__/* .detectFormat */ .T)(path);
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
    }).catch(async (error) => {
        await (0,_refused_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .holdRefusedBranch */ .U)(error, publishing, options.logger);
        throw error;
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
    const written = new Map(first.pull.files.map((file) => [file.path, file]));
    for (const file of again.files)
        written.set(file.path, file);
    const renamed = first.pull.renamed === undefined ? {} : { renamed: first.pull.renamed };
    return { ...first, pull: { ...again, files: [...written.values()], ...renamed } };
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
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9481);
/* harmony import */ var _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7458);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7857);





function textValue(text) {
    if (typeof text === 'string')
        return { text: `"${text}`, empty: text === '', translatable: true };
    const forms = _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.map((form) => text[form] ?? null);
    return {
        text: JSON.stringify(forms),
        empty: forms.every((form) => form === null || form === ''),
        translatable: true,
        forms: text,
    };
}
function settingValue(value) {
    return { text: `#${String(value)}`, empty: value === null, translatable: value !== null };
}
function keyValuesOf(format, bytes, options = {}) {
    const values = new Map();
    const settings = new Map();
    const onSetting = (key, value) => settings.set(key, settingValue(value));
    if (format === 'yaml' || format === 'json')
        _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__/* .workCount */ .J.countParse(options.fileName);
    const segments = format === 'yaml'
        ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting)
        : format === 'json'
            ? (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonWithSettings */ .Tq)(bytes, options, onSetting)
            : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    for (const segment of segments)
        values.set(segment.key, textValue(segment.text));
    for (const [key, value] of settings)
        if (!values.has(key))
            values.set(key, value);
    return values;
}
function keyCountOf(format, bytes, options = {}) {
    if (format === 'json' || format === 'yaml')
        _project_work_count_js__WEBPACK_IMPORTED_MODULE_3__/* .workCount */ .J.countParse(options.fileName);
    if (format === 'json')
        return (0,_json_format_js__WEBPACK_IMPORTED_MODULE_0__/* .countJsonKeys */ .Gf)(bytes, options);
    const units = new Map();
    const onSetting = (key) => {
        units.set(key, 1);
    };
    const segments = format === 'yaml' ? (0,_yaml_format_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYaml */ .h)(bytes, options, onSetting) : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseLocaleFile */ .UB)(format, bytes, options);
    for (const segment of segments)
        units.set(segment.key, typeof segment.text === 'string' ? 1 : formCount(segment.text));
    let count = 0;
    for (const value of units.values())
        count += value;
    return count;
}
function formCount(text) {
    return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.filter((form) => text[form] !== undefined).length;
}
function byCodeUnit(left, right) {
    return left < right ? -1 : left > right ? 1 : 0;
}
function nameOf(ref) {
    return ref.form === undefined ? ref.key : `${ref.key} (form ${ref.form})`;
}
function unitsOf(value) {
    if (value.forms === undefined)
        return [[undefined, value.text]];
    return _types_js__WEBPACK_IMPORTED_MODULE_4__/* .PLURAL_FORMS */ .DG.flatMap((form) => {
        const text = value.forms?.[form];
        return text === undefined ? [] : [[form, text]];
    });
}
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

/***/ 4391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ pushEditsOf),
/* harmony export */   q: () => (/* binding */ sendPushEdits)
/* harmony export */ });
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9481);
/* harmony import */ var _formats_key_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1402);


function textsOf(format, bytes, fileName, locale) {
    const texts = new Map();
    for (const segment of (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLocaleFile */ .UB)(format, bytes, { fileName, locale, scalars: true }))
        texts.set(segment.key, segment.text);
    return texts;
}
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
function quoted(text) {
    const json = JSON.stringify(text ?? '');
    return json.length > 160 ? `${json.slice(0, 157)}...` : json;
}
function decide(edit, record, locale) {
    if (record === undefined || record.plural !== (typeof edit.after !== 'string'))
        return { kind: 'skipped' };
    const translation = record.translations.find((candidate) => candidate.locale === locale);
    if (translation === undefined || translation.text === null)
        return { kind: 'filled' };
    const service = unitsOf(translation.text);
    const after = unitsOf(edit.after);
    const before = unitsOf(edit.before);
    const differing = [...after].filter(([unit, text]) => service.get(unit) !== text);
    if (differing.length === 0)
        return { kind: 'same' };
    const conflict = differing.some(([unit]) => (service.get(unit) ?? '') !== (before.get(unit) ?? ''));
    const text = typeof edit.after === 'string'
        ? edit.after
        : { ...(typeof translation.text === 'string' ? {} : translation.text), ...edit.after };
    return { kind: 'send', text, conflict, service: translation.text };
}
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
    const updates = [];
    for (const edit of options.edits) {
        const record = records.get(edit.key);
        const decided = decide(edit, record, locale);
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
