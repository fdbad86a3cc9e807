/**
 * The default seed: one organization with a team and two collaborators, one project with source
 * `en` and four targets, a Rails YAML master and an i18next JSON master, partly translated, and a
 * small glossary. The tokens are fixed so that the demo can print them and docs can quote them.
 */
import type { EmulatorSeed } from './seed.js';

const RAILS_MASTER = `en:
  hello: "Hello"
  greeting: "Hello, %{name}!"
  nav:
    home: "Home"
    settings: "Settings"
    sign_out: "Sign out"
  inbox:
    messages:
      one: "You have %{count} new message"
      other: "You have %{count} new messages"
  goodbye: "Goodbye"
`;

const RAILS_TARGETS: Record<string, string> = {
  fr: `fr:
  hello: "Bonjour"
  greeting: "Bonjour, %{name} !"
  nav:
    home: "Accueil"
  inbox:
    messages:
      one: "Vous avez %{count} nouveau message"
      other: "Vous avez %{count} nouveaux messages"
`,
  de: `de:
  hello: "Hallo"
  nav:
    home: "Startseite"
    settings: "Einstellungen"
`,
  'pt-BR': `pt-BR:
  hello: "Olá"
`,
  'zh-Hant-TW': `zh-Hant-TW:
  hello: "你好"
  goodbye: "再見"
`,
};

const I18NEXT_MASTER = `{
  "app": {
    "title": "Acme Dashboard",
    "welcome": "Welcome back, {{name}}"
  },
  "actions": {
    "save": "Save",
    "cancel": "Cancel"
  },
  "items_one": "{{count}} item",
  "items_other": "{{count}} items"
}
`;

const I18NEXT_TARGETS: Record<string, string> = {
  fr: `{
  "app": {
    "title": "Tableau de bord Acme"
  },
  "actions": {
    "save": "Enregistrer"
  }
}
`,
  de: `{
  "actions": {
    "save": "Speichern",
    "cancel": "Abbrechen"
  }
}
`,
  'pt-BR': `{
  "app": {
    "title": "Painel Acme"
  }
}
`,
};

export const DEFAULT_KEYS = {
  organizationReadOnlyKey: 'org_ro_5d1f0b7c2e9a4e63',
  organizationReadWriteKey: 'org_rw_8a4c3e1f6b2d7a90',
  organizationPrivateKey: 'org_pk_3b7e9d2a1c5f8e46',
  projectPrivateApiToken: 'proj_rw_c41e7a9d2f6b3e58',
  projectPublicApiToken: 'proj_ro_7f2d9b4e1a6c8d03',
} as const;

export function defaultSeed(): EmulatorSeed {
  return {
    organizations: [
      {
        name: 'Acme Corp',
        readOnlyKey: DEFAULT_KEYS.organizationReadOnlyKey,
        readWriteKey: DEFAULT_KEYS.organizationReadWriteKey,
        privateKey: DEFAULT_KEYS.organizationPrivateKey,
        collaborators: [
          { name: 'Ada Lovelace', email: 'ada@acme.test', admin: true },
          { name: 'Grace Hopper', email: 'grace@acme.test', admin: false },
        ],
        teams: [
          {
            name: 'Localization',
            description: 'Translators and reviewers of the web app',
            projects: ['Acme Web'],
            members: [
              {
                email: 'marie@acme.test',
                name: 'Marie Curie',
                role: 'translator',
                locale: 'fr',
                proofreader: true,
                superProofreader: false,
              },
              {
                email: 'lin@acme.test',
                name: 'Lin Wei',
                role: 'language_coordinator',
                locale: 'zh-Hant-TW',
                invitation: true,
              },
            ],
          },
        ],
        projects: [
          {
            name: 'Acme Web',
            privateApiToken: DEFAULT_KEYS.projectPrivateApiToken,
            publicApiToken: DEFAULT_KEYS.projectPublicApiToken,
            sourceLocale: 'en',
            targetLocales: ['fr', 'de', 'pt-BR', 'zh-Hant-TW'],
            files: [
              { name: 'config/locales/en.yml', content: RAILS_MASTER, targets: RAILS_TARGETS },
              { name: 'locales/en/common.json', content: I18NEXT_MASTER, targets: I18NEXT_TARGETS },
            ],
            terms: [
              {
                text: 'Dashboard',
                description: 'The start page after signing in',
                translations: [
                  { locale: 'fr', text: 'Tableau de bord', status: 'approved' },
                  { locale: 'de', text: 'Übersicht', status: 'proposed' },
                ],
              },
              {
                text: 'Sign out',
                description: 'Ends the session',
                translations: [{ locale: 'fr', text: 'Se déconnecter', status: 'approved' }],
              },
              { text: 'Inbox' },
            ],
          },
        ],
      },
    ],
  };
}
