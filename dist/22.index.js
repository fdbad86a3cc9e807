export const id = 22;
export const ids = [22];
export const modules = {

/***/ 1022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reviewPulls: () => (/* binding */ reviewPulls)
});

// EXTERNAL MODULE: ./src/check/findings.ts
var check_findings = __webpack_require__(8868);
// EXTERNAL MODULE: ./src/check/glossary-source.ts
var glossary_source = __webpack_require__(3406);
// EXTERNAL MODULE: ./src/check/placeholder-check.ts
var placeholder_check = __webpack_require__(572);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/check/checked-targets.ts

const CHECKS_VERSION = 1;
function checksKey(glossary) {
    return (0,external_node_crypto_.createHash)('sha1')
        .update(JSON.stringify({ version: CHECKS_VERSION, glossary }))
        .digest('hex');
}
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const isSha1 = (value) => typeof value === 'string' && /^[0-9a-f]{40}$/.test(value);
const isCount = (value) => Number.isSafeInteger(value) && value >= 0;
const isListOf = (value, item) => value === undefined || (Array.isArray(value) && value.every(item));
const hasText = (entry, ...names) => isObject(entry) && names.every((name) => typeof entry[name] === 'string');
function targetOf(value) {
    if (!isObject(value) || !isSha1(value['file']))
        return undefined;
    const { translated, total, placeholderIssues, findings, unreadable } = value;
    if (!isCount(translated) || !isCount(total) || translated > total)
        return undefined;
    if (!isListOf(placeholderIssues, (entry) => hasText(entry, 'file', 'locale', 'key')) ||
        !isListOf(findings, (entry) => hasText(entry, 'kind', 'file', 'locale', 'problem')) ||
        !isListOf(unreadable, (entry) => typeof entry === 'string'))
        return undefined;
    return value;
}
function readChecked(raw, inputs) {
    if (!isObject(raw) || raw['inputs'] !== inputs || !isObject(raw['masters']) || !isObject(raw['targets']))
        return undefined;
    const masters = new Map(Object.entries(raw['masters']).filter((entry) => isSha1(entry[1])));
    const targets = new Map();
    for (const [path, value] of Object.entries(raw['targets'])) {
        const target = targetOf(value);
        if (target !== undefined)
            targets.set(path, target);
    }
    return { inputs, masters, targets };
}
function checkedForRecord(state) {
    return {
        inputs: state.inputs,
        masters: Object.fromEntries(state.masters),
        targets: Object.fromEntries(state.targets),
    };
}

// EXTERNAL MODULE: ./src/formats/index.ts + 4 modules
var formats = __webpack_require__(9481);
// EXTERNAL MODULE: ./src/formats/plural-rules.ts
var plural_rules = __webpack_require__(9106);
// EXTERNAL MODULE: ./src/check/translation-checks.ts + 7 modules
var translation_checks = __webpack_require__(1678);
// EXTERNAL MODULE: ./src/check/workspace-file.ts
var workspace_file = __webpack_require__(7044);
;// CONCATENATED MODULE: ./src/check/pulled-files.ts





function parsed(path, bytes, locale) {
    const format = (0,formats/* detectFormat */.Tz)(path);
    if (format === undefined)
        return [];
    return (0,formats/* parseLocaleFile */.UB)(format, bytes, { fileName: path, ...(locale === '' ? {} : { locale }) });
}
function previousSegments(target, bytes) {
    try {
        return parsed(target.path, bytes, target.locale);
    }
    catch {
        return [];
    }
}
const filled = (text) => text !== undefined && text.trim() !== '';
function countTranslated(master, target, locale) {
    const byKey = new Map(target.map((segment) => [segment.key, segment.text]));
    const forms = (0,plural_rules/* pluralFormsOf */.dr)(locale);
    let translated = 0;
    let total = 0;
    for (const segment of master) {
        if (segment.scalar !== undefined)
            continue;
        const text = byKey.get(segment.key);
        if (typeof segment.text === 'string') {
            if (segment.text === '')
                continue;
            total += 1;
            if (typeof text === 'string' ? filled(text) : text !== undefined && Object.values(text).some(filled))
                translated += 1;
            continue;
        }
        total += forms.length;
        if (text === undefined)
            continue;
        for (const form of forms)
            if (typeof text === 'string' ? filled(text) : filled(text[form]))
                translated += 1;
    }
    return { translated, total };
}
function percentOf(translated, total) {
    return total === 0 ? 100 : Math.floor((translated * 1000) / total) / 10;
}
function checkTarget(target, bytes, master, options) {
    let segments = [];
    const placeholderIssues = [];
    const findings = [];
    const unreadable = [];
    if (bytes !== undefined) {
        try {
            segments = parsed(target.path, bytes, target.locale);
            const file = { path: target.path, locale: target.locale, bytes, master, segments };
            placeholderIssues.push(...(0,placeholder_check/* checkTargetFile */.S)(file));
            const before = options.previous?.get(target.path);
            findings.push(...(0,translation_checks/* checkTargetTranslations */.C)({
                ...file,
                glossary: options.glossary,
                ...(before === undefined ? {} : { previous: previousSegments(target, before) }),
            }));
        }
        catch (error) {
            unreadable.push(`${target.path}: ${error.message}`);
        }
    }
    return {
        ...countTranslated(master, segments, target.locale),
        ...(placeholderIssues.length === 0 ? {} : { placeholderIssues }),
        ...(findings.length === 0 ? {} : { findings }),
        ...(unreadable.length === 0 ? {} : { unreadable }),
    };
}
function forRecord(file, result) {
    const { findings, ...rest } = result;
    const kept = findings?.filter((finding) => finding.kind !== 'invisible') ?? [];
    return { file, ...rest, ...(kept.length === 0 ? {} : { findings: kept }) };
}
async function reviewPulledFiles(options) {
    const { known } = options;
    const masters = new Map();
    const counts = new Map();
    const placeholderIssues = [];
    const findings = [];
    const unreadable = [];
    const nextMasters = new Map();
    const nextTargets = new Map();
    const read = async (path, locale) => {
        const bytes = await (0,workspace_file/* readWorkspaceFile */.s)(options.workspace, path, (message) => unreadable.push(message));
        if (bytes === undefined)
            return undefined;
        try {
            return parsed(path, bytes, locale);
        }
        catch (error) {
            unreadable.push(`${path}: ${error.message}`);
            return undefined;
        }
    };
    for (const target of options.targets) {
        const masterSha1 = known?.masterSha1(target.master);
        const targetSha1 = known?.targetSha1.get(target.path);
        const entry = known?.checked?.targets.get(target.path);
        const fresh = masterSha1 !== undefined &&
            targetSha1 !== undefined &&
            entry?.file === targetSha1 &&
            known?.checked?.masters.get(target.master) === masterSha1 &&
            options.previous?.has(target.path) !== true;
        let result;
        if (fresh)
            result = entry;
        else {
            if (!masters.has(target.master))
                masters.set(target.master, await read(target.master, target.sourceLocale));
            const master = masters.get(target.master);
            if (master === undefined)
                continue;
            const bytes = known?.written.get(target.path) ??
                (await (0,workspace_file/* readWorkspaceFile */.s)(options.workspace, target.path, (message) => unreadable.push(message)));
            result = checkTarget(target, bytes, master, options);
        }
        if (masterSha1 !== undefined && targetSha1 !== undefined) {
            nextMasters.set(target.master, masterSha1);
            nextTargets.set(target.path, forRecord(targetSha1, result));
        }
        placeholderIssues.push(...(result.placeholderIssues ?? []));
        findings.push(...(result.findings ?? []));
        unreadable.push(...(result.unreadable ?? []));
        const sum = counts.get(target.locale) ?? { translated: 0, total: 0 };
        counts.set(target.locale, {
            translated: sum.translated + result.translated,
            total: sum.total + result.total,
        });
    }
    const completion = [...counts]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([locale, { translated, total }]) => ({
        locale,
        translated,
        total,
        percent: percentOf(translated, total),
    }));
    const checked = known === undefined ? undefined : { inputs: known.inputs, masters: nextMasters, targets: nextTargets };
    return {
        completion,
        placeholderIssues,
        findings,
        unreadable,
        ...(checked === undefined ? {} : { checked }),
    };
}

// EXTERNAL MODULE: ./src/project/pulled-record.ts
var pulled_record = __webpack_require__(9837);
// EXTERNAL MODULE: ./src/sync/local-files.ts
var local_files = __webpack_require__(9666);
// EXTERNAL MODULE: ./src/sync/pull.ts + 1 modules
var sync_pull = __webpack_require__(8663);
// EXTERNAL MODULE: ./src/action/runner/ready-inputs.ts
var ready_inputs = __webpack_require__(3102);
// EXTERNAL MODULE: ./src/action/publish/review-summary.ts
var review_summary = __webpack_require__(6341);
;// CONCATENATED MODULE: ./src/action/publish/pull-review.ts











function isError(inputs, kind) {
    return kind === 'placeholder' ? inputs.failOnPlaceholderErrors : inputs.failOnFindings.has(kind);
}
function autoMergeOf(inputs, kind) {
    if (inputs.autoMerge === 'off' || (!check_findings/* UNSAFE_KINDS */.Hy.has(kind) && !isError(inputs, kind)))
        return undefined;
    return inputs.autoMergeIgnore.has(kind) ? 'ignored' : 'holds';
}
async function previousOf(scope, pull, previous) {
    const inHand = pull.known?.previous ?? new Map();
    const changed = pull.files.filter((file) => file.status === 'changed').map((file) => file.path);
    const missing = changed.filter((path) => !inHand.has(path));
    if (previous === undefined || missing.length === 0)
        return inHand;
    const bytes = await previous(missing.map((path) => scope.toRepoPath(path)));
    return new Map([
        ...inHand,
        ...missing.flatMap((path, index) => {
            const before = bytes[index];
            return before === undefined ? [] : [[path, before]];
        }),
    ]);
}
function knownFiles(scope, pull, inputs) {
    const { known, record } = pull;
    if (known === undefined)
        return undefined;
    const masters = new Map();
    return {
        targetSha1: known.sha1,
        masterSha1: (master) => {
            if (!masters.has(master))
                masters.set(master, (0,local_files/* sha1OfFile */.FV)(external_node_path_default().join(scope.dir, ...master.split('/'))));
            return masters.get(master);
        },
        written: known.bytes,
        checked: record === undefined ? undefined : readChecked(record.checked, inputs),
        inputs,
    };
}
async function withChecked(scope, pull, checked, inputs) {
    const { record } = pull;
    if (record === undefined || checked === undefined || pull.files.length === 0)
        return pull;
    if (inputs.pullRequestPer === 'locale' && record.text === undefined)
        return pull;
    const text = (0,pulled_record/* pulledRecordText */.RM)(record.files, checkedForRecord(checked), record.text !== undefined);
    if (text === undefined || text === record.text)
        return pull;
    await (0,sync_pull/* writePulledRecord */.x9)(scope.dir, text);
    const targetPaths = pull.targetPaths.includes(pulled_record/* PULLED_RECORD */.vN)
        ? pull.targetPaths
        : [...pull.targetPaths, pulled_record/* PULLED_RECORD */.vN].sort();
    return { ...pull, targetPaths, record: { ...record, text }, worktreeBlobs: undefined };
}
function targetsOf(pull) {
    if (pull.project === undefined)
        return [];
    const { projectFiles, sourceLocale } = pull.project;
    const names = new Map(projectFiles.map((file) => [file.id, file.name]));
    const masters = new Map(projectFiles.map((file) => [file.name, file.masterProjectFileId ?? undefined]));
    return [...pull.targetLocales].flatMap(([path, locale]) => {
        const id = masters.get(path);
        const master = id === undefined ? undefined : names.get(id);
        return master === undefined ? [] : [{ path, locale, master, sourceLocale: sourceLocale.code }];
    });
}
async function reviewPulls(options) {
    const { inputs, logger } = options;
    const projects = [];
    const counts = new Map();
    const localeOf = new Map();
    const findings = [];
    for (const { scope, pull } of options.projects) {
        const notes = [];
        const glossary = await (0,glossary_source/* readGlossary */.v)({
            workspace: scope.dir,
            glossaryFile: inputs.glossaryFile,
            service: undefined,
            logger,
            notes,
        });
        const reviewed = await reviewPulledFiles({
            workspace: scope.dir,
            targets: targetsOf(pull),
            glossary,
            previous: await previousOf(scope, pull, options.previous),
            known: knownFiles(scope, pull, checksKey(glossary)),
        });
        projects.push({ scope, pull: await withChecked(scope, pull, reviewed.checked, inputs) });
        for (const note of [...notes, ...reviewed.unreadable])
            logger.warning(`Not checked: ${note}`);
        for (const [path, locale] of pull.targetLocales)
            localeOf.set(scope.toRepoPath(path), locale);
        for (const { locale, translated, total } of reviewed.completion) {
            const sum = counts.get(locale) ?? { translated: 0, total: 0 };
            counts.set(locale, { translated: sum.translated + translated, total: sum.total + total });
        }
        for (const issue of reviewed.placeholderIssues)
            findings.push({
                kind: 'placeholder',
                file: scope.toRepoPath(issue.file),
                key: issue.form === undefined ? issue.key : `${issue.key} (${issue.form})`,
                locale: issue.locale,
                line: issue.line,
                message: (0,placeholder_check/* describeIssue */.n)(issue),
                problem: [
                    issue.missing.length > 0 ? `lacks ${issue.missing.join(' ')}` : '',
                    issue.extra.length > 0 ? `has ${issue.extra.join(' ')} that the source does not` : '',
                ]
                    .filter((part) => part !== '')
                    .join(' and '),
                error: isError(inputs, 'placeholder'),
                autoMerge: autoMergeOf(inputs, 'placeholder'),
            });
        for (const finding of reviewed.findings)
            findings.push({
                kind: finding.kind,
                file: scope.toRepoPath(finding.file),
                key: finding.key === undefined || finding.form === undefined
                    ? finding.key
                    : `${finding.key} (${finding.form})`,
                locale: finding.locale,
                line: finding.line,
                message: (0,check_findings/* describeFinding */.jb)(finding),
                problem: finding.problem,
                error: isError(inputs, finding.kind),
                autoMerge: autoMergeOf(inputs, finding.kind),
            });
    }
    const completion = [...counts]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([locale, { translated, total }]) => {
        const percent = percentOf(translated, total);
        const threshold = (0,ready_inputs/* thresholdOf */.p)(inputs.localeMinCompletion, locale);
        return {
            locale,
            percent,
            translated,
            total,
            threshold: threshold > 0 ? threshold : undefined,
            heldBack: threshold > 0 && percent < threshold,
        };
    });
    const held = new Set(completion.filter((row) => row.heldBack).map((row) => row.locale));
    for (const row of completion)
        if (row.heldBack)
            logger.warning(`${row.locale} is ${row.percent.toFixed(1)}% translated, below its locale-min-completion of ${row.threshold ?? 0}%: its files stay out of the pull request.`);
    const heldBack = new Set([...localeOf].filter(([, locale]) => held.has(locale)).map(([path]) => path));
    const kept = findings.filter((finding) => !heldBack.has(finding.file));
    for (const finding of kept) {
        const annotation = { file: finding.file, title: review_summary/* HEADINGS */.Ac[finding.kind].title };
        const located = finding.line === undefined ? annotation : { ...annotation, line: finding.line };
        if (finding.error)
            logger.error(finding.message, located);
        else
            logger.warning(finding.message, located);
    }
    return { review: { completion, heldBack, findings: kept }, projects };
}


/***/ })

};
