/**
 * The client's library surface: one error base with `code` and a JSON form that keeps the
 * message, and a version that matches the package it is published as.
 */
import { describe, expect, it } from 'vitest';
import clientPackage from '../../packages/client/package.json' with { type: 'json' };
import rootPackage from '../../package.json' with { type: 'json' };
import {
  AuthError,
  ClientConfigurationError,
  createTranslationClient,
  RejectedError,
  TranslationClientError,
  TranslationServiceError,
  USER_AGENT,
} from '../../src/client/index.js';
import { createServiceError } from '../../src/client/errors.js';
import { CLIENT_VERSION } from '../../src/client/version.js';

function thrown(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('the client package', () => {
  it('names itself with the version of packages/client/package.json', () => {
    expect(CLIENT_VERSION).toBe(clientPackage.version);
    expect(USER_AGENT).toBe(`translation-sync-client/${clientPackage.version}`);
  });

  it('depends on nothing but what the client imports', () => {
    expect(Object.keys(clientPackage.dependencies).sort()).toEqual(['p-limit', 'undici']);
  });

  it('leaves the root package without an entry point, so importing it runs nothing', () => {
    expect(rootPackage).not.toHaveProperty('main');
    expect(rootPackage.exports).toEqual({ './package.json': './package.json' });
  });
});

describe('client errors', () => {
  it('a configuration error is a TranslationClientError whose JSON keeps the message', () => {
    const error = thrown(() => createTranslationClient({ baseUrl: 'not a url' }));
    expect(error).toBeInstanceOf(ClientConfigurationError);
    expect(error).toBeInstanceOf(TranslationClientError);
    expect(error).not.toBeInstanceOf(TranslationServiceError);
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'ClientConfigurationError',
      code: 'configuration',
      message: expect.stringContaining('is not a URL') as unknown,
    });
  });

  it('a call whose token is missing says which option to pass, before any request', async () => {
    const client = createTranslationClient({ baseUrl: 'http://127.0.0.1:9' });
    try {
      await expect(client.organizations.show()).rejects.toThrow(
        'This call needs an organization token: pass organizationToken to createTranslationClient',
      );
    } finally {
      await client.close();
    }
  });

  it('service errors extend the same base, with the call in their JSON', () => {
    const error = createServiceError('auth', 'Show Project failed with HTTP 401', {
      endpoint: 'Show Project',
      status: 401,
      request: 'GET https://example.com/api/projects/***.json',
    });
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toBeInstanceOf(TranslationClientError);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'AuthError',
      code: 'auth',
      message: 'Show Project failed with HTTP 401',
      endpoint: 'Show Project',
      status: 401,
    });
    const rejected = createServiceError('rejected', 'Update Team Member failed', {
      endpoint: 'Update Team Member or Invitation',
      fieldErrors: { locale: ['is invalid'] },
    });
    expect(rejected).toBeInstanceOf(RejectedError);
    expect(JSON.parse(JSON.stringify(rejected))).toMatchObject({ fieldErrors: { locale: ['is invalid'] } });
  });
});
