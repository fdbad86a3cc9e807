// src/relay/dispatch.ts
var DISPATCH_EVENT_TYPE = "translation-sync";
var DispatchNetworkError = class extends Error {
  code = "RELAY_NETWORK_FAILED";
  constructor(reason, options) {
    super(reason, options);
    this.name = "DispatchNetworkError";
  }
};
var ADVICE = {
  401: "GITHUB_TOKEN is not accepted (expired or revoked?): make a new token",
  403: "GITHUB_TOKEN may not dispatch to this repository: give it Contents: read and write",
  404: "GITHUB_REPOSITORY is not found with this token: check the name and the token\u2019s repository access",
  422: "GitHub refused the dispatch\u2019s body"
};
var GITHUB_DOCS_HOST = "docs.github.com";
async function documentationUrl(response, token) {
  let url;
  try {
    const body = await response.json();
    const wanted = typeof body === "object" && body !== null ? body.documentation_url : "";
    url = new URL(typeof wanted === "string" ? wanted : "");
  } catch {
    return "";
  }
  const page = `${url.origin}${url.pathname}`;
  const trusted = url.protocol === "https:" && url.hostname === GITHUB_DOCS_HOST && url.port === "" && url.username === "" && /^\/[\w\-./@]{0,200}$/.test(url.pathname) && !page.includes(token);
  return trusted ? page : "";
}
async function sendDispatch(send, target, request) {
  const clientPayload = request.kind === "some" ? { locales: request.locales } : {};
  let response;
  try {
    response = await send(`${target.apiUrl}/repos/${target.repository}/dispatches`, {
      method: "POST",
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${target.token}`,
        "content-type": "application/json",
        // GitHub refuses requests without a User-Agent; Workers' fetch sends none by itself.
        "user-agent": "translation-sync-relay",
        "x-github-api-version": "2022-11-28"
      },
      body: JSON.stringify({ event_type: DISPATCH_EVENT_TYPE, client_payload: clientPayload }),
      signal: AbortSignal.timeout(target.timeoutMs)
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      ok: false,
      reason: timedOut ? `GitHub did not answer within ${target.timeoutMs} ms` : error instanceof DispatchNetworkError ? `GitHub could not be reached: ${error.message}` : `GitHub could not be reached (${error instanceof Error ? error.name : "error"})`
    };
  }
  if (response.ok) {
    await response.arrayBuffer();
    return { ok: true };
  }
  const documentation = await documentationUrl(response, target.token);
  const advice = ADVICE[response.status] ?? "GitHub failed; the next webhook or the scheduled run will try again";
  return {
    ok: false,
    reason: `GitHub answered ${response.status}: ${advice}${documentation === "" ? "" : ` (${documentation})`}`
  };
}

// src/project/locales.ts
var LOCALE_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*(?:@[A-Za-z0-9]{1,16})?$/;
function isLocaleCode(code) {
  let answer2 = localeCodes.get(code);
  if (answer2 === void 0) {
    answer2 = LOCALE_CODE.test(code);
    if (localeCodes.size >= LOCALE_CODES_KEPT) localeCodes.clear();
    localeCodes.set(code, answer2);
  }
  return answer2;
}
var LOCALE_CODES_KEPT = 1e4;
var localeCodes = /* @__PURE__ */ new Map();

// src/relay/payload.ts
var MAX_DISPATCHED_LOCALES = 50;
var MalformedPayloadError = class extends Error {
  code = "RELAY_MALFORMED_PAYLOAD";
  constructor(reason) {
    super(`the webhook body was refused: ${reason}`);
    this.name = "MalformedPayloadError";
  }
};
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function parseWebhookBody(text, contentType) {
  let json = text;
  if (contentType !== null && /^application\/x-www-form-urlencoded\b/i.test(contentType.trim())) {
    const field = new URLSearchParams(text).get("payload");
    if (field === null) throw new MalformedPayloadError("a form without a `payload` field");
    json = field;
  }
  try {
    return JSON.parse(json);
  } catch {
    throw new MalformedPayloadError("not JSON");
  }
}
function changesOf(body) {
  const inner = isRecord(body) && Object.hasOwn(body, "payload") ? body.payload : body;
  const changes = Array.isArray(inner) ? inner : [inner];
  if (changes.length === 0) throw new MalformedPayloadError("no change in it");
  return changes;
}
function localesOfChange(change) {
  if (!isRecord(change)) throw new MalformedPayloadError("a change that is not a JSON object");
  const translation = isRecord(change.translation) ? change.translation : {};
  const named = [change.locale, translation.locale].filter((value) => value !== void 0 && value !== null);
  for (const locale of named) {
    if (typeof locale !== "string" || !isLocaleCode(locale))
      throw new MalformedPayloadError("a `locale` that is not a locale code");
  }
  return named;
}
function localesOfPayload(body) {
  const locales = /* @__PURE__ */ new Set();
  let unnamed = false;
  for (const change of changesOf(body)) {
    const named = localesOfChange(change);
    if (named.length === 0) unnamed = true;
    for (const locale of named) locales.add(locale);
  }
  if (unnamed || locales.size > MAX_DISPATCHED_LOCALES) return { kind: "all" };
  return { kind: "some", locales: [...locales].sort() };
}

// src/relay/webhook.ts
var MAX_BODY_BYTES = 1024 * 1024;
var MAX_DISPATCH_TIMEOUT_MS = 8e3;
var MIN_SECRET_LENGTH = 16;
var LOG_PREFIX = "translation-sync relay:";
function configOf(env) {
  const problems = [];
  const secret = env.RELAY_SECRET ?? "";
  if (secret.length < MIN_SECRET_LENGTH || !/^[A-Za-z0-9._~-]+$/.test(secret))
    problems.push(`RELAY_SECRET (${MIN_SECRET_LENGTH}+ URL-safe characters)`);
  const token = env.GITHUB_TOKEN ?? "";
  if (token.trim() === "") problems.push("GITHUB_TOKEN");
  const repository = env.GITHUB_REPOSITORY ?? "";
  if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(repository)) problems.push("GITHUB_REPOSITORY (owner/repo)");
  const apiUrl = (env.GITHUB_API_URL ?? "").trim() || "https://api.github.com";
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(apiUrl)) problems.push("GITHUB_API_URL (an http(s) URL)");
  const wanted = Number(env.RELAY_DISPATCH_TIMEOUT_MS ?? MAX_DISPATCH_TIMEOUT_MS);
  const timeoutMs = Number.isFinite(wanted) && wanted > 0 ? Math.min(wanted, MAX_DISPATCH_TIMEOUT_MS) : 0;
  if (timeoutMs === 0) problems.push(`RELAY_DISPATCH_TIMEOUT_MS (1 to ${MAX_DISPATCH_TIMEOUT_MS})`);
  if (problems.length > 0) return problems;
  return { secret, token: token.trim(), repository, apiUrl: apiUrl.replace(/\/+$/, ""), timeoutMs };
}
async function sameSecret(candidate, secret) {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(candidate)),
    crypto.subtle.digest("SHA-256", encoder.encode(secret))
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}
async function readCapped(request) {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) {
    await request.body?.cancel();
    return void 0;
  }
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks = [];
  let size = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return void 0;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
var answer = (status, text) => new Response(`${text}
`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
function hostEnv() {
  const host = globalThis;
  return host.process?.env ?? {};
}
async function handleWebhook(request, env, send) {
  const config = configOf(env ?? hostEnv());
  if (Array.isArray(config)) {
    console.error(`${LOG_PREFIX} not configured; set ${config.join(", ")}`);
    return answer(500, "The relay is not configured; see its log.");
  }
  const segment = new URL(request.url).pathname.split("/").pop() ?? "";
  const knows = await sameSecret(segment, config.secret);
  if (!knows || request.method !== "POST") {
    await request.body?.cancel();
    return answer(404, "Not Found");
  }
  let bytes;
  try {
    bytes = await readCapped(request);
  } catch {
    console.warn(`${LOG_PREFIX} the webhook's body did not arrive in full`);
    return answer(400, "The body did not arrive in full.");
  }
  if (bytes === void 0) {
    console.warn(`${LOG_PREFIX} refused a webhook body over ${MAX_BODY_BYTES} bytes`);
    return answer(413, `The body is over ${MAX_BODY_BYTES} bytes.`);
  }
  let wanted;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    wanted = localesOfPayload(parseWebhookBody(text, request.headers.get("content-type")));
  } catch (error) {
    const reason = error instanceof MalformedPayloadError ? error.message : "the webhook body is not UTF-8";
    console.warn(`${LOG_PREFIX} ${reason}`);
    return answer(400, "The body is not a webhook payload of the translation service.");
  }
  const outcome = await sendDispatch(send, config, wanted);
  const what = wanted.kind === "all" ? "every locale" : wanted.locales.join(", ");
  if (!outcome.ok) {
    console.error(`${LOG_PREFIX} no dispatch to ${config.repository} (${what}): ${outcome.reason}`);
    return answer(502, "GitHub did not take the dispatch; see the relay\u2019s log.");
  }
  console.log(`${LOG_PREFIX} dispatched translation-sync to ${config.repository} for ${what}`);
  return answer(202, "Dispatched.");
}
function createRelay(send) {
  return {
    async fetch(request, env) {
      try {
        return await handleWebhook(request, env, send);
      } catch (error) {
        console.error(`${LOG_PREFIX} failed (${error instanceof Error ? error.name : "error"})`);
        return answer(500, "The relay failed; see its log.");
      }
    }
  };
}

// src/relay/handler.ts
var handler_default = createRelay((url, init) => fetch(url, init));
export {
  handler_default as default
};
