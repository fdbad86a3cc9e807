export const id = 30;
export const ids = [30];
export const modules = {

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


/***/ })

};
