export const id = 748;
export const ids = [748,30];
export const modules = {

/***/ 9748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startTrigger: () => (/* binding */ startTrigger)
});

// EXTERNAL MODULE: ./src/github/client.ts + 2 modules
var client = __webpack_require__(5030);
// EXTERNAL MODULE: ./src/github/markdown.ts
var markdown = __webpack_require__(5566);
// EXTERNAL MODULE: ./src/project/locales.ts
var project_locales = __webpack_require__(910);
;// CONCATENATED MODULE: ./src/action/commands/comment-command.ts


const COMMAND_PREFIX = '/translation-sync';
const MAX_LINE_LENGTH = 1000;
const MAX_LOCALES = 100;
const MAX_QUOTED = 40;
function quoted(word) {
    return (0,markdown/* codeSpan */.SS)(word.length > MAX_QUOTED ? `${word.slice(0, MAX_QUOTED)}…` : word);
}
function parseCommentCommand(body) {
    const firstLine = (body.split(/\r\n|\r|\n/, 1)[0] ?? '').trim();
    if (firstLine !== COMMAND_PREFIX &&
        !firstLine.startsWith(`${COMMAND_PREFIX} `) &&
        !firstLine.startsWith(`${COMMAND_PREFIX}\t`))
        return { kind: 'none' };
    if (firstLine.length > MAX_LINE_LENGTH)
        return {
            kind: 'invalid',
            verb: 'command',
            reason: `the command line is longer than ${MAX_LINE_LENGTH} characters.`,
        };
    const [word = 'help', ...args] = firstLine.slice(COMMAND_PREFIX.length).split(/\s+/).filter(Boolean);
    const verb = word.toLowerCase();
    if (verb === 'help')
        return { kind: 'help' };
    if (verb === 'check') {
        return args.length === 0
            ? { kind: 'check' }
            : {
                kind: 'invalid',
                verb,
                reason: '`check` takes no arguments; it checks the pull request it is written on.',
            };
    }
    if (verb !== 'pull')
        return { kind: 'help', unknown: word };
    const refused = args.find((arg) => !(0,project_locales/* isLocaleCode */.GJ)(arg));
    if (refused !== undefined)
        return {
            kind: 'invalid',
            verb,
            reason: `${quoted(refused)} is not a locale code such as fr, pt-BR or zh-Hant-TW.`,
        };
    const locales = [...new Set(args)];
    if (locales.length > MAX_LOCALES)
        return { kind: 'invalid', verb, reason: `name at most ${MAX_LOCALES} locales.` };
    return { kind: 'pull', locales };
}
function helpReply(unknown) {
    const lead = unknown === undefined
        ? 'translation-sync understands these commands, on the first line of a comment:'
        : `translation-sync does not know the command ${quoted(unknown)}. It understands these, on the first line of a comment:`;
    return [
        lead,
        '',
        `- \`${COMMAND_PREFIX} pull [locale ...]\`: download the translations now (only the locales named, if any) and update the translation pull request.`,
        `- \`${COMMAND_PREFIX} check\`: on a pull request, check it again against its current head and update the check comment.`,
        `- \`${COMMAND_PREFIX} help\`: this list.`,
        '',
        'Only people with write, maintain or admin permission on the repository may use them.',
    ].join('\n');
}
const NOT_ALLOWED_REPLY = 'Only people with write, maintain or admin permission on this repository may use `/translation-sync` commands; nothing was run.';

// EXTERNAL MODULE: ./src/action/runner/event.ts
var runner_event = __webpack_require__(3197);
// EXTERNAL MODULE: ./src/action/runner/inputs.ts + 1 modules
var runner_inputs = __webpack_require__(5202);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/action/commands/reactions.ts

const EMOJI = { eyes: '👀', rocket: '🚀', confused: '😕' };
const MAY_RUN = new Set(['admin', 'maintain', 'write']);
async function mayRunCommands(github, ref, login) {
    try {
        const { data } = await github.rest.repos.getCollaboratorPermissionLevel({
            owner: ref.owner,
            repo: ref.repo,
            username: login,
        });
        return MAY_RUN.has(data.permission) || MAY_RUN.has(data.role_name);
    }
    catch (error) {
        if ((0,errors/* isRequestFailure */.UZ)(error) && error.status === 404)
            return false;
        throw (0,errors/* toGitHubError */.Lg)(error, `ask for the repository permission of the comment's author`);
    }
}
async function react(github, ref, content, logger) {
    try {
        await github.rest.reactions.createForIssueComment({
            owner: ref.owner,
            repo: ref.repo,
            comment_id: ref.commentId,
            content,
        });
    }
    catch (error) {
        logger.warning(`${(0,errors/* toGitHubError */.Lg)(error, `react to the comment with ${content}`).message} Give the workflow \`issues: write\` and \`pull-requests: write\` for the reactions and replies.`);
    }
}
async function reply(github, ref, body, logger) {
    try {
        await github.rest.issues.createComment({
            owner: ref.owner,
            repo: ref.repo,
            issue_number: ref.issueNumber,
            body,
        });
    }
    catch (error) {
        logger.warning(`${(0,errors/* toGitHubError */.Lg)(error, `reply on #${ref.issueNumber}`).message} Give the workflow \`issues: write\` and \`pull-requests: write\` for the reactions and replies.`);
    }
}
function githubResponder(github, ref, logger) {
    return {
        react: (content) => react(github, ref, content, logger),
        reply: (body) => reply(github, ref, body, logger),
        summary: () => '',
    };
}
function dryRunResponder(ref, logger) {
    const intended = [];
    const note = (line) => {
        logger.info(`Dry run: ${line.replace(/\n/g, '\n  ')}`);
        intended.push(line);
        return Promise.resolve();
    };
    return {
        react: (content) => note(`would react ${EMOJI[content]} (${content}) to comment ${ref.commentId}.`),
        reply: (body) => note(`would reply on #${ref.issueNumber}:\n\n${body.replace(/^/gm, '> ')}`),
        summary: () => intended.length === 0
            ? ''
            : [
                '## translation-sync: the comment command (dry-run: nothing was posted)',
                '',
                ...intended.map((line) => `- ${line.replace(/\n/g, '\n  ')}`),
            ].join('\n'),
    };
}

;// CONCATENATED MODULE: ./src/action/commands/triggers.ts







const DISPATCH_EVENT_TYPE = 'translation-sync';
const MAX_DISPATCH_LOCALES = 100;
class TriggerError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
        this.name = 'TriggerError';
    }
}
const nothing = () => Promise.resolve();
const noSummary = () => '';
function limitLocales(inputs, named) {
    if (named.length === 0)
        return inputs;
    const outside = named.filter((locale) => inputs.locales.length > 0 && !inputs.locales.some((allowed) => (0,project_locales/* sameLocale */.Jo)(allowed, locale)));
    if (outside.length > 0)
        throw new runner_inputs/* InputError */.dz('locales', `the request names ${outside.join(', ')}, which this workflow does not pull (it pulls ${inputs.locales.join(', ')}).`);
    return Object.freeze({ ...inputs, locales: [...named] });
}
function dispatchLocales(payload) {
    const locales = (0,runner_event/* objectAt */.lJ)(payload, 'client_payload')?.['locales'];
    if (locales === undefined || locales === null)
        return [];
    if (!Array.isArray(locales) ||
        locales.length > MAX_DISPATCH_LOCALES ||
        !locales.every((locale) => typeof locale === 'string' && (0,project_locales/* isLocaleCode */.GJ)(locale)))
        throw new TriggerError('dispatch-payload', `client_payload.locales of the repository_dispatch must be a list of at most ${MAX_DISPATCH_LOCALES} locale codes such as ["fr", "pt-BR"]; fix the sender.`);
    return [...new Set(locales)];
}
function startDispatch(options, payload) {
    const { inputs, context, logger } = options;
    const type = typeof payload['action'] === 'string' ? payload['action'] : '';
    if (type !== DISPATCH_EVENT_TYPE) {
        logger.notice(`translation-sync pulls on a repository_dispatch of type ${DISPATCH_EVENT_TYPE}; this one is of another type, so nothing was done.`);
        return { command: undefined, inputs, context, finish: nothing, dryRunSummary: noSummary };
    }
    const locales = dispatchLocales(payload);
    if (locales.length > 0)
        logger.info(`The repository_dispatch asks for ${locales.join(', ')}.`);
    return {
        command: 'pull',
        inputs: limitLocales(inputs, locales),
        context,
        finish: nothing,
        dryRunSummary: noSummary,
    };
}
function runUrl(context) {
    const id = process.env['GITHUB_RUN_ID'] ?? '';
    if (!/^\d+$/.test(id) || context.owner === undefined || context.repo === undefined)
        return undefined;
    return `${context.serverUrl.replace(/\/+$/, '')}/${context.owner}/${context.repo}/actions/runs/${id}`;
}
function failureReply(verb, reason, link) {
    return [
        `\`/translation-sync ${verb}\` failed: ${(0,markdown/* inertProse */.CH)(reason)}`,
        ...(link === undefined ? [] : ['', `[The run's log](${link})`]),
    ].join('\n');
}
async function startComment(options, payload) {
    const { inputs, context, logger } = options;
    let done = { command: undefined, inputs, context, finish: nothing, dryRunSummary: noSummary };
    if (payload['action'] !== 'created') {
        logger.info(`The comment was ${String(payload['action'])}, not created: translation-sync answers new comments only.`);
        return done;
    }
    const comment = (0,runner_event/* objectAt */.lJ)(payload, 'comment');
    const issue = (0,runner_event/* objectAt */.lJ)(payload, 'issue');
    const body = typeof comment?.['body'] === 'string' ? comment['body'] : '';
    const parsed = parseCommentCommand(body);
    if (parsed.kind === 'none') {
        logger.info('The comment is not a /translation-sync command.');
        return done;
    }
    const login = (0,runner_event/* objectAt */.lJ)(comment, 'user')?.['login'];
    const commentId = comment?.['id'];
    const issueNumber = issue?.['number'];
    if (typeof login !== 'string' ||
        typeof commentId !== 'number' ||
        typeof issueNumber !== 'number' ||
        context.owner === undefined ||
        context.repo === undefined)
        throw new TriggerError('comment-command', 'The issue_comment event lacks its comment, author or issue; nothing was run.');
    if (inputs.githubToken === undefined)
        throw new runner_inputs/* InputError */.dz('github-token', 'is empty: answering a /translation-sync comment needs it. Leave it at its default (${{ github.token }}).');
    const ref = { owner: context.owner, repo: context.repo, issueNumber, commentId };
    const github = (0,client.createGitHubClient)({
        token: inputs.githubToken,
        baseUrl: context.apiUrl,
        graphqlUrl: context.graphqlUrl,
        logger,
    });
    const respond = inputs.dryRun ? dryRunResponder(ref, logger) : githubResponder(github, ref, logger);
    done = { ...done, dryRunSummary: () => respond.summary() };
    if (!(await mayRunCommands(github, ref, login))) {
        logger.notice(`${login} may not use /translation-sync commands (they need write permission); nothing was run.`);
        await respond.reply(NOT_ALLOWED_REPLY);
        return done;
    }
    await respond.react('eyes');
    const answered = async (text, reaction) => {
        await respond.reply(text);
        await respond.react(reaction);
        return done;
    };
    if (parsed.kind === 'help')
        return answered(helpReply(parsed.unknown), parsed.unknown === undefined ? 'rocket' : 'confused');
    if (parsed.kind === 'invalid') {
        logger.notice(`The /translation-sync command was not run: ${parsed.reason}`);
        return answered(`\`/translation-sync ${parsed.verb}\` was not run: ${parsed.reason}`, 'confused');
    }
    let dispose = nothing;
    const finish = async (failure) => {
        await dispose();
        if (failure !== undefined)
            await respond.reply(failureReply(parsed.kind, failure, runUrl(context)));
        await respond.react(failure === undefined ? 'rocket' : 'confused');
    };
    try {
        if (parsed.kind === 'pull') {
            return { ...done, command: 'pull', inputs: limitLocales(inputs, parsed.locales), finish };
        }
        if ((0,runner_event/* objectAt */.lJ)(issue, 'pull_request') === undefined)
            return await answered('`/translation-sync check` checks a pull request; write it on one, not on an issue.', 'confused');
        const head = await checkPullRequest(github, options, issueNumber);
        dispose = head.dispose;
        return { ...done, command: 'check', context: head.context, finish };
    }
    catch (error) {
        await finish(options.failureMessage(error));
        throw error;
    }
}
async function checkPullRequest(github, options, number) {
    const { checkoutPullRequestHead } = await Promise.all(/* import() */[__webpack_require__.e(332), __webpack_require__.e(241)]).then(__webpack_require__.bind(__webpack_require__, 1241));
    return checkoutPullRequestHead({
        github,
        inputs: options.inputs,
        context: options.context,
        number,
        logger: options.logger,
    });
}
async function startTrigger(options) {
    const payload = options.context.event;
    return options.context.eventName === 'issue_comment'
        ? startComment(options, payload)
        : startDispatch(options, payload);
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


/***/ })

};
