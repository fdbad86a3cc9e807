export const id = 267;
export const ids = [267,656,930,308,30];
export const modules = {

/***/ 9155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheckStep: () => (/* binding */ runCheckStep)
});

// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(5566);
// EXTERNAL MODULE: ./src/check/findings.ts
var check_findings = __webpack_require__(8868);
// EXTERNAL MODULE: ./src/check/gates.ts
var check_gates = __webpack_require__(8656);
// EXTERNAL MODULE: ./src/check/placeholder-check.ts
var placeholder_check = __webpack_require__(572);
;// CONCATENATED MODULE: ./src/check/translation-state.ts
const STATE_FILTERS = [
    ['untranslated', 'to_translate'],
    ['toVerify', 'to_verify'],
    ['toProofread', 'to_proofread'],
    ['done', 'done'],
];
const FILTER_OPTION = {
    to_translate: 'toTranslate',
    to_verify: 'toVerify',
    to_proofread: 'toProofread',
    done: 'done',
};
async function count(strings, query) {
    let total = 0;
    const records = strings.list(query)[Symbol.asyncIterator]();
    while ((await records.next()).done !== true)
        total += 1;
    return total;
}
async function translationStateOf(strings, locales) {
    const total = await count(strings, { filters: { status: 'current' } });
    return Promise.all(locales.map(async (locale) => {
        const [untranslated = 0, toVerify = 0, toProofread = 0, done = 0] = await Promise.all(STATE_FILTERS.map(([, filter]) => count(strings, { locale, filters: { status: 'current', [FILTER_OPTION[filter]]: true } })));
        const completion = total === 0 ? 100 : ((total - Math.min(untranslated, total)) / total) * 100;
        return { locale, total, untranslated, toVerify, toProofread, done, completion };
    }));
}

;// CONCATENATED MODULE: ./src/check/report.ts






const CHECK_MARKER = '<!-- translation-sync:check -->';
const MAX_KEYS = 20;
const MAX_ISSUES = 50;
const cell = markdown/* inertProse */.CH;
const code = (text) => (0,markdown/* codeSpan */.SS)(text, true);
function keyList(keys) {
    if (keys.length === 0)
        return '';
    const shown = keys.slice(0, MAX_KEYS).map(code).join(', ');
    return keys.length > MAX_KEYS ? `${shown} and ${keys.length - MAX_KEYS} more` : shown;
}
function masterSection(changes, mode) {
    const against = mode === 'service' ? 'the master the translation service holds now' : 'the base branch';
    const lines = ['### What this pull request sends for translation', ''];
    if (changes.length === 0)
        return [...lines, 'No master file changes keys.', ''];
    lines.push(`Compared with ${against}, once this pull request is merged and synced:`, '');
    for (const change of changes) {
        const status = change.deleted
            ? ' (removed from the repository)'
            : change.comparedWith === 'nothing'
                ? ' (new: the service does not have it yet)'
                : '';
        lines.push(`**${code(change.path)}**${status}`, '');
        if (change.problem !== undefined) {
            lines.push(`- could not compare keys: ${cell(change.problem)}`, '');
            continue;
        }
        const rows = [
            ['Added', change.added],
            ['Changed', change.changed],
            ['Removed', change.removed],
        ];
        const shown = rows.filter(([, keys]) => keys.length > 0);
        if (shown.length === 0)
            lines.push('- no key added, changed or removed');
        for (const [label, keys] of shown)
            lines.push(`- ${label} (${keys.length}): ${keyList(keys)}`);
        lines.push('');
    }
    return lines;
}
function stateSection(result) {
    const states = result.states;
    if (states === undefined)
        return [];
    const filters = STATE_FILTERS.map(([, filter]) => `\`filters[${filter}]\``).join(', ');
    const lines = ['### Translation progress on the service', ''];
    if (states.length === 0)
        return [...lines, 'No target locale selected.', ''];
    lines.push('| Locale | Untranslated | To verify | To proofread | Done | Translated |', '| --- | ---: | ---: | ---: | ---: | ---: |', ...states.map((state) => `| ${(0,markdown/* markdownWord */.QB)(state.locale, true)} | ${state.untranslated} | ${state.toVerify} | ${state.toProofread} | ${state.done} | ${(0,check_gates/* formatPercent */.l)(state.completion)} |`), '', `<sub>Counted with List Strings (${filters}, current strings only) out of ${states[0]?.total ?? 0} strings.</sub>`, '');
    return lines;
}
function findingSection(result, kind, complete) {
    const findings = result.findings.filter((finding) => finding.kind === kind);
    if (findings.length === 0)
        return [];
    const lines = [`### ${check_findings/* KIND_INFO */.Kw[kind].heading} (${findings.length})`, ''];
    const locales = [...new Set(findings.map((finding) => finding.locale))];
    let shown = 0;
    for (const locale of locales) {
        const ofLocale = findings.filter((finding) => finding.locale === locale);
        const room = complete ? ofLocale.length : Math.max(0, MAX_ISSUES - shown);
        if (room === 0)
            break;
        lines.push(`**${(0,markdown/* markdownWord */.QB)(locale, true)}** (${ofLocale.length})`, '');
        lines.push('| File | Line | Problem |', '| --- | ---: | --- |');
        for (const finding of ofLocale.slice(0, room))
            lines.push(`| ${code(finding.file)} | ${finding.line ?? ''} | ${cell((0,check_findings/* describeFinding */.jb)(finding))} |`);
        shown += Math.min(room, ofLocale.length);
        lines.push('');
    }
    if (shown < findings.length)
        lines.push(`…and ${findings.length - shown} more, annotated in the run and listed in the job summary.`, '');
    return lines;
}
function placeholderSection(result, complete) {
    const issues = result.placeholderIssues;
    const lines = ['### Placeholders', ''];
    if (issues.length === 0) {
        const files = result.checkedTargets;
        return [
            ...lines,
            `Every translation keeps its placeholders (${files} file${files === 1 ? '' : 's'} checked).`,
            '',
        ];
    }
    lines.push('| File | Line | Problem |', '| --- | ---: | --- |');
    const shown = complete ? issues.length : MAX_ISSUES;
    for (const issue of issues.slice(0, shown))
        lines.push(`| ${code(issue.file)} | ${issue.line ?? ''} | ${cell((0,placeholder_check/* describeIssue */.n)(issue))} |`);
    if (issues.length > shown)
        lines.push('', `…and ${issues.length - shown} more, annotated in the run and listed in the job summary.`);
    return [...lines, ''];
}
function gateSection(result) {
    if (result.gates.length === 0)
        return [];
    const icon = { passed: '✅', failed: '❌', skipped: '⏭️' };
    return [
        '### Gates',
        '',
        ...result.gates.map((gate) => `- ${icon[gate.status]} \`${gate.gate}\` ${gate.status}: ${cell(gate.reason)}`),
        '',
    ];
}
function warningVerdict(result) {
    const placeholders = result.placeholderIssues.length;
    const parts = [
        placeholders > 0 ? `${placeholders} placeholder mismatch${placeholders === 1 ? '' : 'es'}` : '',
        ...check_findings/* FINDING_KINDS */.mH.map((kind) => {
            const count = result.findings.filter((finding) => finding.kind === kind).length;
            return count > 0 ? check_findings/* KIND_INFO */.Kw[kind].counted(count) : '';
        }),
    ].filter((part) => part !== '');
    return parts.length > 0 ? `⚠️ ${parts.join(', ')}.` : '✅ Nothing to fix.';
}
function renderCheckReport(result, options = {}) {
    const failed = result.gates.filter((gate) => gate.status === 'failed').length;
    const verdict = failed > 0 ? `❌ ${failed} gate${failed === 1 ? '' : 's'} failed.` : warningVerdict(result);
    const lines = [
        ...(options.marker === undefined ? [] : [options.marker]),
        '## translation-sync: check',
        '',
        verdict,
        '',
        ...result.notes.map((note) => `> ${cell(note)}`),
        ...(result.notes.length > 0 ? [''] : []),
        ...gateSection(result),
        ...(result.masters === undefined ? [] : masterSection(result.masters.changes, result.mode)),
        ...stateSection(result),
        ...placeholderSection(result, options.complete === true),
        ...check_findings/* FINDING_KINDS */.mH.flatMap((kind) => findingSection(result, kind, options.complete === true)),
        ...(options.footer === undefined ? [] : [options.footer, '']),
    ];
    return (0,redact/* redact */.E$)(lines.join('\n'));
}

// EXTERNAL MODULE: ./src/formats/index.ts + 4 modules
var formats = __webpack_require__(9481);
// EXTERNAL MODULE: ./src/project/files.ts
var files = __webpack_require__(3930);
// EXTERNAL MODULE: ./src/project/locales.ts
var project_locales = __webpack_require__(910);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/check/locale-files.ts



const LOCALE_PART = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*(?:@[A-Za-z0-9]{1,16})?$/;
function mastersFromProject(project, isSelected) {
    const masters = project.projectFiles.filter((file) => file.masterProjectFileId === null);
    return masters.map((master) => ({
        path: master.name,
        id: master.id,
        sourceLocale: project.sourceLocale.code,
        targets: project.projectFiles
            .filter((file) => file.masterProjectFileId === master.id && isSelected(file.localeCode))
            .map((file) => ({ path: file.name, locale: file.localeCode })),
    }));
}
function partsOf(file) {
    const folders = file.split('/');
    const name = folders.pop() ?? '';
    return [...folders, ...name.split('.')];
}
function inferTargets(master, files) {
    const masterParts = partsOf(master);
    const folderCount = master.split('/').length - 1;
    let best;
    masterParts.forEach((sourceLocale, at) => {
        if (!LOCALE_PART.test(sourceLocale) || at === masterParts.length - 1)
            return;
        const targets = [];
        for (const file of files) {
            const parts = partsOf(file);
            const locale = parts[at];
            if (parts.length !== masterParts.length || file.split('/').length - 1 !== folderCount)
                continue;
            if (locale === undefined || !LOCALE_PART.test(locale) || (0,project_locales/* sameLocale */.Jo)(locale, sourceLocale))
                continue;
            if (parts.every((part, index) => index === at || part === masterParts[index])) {
                targets.push({ path: file, locale });
            }
        }
        if (targets.length > (best?.targets.length ?? 0))
            best = { sourceLocale, targets };
    });
    return best;
}
async function mastersFromRepository(options) {
    const masters = (await (0,files.findSourceFiles)(options.workspace, options.sourceFiles)).filter((file) => !options.isIgnored(file));
    const extensions = [...new Set(masters.map((master) => external_node_path_default().posix.extname(master)))];
    const candidates = await (0,files.findSourceFiles)(options.workspace, extensions.map((extension) => `**/*${extension}`));
    return masters.map((master) => {
        const inferred = inferTargets(master, candidates.filter((file) => !masters.includes(file) && !options.isIgnored(file)));
        return {
            path: master,
            id: undefined,
            sourceLocale: inferred?.sourceLocale ?? '',
            targets: (inferred?.targets ?? []).filter((target) => options.isSelected(target.locale)),
        };
    });
}

;// CONCATENATED MODULE: ./src/check/master-changes.ts

function parse(file, bytes, locale) {
    const format = (0,formats/* detectFormat */.Tz)(file);
    if (bytes === undefined)
        return [];
    if (format === undefined)
        throw new Error(`${file} is not in a format translation-sync reads`);
    return (0,formats/* parseLocaleFile */.UB)(format, bytes, { fileName: file, ...(locale === '' ? {} : { locale }) });
}
async function referenceOf(options, master) {
    if (options.files === undefined) {
        return {
            comparedWith: 'base',
            bytes: await options.repository.readFileAtRef(options.baseSha, master.path),
        };
    }
    if (master.id === undefined)
        return { comparedWith: 'nothing', bytes: undefined };
    const content = await options.files.show({ masterFileId: master.id, locale: master.sourceLocale });
    return { comparedWith: 'service', bytes: content.status === 'ok' ? content.body : undefined };
}
async function masterChangesOf(options) {
    const changed = await options.repository.changedPaths(options.baseSha, options.headSha);
    if (changed === undefined && options.files === undefined)
        return { changes: [], rangeKnown: false };
    const touched = options.masters.filter((master) => changed === undefined || changed.includes(master.path));
    const changes = [];
    for (const master of touched) {
        const head = changed === undefined
            ? await options.readWorkspaceFile(master.path)
            : await options.repository.readFileAtRef(options.headSha, master.path);
        const reference = await referenceOf(options, master);
        const base = { path: master.path, comparedWith: reference.comparedWith, deleted: head === undefined };
        try {
            const diff = (0,formats/* diffSegments */.yq)(parse(master.path, reference.bytes, master.sourceLocale), parse(master.path, head, master.sourceLocale));
            if (changed === undefined && diff.added.length + diff.changed.length + diff.removed.length === 0)
                continue;
            changes.push({ ...base, ...diff });
        }
        catch (error) {
            changes.push({ ...base, added: [], changed: [], removed: [], problem: error.message });
        }
    }
    return { changes, rangeKnown: changed !== undefined };
}

// EXTERNAL MODULE: ./src/check/glossary-source.ts
var glossary_source = __webpack_require__(3406);
// EXTERNAL MODULE: ./src/check/translation-checks.ts + 7 modules
var translation_checks = __webpack_require__(1678);
// EXTERNAL MODULE: ./src/check/workspace-file.ts
var workspace_file = __webpack_require__(7044);
;// CONCATENATED MODULE: ./src/check/run-check.ts














const includes = (locales, locale) => locales.some((candidate) => (0,project_locales/* sameLocale */.Jo)(candidate, locale));
async function checkTranslations(options, masters, glossary, notes) {
    const issues = [];
    const findings = [];
    let checked = 0;
    const refused = (message) => notes.push(message);
    for (const master of masters) {
        const format = (0,formats/* detectFormat */.Tz)(master.path);
        const masterBytes = format === undefined ? undefined : await (0,workspace_file/* readWorkspaceFile */.s)(options.workspace, master.path, refused);
        if (format === undefined || masterBytes === undefined)
            continue;
        try {
            const locale = master.sourceLocale === '' ? {} : { locale: master.sourceLocale };
            const segments = (0,formats/* parseLocaleFile */.UB)(format, masterBytes, { fileName: master.path, ...locale });
            for (const target of master.targets) {
                if (options.isIgnored(target.path))
                    continue;
                const bytes = await (0,workspace_file/* readWorkspaceFile */.s)(options.workspace, target.path, refused);
                if (bytes === undefined)
                    continue;
                try {
                    const targetFormat = (0,formats/* detectFormat */.Tz)(target.path);
                    const targetSegments = targetFormat === undefined
                        ? []
                        : (0,formats/* parseLocaleFile */.UB)(targetFormat, bytes, { fileName: target.path, locale: target.locale });
                    const file = {
                        path: target.path,
                        locale: target.locale,
                        bytes,
                        master: segments,
                        segments: targetSegments,
                    };
                    issues.push(...(0,placeholder_check/* checkTargetFile */.S)(file));
                    findings.push(...(0,translation_checks/* checkTargetTranslations */.C)({ ...file, glossary }));
                    checked += 1;
                }
                catch (error) {
                    notes.push(`${target.path} could not be read: ${error.message}`);
                    options.logger.warning(`Cannot check ${target.path}: ${error.message}`, {
                        file: target.path,
                    });
                }
            }
        }
        catch (error) {
            notes.push(`${master.path} could not be read: ${error.message}`);
        }
    }
    return { issues, findings, checked };
}
async function runCheck(options) {
    const { service, logger } = options;
    const notes = [];
    const selectedByInputs = (locale) => (options.locales.length === 0 || includes(options.locales, locale)) &&
        !includes(options.ignoreLocales, locale);
    let masters;
    let project;
    let reported = [];
    if (service !== undefined) {
        project = await service.projects.show();
        (0,files.remoteFilesOf)(project);
        const listed = (0,project_locales/* targetLocalesOf */.gs)(project);
        const targets = listed.filter(project_locales/* isLocaleCode */.GJ);
        if (targets.length < listed.length) {
            const refused = listed.filter((code) => !(0,project_locales/* isLocaleCode */.GJ)(code)).map((code) => JSON.stringify(code));
            notes.push(`The service lists locale codes of another shape than fr or pt-BR; skipped: ${refused.join(', ')}.`);
            logger.warning(`Skipped target locale codes of another shape (locale-refused): ${refused.join(', ')}.`);
        }
        const selection = (0,project_locales/* selectLocales */.S)({
            sourceLocale: project.sourceLocale.code,
            targetLocales: targets,
            wanted: options.locales,
            ignored: options.ignoreLocales,
        });
        if (selection.unknown.length > 0)
            notes.push(`The project has no target locale ${selection.unknown.join(', ')}.`);
        const required = targets.filter((locale) => includes(options.gates.requiredLocales, locale));
        reported = [...selection.locales, ...required.filter((locale) => !includes(selection.locales, locale))];
        masters = mastersFromProject(project, (locale) => includes(reported, locale));
        const known = new Set(masters.map((master) => master.path));
        for (const file of await (0,files.findSourceFiles)(options.workspace, options.sourceFiles)) {
            if (!known.has(file) && !options.isIgnored(file))
                masters.push({ path: file, id: undefined, sourceLocale: project.sourceLocale.code, targets: [] });
        }
    }
    else {
        notes.push('No project token (a pull request from a fork gets no secrets): the translation service was not asked, ' +
            'so master changes are compared with the base branch and translation progress is not shown.');
        masters = await mastersFromRepository({ ...options, isSelected: selectedByInputs });
        if (masters.length === 0)
            notes.push('No master file found: set the source-files input so the check can find masters without the service.');
    }
    const changes = options.range === undefined
        ? undefined
        : await masterChangesOf({
            repository: options.repository,
            ...options.range,
            masters,
            files: service?.files,
            readWorkspaceFile: (file) => (0,workspace_file/* readWorkspaceFile */.s)(options.workspace, file),
        });
    if (changes !== undefined && !changes.rangeKnown)
        notes.push(service === undefined
            ? "git could not read the pull request's commits, so master changes are not shown."
            : "git could not read the pull request's commits, so every master in the checkout was compared with the service.");
    if (options.range === undefined)
        notes.push('The event is not a pull request: master changes are not shown.');
    const glossary = await (0,glossary_source/* readGlossary */.v)({ ...options, glossaryFile: options.glossaryFile, notes });
    const { issues, findings, checked } = await checkTranslations(options, masters, glossary, notes);
    for (const issue of issues) {
        const annotation = { file: issue.file, title: 'Placeholder mismatch' };
        logger.warning((0,placeholder_check/* describeIssue */.n)(issue), issue.line === undefined ? annotation : { ...annotation, line: issue.line });
    }
    for (const finding of findings) {
        const annotation = { file: finding.file, title: check_findings/* KIND_INFO */.Kw[finding.kind].title };
        logger.warning((0,check_findings/* describeFinding */.jb)(finding), finding.line === undefined ? annotation : { ...annotation, line: finding.line });
    }
    const states = service === undefined ? undefined : await translationStateOf(service.strings, reported);
    const gates = (0,check_gates/* evaluateGates */.u)({
        settings: options.gates,
        states,
        targetLocales: project === undefined ? undefined : (0,project_locales/* targetLocalesOf */.gs)(project),
        placeholderErrors: issues.length,
        findingCounts: new Map(check_findings/* FINDING_KINDS */.mH.map((kind) => [kind, findings.filter((finding) => finding.kind === kind).length])),
    });
    return {
        mode: service === undefined ? 'repository' : 'service',
        masters: changes,
        states,
        placeholderIssues: issues,
        findings,
        checkedTargets: checked,
        gates,
        notes,
        missingTranslations: states?.reduce((sum, state) => sum + state.untranslated, 0),
    };
}

// EXTERNAL MODULE: ./src/git/git.ts
var git = __webpack_require__(308);
// EXTERNAL MODULE: ./src/github/client.ts + 2 modules
var client = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/github/sticky-comment.ts



async function upsertStickyComment(github, request, logger) {
    const { owner, repo, issueNumber, marker } = request;
    const body = (0,markdown/* cutMarkdown */.G$)(request.body.startsWith(marker) ? request.body : `${marker}\n${request.body}`, {
        limit: markdown/* GITHUB_BODY_LIMIT */.nY,
        note: request.cutNote ??
            `_…cut here: GitHub takes at most ${markdown/* GITHUB_BODY_LIMIT */.nY.toLocaleString('en-US')} characters in a comment._`,
    });
    const mine = await ownAuthorship(github, logger);
    let comments;
    try {
        comments = await github.paginate(github.rest.issues.listComments, {
            owner,
            repo,
            issue_number: issueNumber,
            per_page: 100,
        });
    }
    catch (error) {
        throw (0,errors/* toGitHubError */.Lg)(error, `list the comments of pull request #${issueNumber}`);
    }
    const existing = comments.find((comment) => (comment.body ?? '').trimStart().startsWith(marker) && mine(comment.user));
    if (existing !== undefined) {
        if (existing.body === body) {
            logger.info(`The check comment on #${issueNumber} is already up to date.`);
            return { operation: 'unchanged', id: existing.id, url: existing.html_url };
        }
        try {
            const { data } = await github.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
            logger.info(`Updated the check comment on #${issueNumber}: ${data.html_url}`);
            return { operation: 'updated', id: data.id, url: data.html_url };
        }
        catch (error) {
            if (!(0,errors/* isRequestFailure */.UZ)(error) || (error.status !== 403 && error.status !== 404))
                throw (0,errors/* toGitHubError */.Lg)(error, `update the check comment on pull request #${issueNumber}`);
            logger.info(`GitHub refused to edit comment ${existing.id} (${error.status}); posting a new one.`);
        }
    }
    try {
        const { data } = await github.rest.issues.createComment({
            owner,
            repo,
            issue_number: issueNumber,
            body,
            request: { retries: 0 },
        });
        logger.info(`Commented on #${issueNumber}: ${data.html_url}`);
        return { operation: 'created', id: data.id, url: data.html_url };
    }
    catch (error) {
        throw (0,errors/* toGitHubError */.Lg)(error, `comment on pull request #${issueNumber}`);
    }
}
async function ownAuthorship(github, logger) {
    try {
        const { data } = await github.rest.users.getAuthenticated();
        const login = data.login.toLowerCase();
        return (user) => user?.login.toLowerCase() === login;
    }
    catch (error) {
        const answer = (0,errors/* isRequestFailure */.UZ)(error)
            ? `${error.status}: ${error.message}`
            : `no answer: ${error instanceof Error ? error.message : String(error)}`;
        if ((0,errors/* isRequestFailure */.UZ)(error) &&
            error.status === 403 &&
            /not accessible by integration/i.test(error.message))
            logger.info('The github-token is an installation token (GET /user: 403): the check edits its own comment, one by a bot account.');
        else
            logger.warning((0,redact/* redact */.E$)(`GitHub did not say whom the github-token belongs to (GET /user, ${answer}). The check comment is still written: ` +
                'it edits the comment that starts with its marker and was posted by a bot account, and posts a new one if there is none. ' +
                "With a personal token, whose comments are a person's, a new comment is posted each run until GET /user answers."));
        return (user) => user?.type === 'Bot' && user.login.endsWith('[bot]');
    }
}

// EXTERNAL MODULE: ./src/action/projects/service-client.ts + 21 modules
var service_client = __webpack_require__(5321);
// EXTERNAL MODULE: ./src/action/runner/git-auth.ts
var git_auth = __webpack_require__(7524);
// EXTERNAL MODULE: ./src/project/folder.ts
var folder = __webpack_require__(6097);
// EXTERNAL MODULE: ./src/action/runner/inputs.ts + 1 modules
var runner_inputs = __webpack_require__(5202);
// EXTERNAL MODULE: ./src/action/projects/project-scope.ts
var project_scope = __webpack_require__(8893);
// EXTERNAL MODULE: ./src/action/runner/secrets.ts
var secrets = __webpack_require__(4168);
// EXTERNAL MODULE: ./src/action/projects/wti-config.ts
var wti_config = __webpack_require__(7490);
// EXTERNAL MODULE: ./src/action/projects/wti-config-model.ts
var wti_config_model = __webpack_require__(9702);
;// CONCATENATED MODULE: ./src/action/projects/check-settings.ts







function sameBytes(a, b) {
    return a === undefined || b === undefined ? a === b : a.equals(b);
}
async function loadCheckSettings(inputs, context, repository, logger) {
    const pull = context.pullRequest;
    if (pull === undefined)
        return { ...(await (0,project_scope/* loadProjectSettings */.D0)(inputs, context, logger)), notes: [] };
    const [configPath, ...others] = inputs.config;
    if (others.length > 0 || (configPath !== undefined && (0,project_scope/* isGlob */.fg)(configPath)))
        throw new runner_inputs/* InputError */.dz('config', `selects several projects (${inputs.config.join(', ')}), and check runs on one: give config the path of one .wti file, or add a step per project.`);
    const scope = (0,project_scope/* projectScope */.mB)(context.workspace, inputs.workingDirectory);
    (0,folder/* assertProjectFolder */._)(context.workspace, scope.prefix);
    const relative = configPath ?? '.wti';
    const repoPath = external_node_path_default().posix.normalize(scope.toRepoPath(relative.replace(/\\/g, '/')));
    if (repoPath.startsWith('../') || repoPath === '..' || external_node_path_default().posix.isAbsolute(repoPath))
        throw new runner_inputs/* InputError */.dz('config', `"${relative}" is outside the repository; give a path inside it.`);
    const [base, head] = await Promise.all([
        repository.readFileAtRef(pull.baseSha, repoPath),
        repository.readFileAtRef(pull.headSha, repoPath),
    ]);
    const notes = [];
    if (!sameBytes(base, head)) {
        const change = base === undefined ? 'adds' : head === undefined ? 'deletes' : 'changes';
        const note = `This pull request ${change} ${repoPath}: the check uses the settings of the base branch ` +
            `(${pull.baseSha.slice(0, 7)}), not the pull request's; they apply once it is merged.`;
        notes.push(note);
        logger.notice(note);
    }
    let wti;
    if (base === undefined) {
        if (configPath !== undefined)
            notes.push(`The base branch has no ${repoPath}: the check runs with the workflow's inputs only.`);
    }
    else {
        if (base.length > wti_config/* WTI_MAX_BYTES */.g)
            throw new wti_config_model/* WtiConfigError */.N(`The config file "${repoPath}" of the base branch is ${base.length} bytes, more than the ${wti_config/* WTI_MAX_BYTES */.g} (1 MiB) a .wti file may have.`, { code: 'wti-too-large' });
        const { parseWtiConfig } = await __webpack_require__.e(/* import() */ 967).then(__webpack_require__.bind(__webpack_require__, 2348));
        wti = parseWtiConfig(base.toString('utf8'), relative);
        logger.info(`Using settings of ${repoPath} as the base branch has it (${pull.baseSha.slice(0, 7)}).`);
    }
    const token = inputs.projectToken ?? (process.env['WTI_PROJECT_API_KEY'] || undefined) ?? wti?.apiKey;
    (0,secrets/* maskSecret */.$)(token);
    return { scope, wti, token, notes };
}

// EXTERNAL MODULE: ./src/action/steps/summary.ts
var summary = __webpack_require__(254);
;// CONCATENATED MODULE: ./src/action/steps/check-step.ts













function isRefusal(error) {
    return (error instanceof errors/* GitHubError */.y_ &&
        (error.code === 'GITHUB_PERMISSION' ||
            ((error.status === 401 || error.status === 403 || error.status === 404) &&
                error.code !== 'GITHUB_RATE_LIMITED')));
}
async function comment(inputs, context, body, logger) {
    const { owner, repo, pullRequest } = context;
    if (pullRequest === undefined || owner === undefined || repo === undefined)
        return { status: 'skipped', reason: 'the event is not a pull request' };
    if (inputs.dryRun) {
        await logger.group(`Dry run: the comment the check would post on #${pullRequest.number}`, () => {
            logger.info(body);
            return Promise.resolve();
        });
        return { status: 'dry-run', issueNumber: pullRequest.number };
    }
    if (inputs.githubToken === undefined) {
        logger.warning('The github-token input is empty: the check is reported in the job summary only.');
        return { status: 'skipped', reason: 'the github-token input is empty' };
    }
    const github = (0,client.createGitHubClient)({
        token: inputs.githubToken,
        baseUrl: context.apiUrl,
        graphqlUrl: context.graphqlUrl,
        logger,
    });
    try {
        const written = await upsertStickyComment(github, {
            owner,
            repo,
            issueNumber: pullRequest.number,
            marker: CHECK_MARKER,
            body,
            cutNote: `_…cut here: GitHub takes at most ${markdown/* GITHUB_BODY_LIMIT */.nY.toLocaleString('en-US')} characters in a comment. The job summary of this run has the whole report._`,
        }, logger);
        return { status: 'written', comment: written };
    }
    catch (error) {
        if (!isRefusal(error))
            throw error;
        logger.warning(`${error.message} The check is reported in the job summary only; give the workflow ` +
            '`pull-requests: write` to get the comment (pull requests from forks never can).');
        return { status: 'refused', reason: `GitHub refused the comment (${error.status ?? 'no status'})` };
    }
}
function footerOf(outcome) {
    if (outcome.status === 'written')
        return `<sub>Pull request comment ${outcome.comment.operation}: ${outcome.comment.url}</sub>`;
    if (outcome.status === 'dry-run')
        return `<sub>Dry run: nothing was posted. This report, up to 50 findings of each kind, would be the comment on #${outcome.issueNumber}.</sub>`;
    return `<sub>No pull request comment: ${outcome.reason}.</sub>`;
}
async function checkRange(repository, context, logger) {
    const pull = context.pullRequest;
    if (pull === undefined)
        return undefined;
    const base = await (0,git.mergeBase)(repository, pull.baseSha, pull.headSha);
    if (base === undefined)
        logger.info(`No merge base of ${pull.baseSha.slice(0, 7)} and ${pull.headSha.slice(0, 7)} in reach; comparing with the base commit.`);
    return { baseSha: base ?? pull.baseSha, headSha: pull.headSha };
}
async function runCheckStep(options) {
    const { inputs, context } = options;
    const opened = await (0,git.openRepository)({
        dir: context.repositoryDir ?? context.workspace,
        logger: options.logger,
        ...(0,git_auth/* gitAuth */.l)(inputs, context),
    });
    const range = await checkRange(opened, context, options.logger);
    const { scope, wti, token, notes } = await loadCheckSettings(inputs, context, opened, options.logger);
    const logger = (0,project_scope/* scopeLogger */.RT)(options.logger, scope);
    if (token === undefined && context.pullRequest?.fromFork === true)
        logger.info('This pull request comes from a fork, so the run has no secrets: checking the repository only.');
    const client = token === undefined
        ? undefined
        : (0,service_client/* createServiceClient */.r)({ baseUrl: inputs.apiUrl, projectToken: token, logger });
    let result;
    try {
        result = await runCheck({
            service: client,
            repository: (0,project_scope/* scopeRepository */.L8)(opened, scope),
            workspace: scope.dir,
            range,
            sourceFiles: inputs.sourceFiles,
            isIgnored: (0,files.createIgnoreMatcher)(inputs.ignoreFiles, wti?.ignoreFiles ?? []),
            locales: inputs.locales.length > 0 ? inputs.locales : (wti?.neededLocales ?? []),
            ignoreLocales: [...inputs.ignoreLocales, ...(wti?.ignoreLocales ?? [])],
            gates: {
                requiredLocales: inputs.requiredLocales,
                minCompletion: inputs.minCompletion,
                failOnPlaceholderErrors: inputs.failOnPlaceholderErrors,
                failOnFindings: inputs.failOnFindings,
            },
            glossaryFile: inputs.glossaryFile,
            logger,
        });
    }
    finally {
        await client?.close();
    }
    if (notes.length > 0)
        result = { ...result, notes: [...notes, ...result.notes] };
    let outcome;
    try {
        outcome = await comment(inputs, context, renderCheckReport(result, { marker: CHECK_MARKER }), logger);
    }
    catch (error) {
        await (0,summary/* writeSummary */.S)(renderCheckReport(result, {
            footer: '<sub>The pull request comment could not be written.</sub>',
            complete: true,
        }));
        throw error;
    }
    await (0,summary/* writeSummary */.S)(renderCheckReport(result, { footer: footerOf(outcome), complete: true }));
    return result;
}


/***/ }),

/***/ 8656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ formatPercent),
/* harmony export */   throwIfGatesFailed: () => (/* binding */ throwIfGatesFailed),
/* harmony export */   u: () => (/* binding */ evaluateGates)
/* harmony export */ });
/* harmony import */ var _project_locales_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(910);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8868);


class CheckGateError extends Error {
    failed;
    code = 'check-gate';
    constructor(failed) {
        super(`The translation check failed: ${failed.map((gate) => `${gate.gate}: ${gate.reason}`).join('; ')}. ` +
            'See the pull request comment or the job summary for the details.');
        this.failed = failed;
        this.name = 'CheckGateError';
    }
}
function formatPercent(value) {
    return `${Math.floor(value * 10) / 10}%`;
}
function evaluateGates(options) {
    const { settings, states, targetLocales } = options;
    const outcomes = [];
    const skipped = 'the translation service was not asked (no project token)';
    if (settings.requiredLocales.length > 0) {
        if (states === undefined || targetLocales === undefined) {
            outcomes.push({ gate: 'required-locales', status: 'skipped', reason: skipped });
        }
        else {
            const problems = settings.requiredLocales.flatMap((locale) => {
                if (!targetLocales.some((target) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(target, locale)))
                    return [`${locale} is not a target locale of the project`];
                const state = states.find((candidate) => (0,_project_locales_js__WEBPACK_IMPORTED_MODULE_0__/* .sameLocale */ .Jo)(candidate.locale, locale));
                return state !== undefined && state.untranslated > 0
                    ? [`${locale} has ${state.untranslated} untranslated string${state.untranslated === 1 ? '' : 's'}`]
                    : [];
            });
            outcomes.push(problems.length > 0
                ? { gate: 'required-locales', status: 'failed', reason: problems.join(', ') }
                : {
                    gate: 'required-locales',
                    status: 'passed',
                    reason: `${settings.requiredLocales.join(', ')} fully translated`,
                });
        }
    }
    if (settings.minCompletion > 0) {
        if (states === undefined) {
            outcomes.push({ gate: 'min-completion', status: 'skipped', reason: skipped });
        }
        else {
            const below = states.filter((state) => state.completion < settings.minCompletion);
            const wanted = formatPercent(settings.minCompletion);
            outcomes.push(below.length > 0
                ? {
                    gate: 'min-completion',
                    status: 'failed',
                    reason: `${below.map((state) => `${state.locale} is at ${formatPercent(state.completion)}`).join(', ')}, below ${wanted}`,
                }
                : { gate: 'min-completion', status: 'passed', reason: `every locale at ${wanted} or more` });
        }
    }
    if (settings.failOnPlaceholderErrors) {
        const count = options.placeholderErrors;
        outcomes.push(count > 0
            ? {
                gate: 'fail-on-placeholder-errors',
                status: 'failed',
                reason: `${count} translation${count === 1 ? '' : 's'} with wrong placeholders`,
            }
            : { gate: 'fail-on-placeholder-errors', status: 'passed', reason: 'every placeholder kept' });
    }
    for (const kind of _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .FINDING_KINDS */ .mH) {
        if (settings.failOnFindings?.has(kind) !== true)
            continue;
        const info = _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_INFO */ .Kw[kind];
        const gate = info.gate;
        if (gate === undefined)
            continue;
        const count = options.findingCounts?.get(kind) ?? 0;
        outcomes.push(count > 0
            ? { gate, status: 'failed', reason: info.failed(count) }
            : { gate, status: 'passed', reason: info.passed });
    }
    return outcomes;
}
function throwIfGatesFailed(gates) {
    const failed = gates.filter((gate) => gate.status === 'failed');
    if (failed.length > 0)
        throw new CheckGateError(failed);
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


/***/ }),

/***/ 5030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* binding */ createGitHubClient)
});

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 20 modules
var dist_src = __webpack_require__(2264);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
// EXTERNAL MODULE: ./src/client/proxy.ts
var client_proxy = __webpack_require__(7839);
// EXTERNAL MODULE: ./src/client/redact.ts
var redact = __webpack_require__(5078);
;// CONCATENATED MODULE: ./src/github/proxied-fetch.ts

function createProxiedFetch() {
    let undici;
    const agents = new Map();
    return async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const proxy = (0,client_proxy/* proxyForUrl */.th)(url);
        if (proxy === undefined)
            return globalThis.fetch(input, init);
        undici ??= Promise.all(/* import() */[__webpack_require__.e(910), __webpack_require__.e(492), __webpack_require__.e(752)]).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
        const { ProxyAgent, fetch } = await undici;
        let agent = agents.get(proxy.url);
        if (agent === undefined) {
            agent = new ProxyAgent({ uri: proxy.url });
            agents.set(proxy.url, agent);
        }
        try {
            return await fetch(url, { ...init, dispatcher: agent });
        }
        catch (error) {
            throw new client_proxy/* ProxyFailure */.N$(proxy, url.host, error);
        }
    };
}

;// CONCATENATED MODULE: ./src/github/write-pacer.ts
const systemClock = {
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
class WritePacer {
    options;
    starts = [];
    queue = Promise.resolve();
    clock;
    constructor(options) {
        this.options = options;
        this.clock = options.clock ?? systemClock;
    }
    pace(spacingMs) {
        const turn = this.queue.then(() => this.waitForRoom(spacingMs));
        this.queue = turn.catch(() => undefined);
        return turn;
    }
    async waitForRoom(spacingMs) {
        const { perWindow, windowMs } = this.options;
        for (;;) {
            const now = this.clock.now();
            const last = this.starts.at(-1);
            const spaced = last === undefined ? now : last + spacingMs;
            const oldest = this.starts.length < perWindow ? undefined : this.starts[this.starts.length - perWindow];
            const due = Math.max(spaced, oldest === undefined ? now : oldest + windowMs);
            if (due <= now) {
                this.starts.push(now);
                if (this.starts.length > perWindow)
                    this.starts.shift();
                return;
            }
            await this.clock.sleep(due - now);
        }
    }
}
const GITHUB_WRITES_PER_MINUTE = 80;
const WINDOW_MS = 61_000;
const sharedWritePacer = new WritePacer({ perWindow: GITHUB_WRITES_PER_MINUTE, windowMs: WINDOW_MS });

;// CONCATENATED MODULE: ./src/github/client.ts








const ActionOctokit = dist_src/* Octokit */.E.plugin(dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
const RATE_LIMIT_RETRIES = 2;
function githubSecondMs(env) {
    const text = env['TRANSLATION_SYNC_GITHUB_SECOND_MS'] ?? '';
    return /^\d{1,4}$/.test(text) ? Number(text) : 1000;
}
function createGitHubClient(options) {
    (0,redact/* registerSecret */.cl)(options.token);
    const { logger } = options;
    const cap = options.retryAfterCapSeconds ?? 300;
    const secondMs = options.secondMs ?? githubSecondMs(process.env);
    const minimumWaitMs = options.minimumWaitMs ?? secondMs;
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const what = `${request.method} ${request.url}`;
        if (retryCount >= RATE_LIMIT_RETRIES || retryAfter > cap) {
            logger.warning(`GitHub ${kind} hit on ${what}; not waiting ${retryAfter} s (limit ${cap} s, try ${retryCount + 1}).`);
            return false;
        }
        logger.warning(`GitHub ${kind} hit on ${what}; waiting ${retryAfter} s before retrying.`);
        return true;
    };
    const octokit = new ActionOctokit({
        auth: options.token,
        ...((0,client_proxy/* proxyConfigured */.$o)() ? { request: { fetch: createProxiedFetch() } } : {}),
        baseUrl: options.baseUrl.replace(/\/+$/, ''),
        userAgent: 'translation-sync',
        log: {
            debug: (message) => logger.debug(message),
            info: (message) => logger.debug(message),
            warn: (message) => logger.warning(message),
            error: (message) => logger.debug(message),
        },
        retry: {
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
            retries: 3,
            retryAfterBaseValue: secondMs,
        },
        throttle: {
            write: pacedGroup(options.writePacer ?? sharedWritePacer, minimumWaitMs),
            notifications: new (light_default()).Group({ maxConcurrent: 1, minTime: minimumWaitMs }),
            retryAfterBaseValue: secondMs,
            fallbackSecondaryRateRetryAfter: 60,
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
        },
    });
    octokit.hook.before('request', (request) => {
        const fields = request;
        for (const field of ['body', 'title'])
            if (typeof fields[field] === 'string')
                fields[field] = (0,redact/* redact */.E$)(fields[field]);
    });
    if (options.graphqlUrl !== undefined && options.graphqlUrl !== '') {
        octokit.graphql = octokit.graphql.defaults({ url: options.graphqlUrl });
    }
    return octokit;
}
function pacedGroup(pacer, spacingMs) {
    const limiter = {
        schedule: async (_options, job) => {
            await pacer.pace(spacingMs);
            return job();
        },
    };
    return { key: () => limiter };
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

/***/ 3930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createIgnoreMatcher: () => (/* binding */ createIgnoreMatcher),
/* harmony export */   findSourceFiles: () => (/* binding */ findSourceFiles),
/* harmony export */   remoteFilesOf: () => (/* binding */ remoteFilesOf)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1706);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5669);



function remoteFilesOf(project) {
    return project.projectFiles.map((file) => {
        const problem = (0,_names_js__WEBPACK_IMPORTED_MODULE_1__/* .checkEntryName */ ._$)(file.name);
        if (problem !== undefined && file.masterProjectFileId === null) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ProjectError */ .w(`The service lists a file named "${file.name}", which ${problem.reason}; it cannot be a path in this repository. ` +
                'Rename the file on the service.');
        }
        return {
            id: file.id,
            name: file.name,
            locale: file.localeCode,
            masterId: file.masterProjectFileId,
            hashFile: typeof file.hashFile === 'string' && file.hashFile !== '' ? file.hashFile : undefined,
            fresh: file.fresh,
            updatedAt: file.updatedAt,
        };
    });
}
async function findSourceFiles(workspace, patterns) {
    if (patterns.length === 0)
        return [];
    const { glob } = await __webpack_require__.e(/* import() */ 382).then(__webpack_require__.bind(__webpack_require__, 3382));
    const found = await glob([...patterns], {
        cwd: workspace,
        onlyFiles: true,
        dot: true,
        followSymbolicLinks: false,
        ignore: ['.git/**', '**/node_modules/**'],
    });
    return found.sort();
}
function createIgnoreMatcher(inputGlobs, wtiGlobs) {
    const matchers = [
        ...inputGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(pattern, { dot: true })),
        ...wtiGlobs.map((pattern) => picomatch__WEBPACK_IMPORTED_MODULE_2___default()(pattern, { dot: true, bash: true })),
    ];
    return (file) => matchers.some((matches) => matches(file));
}


/***/ }),

/***/ 5669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EE: () => (/* binding */ collisionKey),
/* harmony export */   Ls: () => (/* binding */ isDirectoryName),
/* harmony export */   _$: () => (/* binding */ checkEntryName),
/* harmony export */   tn: () => (/* binding */ findCollisions)
/* harmony export */ });
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DRIVE_LETTER = /^[A-Za-z]:/;
const PLAINLY_SAFE = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*(?:\/[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*)*$/;
function checkEntryName(name) {
    const known = checkedNames.get(name);
    if (known !== undefined)
        return known ?? undefined;
    const problem = findNameProblem(name);
    if (checkedNames.size >= CHECKED_NAMES_KEPT)
        checkedNames.clear();
    checkedNames.set(name, problem ?? null);
    return problem;
}
const CHECKED_NAMES_KEPT = 100_000;
const checkedNames = new Map();
function findNameProblem(name) {
    if (PLAINLY_SAFE.test(name))
        return undefined;
    if (CONTROL_CHARACTER.test(name))
        return { code: 'archive-bad-name', reason: 'holds a control character such as NUL' };
    if (name.startsWith('/'))
        return { code: 'archive-unsafe-path', reason: 'is an absolute path' };
    if (DRIVE_LETTER.test(name))
        return { code: 'archive-unsafe-path', reason: 'starts with a drive letter' };
    if (name.includes('\\'))
        return { code: 'archive-unsafe-path', reason: 'holds a backslash' };
    const parts = stripDirectorySlash(name).split('/');
    if (parts.includes('..'))
        return { code: 'archive-unsafe-path', reason: 'climbs out with ".."' };
    if (name.includes('\uFFFD'))
        return { code: 'archive-bad-name', reason: 'is not valid UTF-8' };
    if (parts.some((part) => part === '' || part === '.')) {
        return { code: 'archive-bad-name', reason: 'has an empty or "." path part' };
    }
    return undefined;
}
function isDirectoryName(name) {
    return name.endsWith('/');
}
function stripDirectorySlash(name) {
    return isDirectoryName(name) ? name.slice(0, -1) : name;
}
function collisionKey(name) {
    return stripDirectorySlash(name).normalize('NFC').toLowerCase();
}
function findCollisions(names) {
    const groups = new Map();
    for (const name of names) {
        const key = collisionKey(name);
        const group = groups.get(key);
        if (group === undefined)
            groups.set(key, [name]);
        else
            group.push(name);
    }
    return [...groups.values()].filter((group) => group.length > 1);
}


/***/ })

};
