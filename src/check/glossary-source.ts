import type { Logger } from '../client/logger.js';
import { parseTbx, type GlossaryTerm } from './glossary-check.js';
import { readWorkspaceFile } from './workspace-file.js';

/**
 * The glossary the check holds translations to: the TBX file that `glossary-file` names, as the
 * pull request has it (a fork's pull request has no token, and the file is what reviewers see),
 * else the service's TBX export when a token is there. No glossary, no glossary check: a glossary
 * that cannot be read is a note, never a failed check.
 */

// A TBX of tens of thousands of terms stays far below this; a larger file is not a glossary export.
const MAX_GLOSSARY_BYTES = 32 * 1024 * 1024;

export async function readGlossary(options: {
  workspace: string;
  glossaryFile: string | undefined;
  service: { readonly terms: { toTbx(): Promise<string> } } | undefined;
  logger: Logger;
  notes: string[];
}): Promise<GlossaryTerm[]> {
  const { glossaryFile, notes } = options;
  let where: string;
  let xml: string | undefined;
  try {
    const bytes =
      glossaryFile === undefined
        ? undefined
        : await readWorkspaceFile(options.workspace, glossaryFile, (message) => notes.push(message));
    if (bytes !== undefined && glossaryFile !== undefined) {
      where = glossaryFile;
      if (bytes.length > MAX_GLOSSARY_BYTES) {
        notes.push(`${glossaryFile} is over 32 MiB, so glossary terms were not checked.`);
        return [];
      }
      xml = bytes.toString('utf8');
    } else if (options.service !== undefined) {
      where = "the service's glossary";
      xml = await options.service.terms.toTbx();
    } else {
      return [];
    }
  } catch (error) {
    notes.push(
      `The glossary could not be read, so glossary terms were not checked: ${(error as Error).message}`,
    );
    return [];
  }
  try {
    const terms = parseTbx(xml);
    options.logger.info(
      `Checking translations against ${terms.length} approved glossary terms from ${where}.`,
    );
    return terms;
  } catch (error) {
    notes.push(`${where}: ${(error as Error).message}`);
    return [];
  }
}
