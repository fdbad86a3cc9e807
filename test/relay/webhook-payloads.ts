/**
 * Webhook bodies as the translation service sends them (its webhooks page: `{"payload": [change]}`
 * for a translation saved in the web interface, up to 100 changes for a batch operation or a file
 * upload). `api_url` carries the project's API token, which the relay must never pass on or log.
 */

export const PROJECT_TOKEN_IN_API_URL = 'proj-token-8c1f0e2d9b7a';

export function change(locale: string, index = 0): Record<string, unknown> {
  return {
    project_id: 123,
    string_id: 1000 + index,
    user_id: 1,
    locale,
    file_id: 12345,
    api_url: `https://webtranslateit.com/api/projects/${PROJECT_TOKEN_IN_API_URL}/files/12345/locales/${locale}`,
    translation: {
      id: 3_388_316 + index,
      locale,
      text: `Êtes-vous sûr de vouloir supprimer ce commentaire ? (${index})`,
      status: 'status_unproofread',
      created_at: '2011-03-23T19:27:54Z',
      updated_at: '2013-04-12T14:37:25Z',
      version: 16,
      string: {
        id: 772_316 + index,
        key: `comment.delete_are_you_sure_${index}`,
        plural: false,
        type: 'String',
        dev_comment: null,
        status: 'Current',
      },
    },
  };
}

/** One translation saved in the web interface. */
export const singlePayload = (locale = 'fr'): string => JSON.stringify({ payload: [change(locale)] });

/** A file upload: 100 changes (the service's cap) over the given locales in turn. */
export const batchPayload = (locales: string[]): string =>
  JSON.stringify({
    payload: Array.from({ length: 100 }, (_, index) =>
      change(locales[index % locales.length] ?? 'fr', index),
    ),
  });
