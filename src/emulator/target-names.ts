/**
 * The name the service gives a master's target file, by the platform's own convention so that
 * its tools find it (docs/decisions.md, "Emulator: as the official client sees it"):
 *   Android   res/values/strings.xml      -> res/values-fr/strings.xml, values-pt-rBR, values-b+zh+Hant+TW
 *   iOS       en.lproj/X.strings          -> fr.lproj/X.strings (Base.lproj too)
 *   gettext   po/messages.pot             -> po/fr.po; locale/en/LC_MESSAGES/app.po keeps its layout
 *   Java      messages.properties         -> messages_fr.properties, messages_pt_BR.properties
 * Elsewhere the source locale code, where it stands as a path part, becomes the target's
 * (`config/locales/en.yml` -> `config/locales/fr.yml`); a name without one gets `.<locale>`
 * before its extension.
 */

const SCRIPTS: Readonly<Record<string, string>> = { latin: 'Latn', cyrillic: 'Cyrl' };

/** `pt-BR` -> ['pt', 'BR']; `sr@latin` -> ['sr', 'Latn']; `zh_Hant_TW` -> ['zh', 'Hant', 'TW']. */
function subtags(code: string): string[] {
  const [base = code, variant] = code.split('@');
  const parts = base.split(/[-_]/).filter((part) => part !== '');
  if (variant !== undefined) parts.push(SCRIPTS[variant.toLowerCase()] ?? variant);
  return parts;
}

/** Android's resource qualifier: `fr`, `pt-rBR`, or the BCP 47 form `b+sr+Latn` for anything else. */
function androidQualifier(code: string): string {
  const [language = code, ...rest] = subtags(code);
  if (rest.length === 0) return language;
  const [region] = rest;
  if (rest.length === 1 && region !== undefined && /^([A-Za-z]{2}|\d{3})$/.test(region))
    return `${language}-r${region.toUpperCase()}`;
  return `b+${[language, ...rest].join('+')}`;
}

/** Java's resource bundle suffix: `fr`, `pt_BR`, `zh_Hant_TW`. */
function javaSuffix(code: string): string {
  return subtags(code).join('_');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces the source code where it is a path part; undefined when the name holds none. */
function replaceLocalePart(name: string, source: string, replacement: string): string | undefined {
  const pattern = new RegExp(`(^|[/._-])${escapeRegExp(source)}(?=$|[/._-])`, 'g');
  return pattern.test(name) ? name.replace(pattern, `$1${replacement}`) : undefined;
}

export function targetNameFor(masterName: string, sourceLocale: string, targetLocale: string): string {
  const android = /^(.*(?:^|\/))values(?:-[^/]+)?\/([^/]+\.xml)$/.exec(masterName);
  if (android !== null) return `${android[1]}values-${androidQualifier(targetLocale)}/${android[2]}`;

  const ios = /^(.*(?:^|\/))(?:Base|[^/]+)\.lproj\/([^/]+)$/.exec(masterName);
  if (ios !== null && (masterName.includes('Base.lproj/') || masterName.includes(`${sourceLocale}.lproj/`)))
    return `${ios[1]}${targetLocale}.lproj/${ios[2]}`;

  if (/\.pot$/i.test(masterName)) {
    const replaced = replaceLocalePart(masterName, sourceLocale, targetLocale);
    if (replaced !== undefined) return replaced.replace(/\.pot$/i, '.po');
    const slash = masterName.lastIndexOf('/');
    return `${masterName.slice(0, slash + 1)}${targetLocale}.po`;
  }

  if (/\.properties$/i.test(masterName)) {
    const suffix = javaSuffix(targetLocale);
    const replaced = replaceLocalePart(masterName, sourceLocale, suffix);
    if (replaced !== undefined) return replaced;
    return masterName.replace(/\.properties$/i, `_${suffix}.properties`);
  }

  const replaced = replaceLocalePart(masterName, sourceLocale, targetLocale);
  if (replaced !== undefined) return replaced;
  const dot = masterName.lastIndexOf('.');
  return dot > masterName.lastIndexOf('/')
    ? `${masterName.slice(0, dot)}.${targetLocale}${masterName.slice(dot)}`
    : `${masterName}.${targetLocale}`;
}
