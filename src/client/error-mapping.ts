/**
 * Turns a failed response into a typed error whose message says what to do. The spec does not
 * show the service's error bodies or statuses for most endpoints, so this reads what it can:
 * `{"error": "..."}`, `{"errors": {...}}`, or plain text (docs/decisions.md).
 */
import { describeRequiredKeys, ENDPOINTS, type EndpointId } from './endpoints.js';
import { createServiceError, type ServiceErrorCode, type TranslationServiceError } from './errors.js';
import { redact } from './redact.js';

/** Which token a call carries: the 401 message names it. */
export type TokenKind = 'project' | 'organization';

/** The Update File messages (and a 503 "import in progress") that mean "busy importing" (R4). */
const BUSY_PATTERNS = [
  /file is being processed at the moment/i,
  /file is already queued for import/i,
  /master file is being processed at the moment/i,
  /master file is queued for import/i,
  /import in progress/i,
];

export function isBusyMessage(message: string | undefined): boolean {
  return message !== undefined && BUSY_PATTERNS.some((pattern) => pattern.test(message));
}

interface ServiceReply {
  /** The service's own words: `error`, or the text body (trimmed and cut short). */
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

/** Reads an error body without trusting its shape. */
export function parseServiceReply(body: string, contentType: string | undefined): ServiceReply {
  const text = body.trim();
  if (text === '') return {};
  if (contentType?.includes('json') === true || text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed === 'object' && parsed !== null) {
        const record = parsed as Record<string, unknown>;
        const reply: ServiceReply = {};
        // Redacted here, so that no log line or message built from a reply can carry a token.
        if (typeof record.error === 'string') reply.message = redact(record.error);
        if (typeof record.errors === 'object' && record.errors !== null) {
          reply.fieldErrors = fieldErrorsOf(record.errors as Record<string, unknown>);
          reply.message ??= Object.entries(reply.fieldErrors)
            .map(([field, messages]) => `${field} ${messages.join(', ')}`)
            .join('; ');
        }
        if (reply.message !== undefined) return reply;
      }
    } catch {
      // Not JSON after all: fall through to the text.
    }
  }
  if (/^\s*</.test(text)) return { message: `(HTML or XML page) ${snippet(text)}` };
  return { message: snippet(text) };
}

function fieldErrorsOf(errors: Record<string, unknown>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list: unknown[] = Array.isArray(messages) ? messages : [messages];
    result[redact(field)] = list.map((message) =>
      redact(typeof message === 'string' ? message : JSON.stringify(message)),
    );
  }
  return result;
}

/** A short, one-line, redacted excerpt for messages. */
export function snippet(text: string, length = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return redact(line.length > length ? `${line.slice(0, length)}...` : line);
}

interface FailedResponse {
  endpoint: EndpointId;
  tokenKind: TokenKind;
  /** True for a call that changes something: 403/404 then name the key it needs (R12). */
  write: boolean;
  status: number;
  reply: ServiceReply;
  /** "PATCH https://host/api/projects/***\/files/1/locales/en", already redacted. */
  request: string;
  retryAfterMs?: number;
  /** Attempts made before giving up, for the message. */
  attempts: number;
  /** Sentences added before the request: why we stopped, what was not retried. */
  note?: string;
}

function tokenAdvice(kind: TokenKind): string {
  return kind === 'project'
    ? "the project token was rejected: check that it is the project's API token (private_api_token, or public_api_token for reads) and that it was not revoked"
    : 'the organization token was rejected: check that it is an API key from the organization settings and that it was not revoked';
}

/** Classifies a status (and the service's message) into an error code. */
function codeForStatus(status: number, message: string | undefined): ServiceErrorCode {
  if (isBusyMessage(message)) return 'busy';
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  if (status >= 400) return 'rejected';
  return 'protocol';
}

export function errorForResponse(failure: FailedResponse): TranslationServiceError {
  const { endpoint, status, reply } = failure;
  const name = ENDPOINTS[endpoint].name;
  const code = codeForStatus(status, reply.message);
  const said = reply.message === undefined ? '' : ` The service said: "${reply.message}".`;
  const tries = failure.attempts > 1 ? ` (after ${failure.attempts} attempts)` : '';
  let advice: string;
  switch (code) {
    case 'auth':
      advice = tokenAdvice(failure.tokenKind);
      break;
    case 'forbidden':
      advice = `the token may not do this: ${name} needs ${describeRequiredKeys(endpoint)}`;
      break;
    case 'not-found':
      advice = failure.write
        ? `not found: check the id or path, and that the token is ${describeRequiredKeys(endpoint)} of this project`
        : `not found: check the id or path, and that the token belongs to this ${failure.tokenKind}`;
      break;
    case 'busy':
      advice = 'the project is busy importing a file: wait for the import to finish, then try again';
      break;
    case 'rate-limited':
      advice = 'the service is rate limiting us: try again later or lower the concurrency';
      break;
    case 'server':
      advice = 'the service failed: try again later';
      break;
    default:
      advice = 'the service refused the request as sent';
  }
  const note = failure.note === undefined ? '' : ` ${failure.note}`;
  const message = `${name} failed with HTTP ${status}${tries}: ${advice}.${said}${note} Request: ${failure.request}`;
  return createServiceError(code, message, {
    endpoint: name,
    status,
    request: failure.request,
    ...(reply.message === undefined ? {} : { serviceMessage: reply.message }),
    ...(reply.fieldErrors === undefined ? {} : { fieldErrors: reply.fieldErrors }),
    ...(failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs }),
  });
}
