/**
 * The call shape of Show, Create and Update for strings, terms and term translations: one JSON
 * record in, one out. Creating (POST) is never repeated after it may have reached the service, as
 * that would create a second record; showing and updating to given values may be.
 */
import type { ResourceContext } from './context.js';
import type { CallOptions } from './call-options.js';
import type { EndpointId } from './endpoints.js';
import { mapShape, readObject } from './readers.js';

function callForRecord<Record>(
  context: ResourceContext,
  spec: {
    endpoint: EndpointId;
    method: 'GET' | 'POST' | 'PATCH' | 'PUT';
    url: URL;
    body?: unknown;
    signal?: AbortSignal | undefined;
    /** Maps the wire record (any wire type: mapShape checks the shape) to the public one. */
    map: (wire: never) => Record;
  },
): Promise<Record> {
  return context.caller.call({
    endpoint: spec.endpoint,
    method: spec.method,
    url: spec.url,
    tokenKind: 'project',
    repeat: spec.method === 'POST' ? 'once' : 'idempotent',
    signal: spec.signal,
    ...(spec.body === undefined ? {} : { body: { kind: 'json', value: spec.body } as const }),
    read: async (response, call) => mapShape(response, call, await readObject(response, call), spec.map),
  });
}

/**
 * One resource's Show, Create and Update, bound to its context and its mapping: each call names
 * its endpoint, method and URL, and passes the caller's options (the signal) and a JSON body.
 */
export function recordCalls<Record>(
  context: ResourceContext,
  map: (wire: never) => Record,
): (
  endpoint: EndpointId,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: URL,
  options: CallOptions,
  body?: unknown,
) => Promise<Record> {
  return (endpoint, method, url, options, body) =>
    callForRecord(context, { endpoint, method, url, body, signal: options.signal, map });
}
