/** Every route of the emulator; a new route file adds its array here (see router.ts). */
import type { RouteDefinition } from '../router.js';
import { beyondSpecRoutes } from './beyond-spec.js';
import { fileRoutes } from './files.js';
import { projectRoutes } from './projects.js';
import { stringRoutes } from './strings.js';
import { teamMemberRoutes } from './team-members.js';
import { termTranslationRoutes } from './terms-translations.js';
import { termRoutes } from './terms.js';
import { zipRoutes } from './zip.js';

export const routes: readonly RouteDefinition[] = [
  ...projectRoutes,
  ...fileRoutes,
  ...zipRoutes,
  ...stringRoutes,
  ...termRoutes,
  ...termTranslationRoutes,
  ...teamMemberRoutes,
  ...beyondSpecRoutes,
];
