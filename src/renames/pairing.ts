/**
 * Which removed key became which added key (issue 59): pure pairing over what the service holds
 * and what is being uploaded, so every rule here is unit-tested without I/O. A pair gives a key
 * another string's translations, so a pair is made only where it is certain; everything else is
 * left alone and said so.
 */

/** A key of a master, with what makes two keys one string: plural, type and source text. */
interface MasterKey {
  /** The master's path. */
  readonly file: string;
  readonly key: string;
  /** Equal for equal source texts (every plural form alike) of the same type (fingerprintOf). */
  readonly fingerprint: string;
}

/** A key the service holds that the upload no longer has: its string is what a rename keeps. */
export interface RemovedKey extends MasterKey {
  readonly stringId: number;
}

/** A key the upload has that no string of its master holds; `fileId` undefined for a new master. */
export interface AddedKey extends MasterKey {
  readonly fileId: number | undefined;
}

export interface KeyRename {
  /** The master the key leaves, and the key there. */
  readonly file: string;
  readonly from: string;
  /** The master it goes to: `file` for a rename, another master for a move. */
  readonly toFile: string;
  readonly to: string;
  readonly stringId: number;
  readonly toFileId: number | undefined;
  /** Found by its text, or stated by the team in a commit (trailers.ts). */
  readonly stated: boolean;
}

/** Why a possible rename was not made: `reason` is a sentence for people. */
type LeftAloneCode =
  'ambiguous' | 'new-master' | 'key-taken' | 'refused' | 'not-removed' | 'not-added' | 'unreadable';

export interface RenameLeftAlone {
  readonly file: string;
  readonly from: string;
  /** The keys it might have become. */
  readonly candidates: readonly { readonly file: string; readonly key: string }[];
  readonly code: LeftAloneCode;
  readonly reason: string;
}

/** The text of a string as compared: a string, or plural forms by name (null: no text). */
type Text = string | Readonly<Record<string, string | undefined>> | null;

/**
 * The fingerprint of a string: its plural flag, its type and its text with the plural forms in
 * one order. Two keys are one string only when all three are equal.
 */
export function fingerprintOf(plural: boolean, type: string, text: Text): string {
  const forms =
    text === null || typeof text === 'string'
      ? text
      : Object.entries(text)
          .filter((entry): entry is [string, string] => entry[1] !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([plural, type, forms]);
}

/** An item of an array (`days[2]`) is its array's place, never a key of its own to rename. */
export const isArrayItem = (key: string): boolean => /\[\d+\]$/.test(key);

const parentOf = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf('.')));
const leafOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/**
 * What else is certain about two keys of one text, strongest first: the same key in another
 * master (a move), the same parent in one master (`checkout.pay_now` and `checkout.pay_button`),
 * the same last part in one master, then in any.
 */
const TIES: readonly ((removed: MasterKey, added: MasterKey) => boolean)[] = [
  (removed, added) => removed.key === added.key,
  (removed, added) => removed.file === added.file && parentOf(removed.key) === parentOf(added.key),
  (removed, added) => removed.file === added.file && leafOf(removed.key) === leafOf(added.key),
  (removed, added) => leafOf(removed.key) === leafOf(added.key),
];

/** The strongest tie between two keys (its index in TIES), or Infinity for none. */
function tieOf(removed: MasterKey, added: MasterKey): number {
  const index = TIES.findIndex((tie) => tie(removed, added));
  return index < 0 ? Infinity : index;
}

interface Pairing {
  readonly renames: readonly KeyRename[];
  readonly leftAlone: readonly RenameLeftAlone[];
}

function renameOf(removed: RemovedKey, added: AddedKey, stated: boolean): KeyRename {
  return {
    file: removed.file,
    from: removed.key,
    toFile: added.file,
    to: added.key,
    stringId: removed.stringId,
    toFileId: added.fileId,
    stated,
  };
}

/**
 * Whether `key`'s tie with `partner` (of strength `level`) is its only claim: every other key it
 * is tied to is tied more weakly, and held more strongly by another key.
 */
function soleClaim(
  level: number,
  others: readonly MasterKey[],
  tie: (other: MasterKey) => number,
  strongestOf: (other: MasterKey) => number,
): boolean {
  return others.every((other) => {
    const own = tie(other);
    return own === Infinity || (own > level && strongestOf(other) < own);
  });
}

/**
 * Pairs the keys of one text: one removed and one added is a pair; with more on either side, a
 * removed and an added key are paired only when a tie (TIES) links them and neither has another
 * claim as strong, nor a weaker one that no other key holds more strongly. The rest are left
 * alone, naming the keys they might have become.
 */
function pairGroup(removed: RemovedKey[], added: AddedKey[], renames: KeyRename[], left: RenameLeftAlone[]) {
  if (removed.length === 1 && added.length === 1) {
    renames.push(renameOf(removed[0] as RemovedKey, added[0] as AddedKey, false));
    return;
  }
  for (let progress = true; progress && removed.length > 0 && added.length > 0;) {
    progress = false;
    const strongestOfAdded = (to: MasterKey) => Math.min(...removed.map((from) => tieOf(from, to)));
    const strongestOfRemoved = (from: MasterKey) => Math.min(...added.map((to) => tieOf(from, to)));
    for (const from of [...removed]) {
      for (const to of added) {
        const level = tieOf(from, to);
        if (level === Infinity) continue;
        const sole =
          soleClaim(
            level,
            added.filter((other) => other !== to),
            (other) => tieOf(from, other),
            strongestOfAdded,
          ) &&
          soleClaim(
            level,
            removed.filter((other) => other !== from),
            (other) => tieOf(other, to),
            strongestOfRemoved,
          );
        if (!sole) continue;
        renames.push(renameOf(from, to, false));
        removed.splice(removed.indexOf(from), 1);
        added.splice(added.indexOf(to), 1);
        progress = true;
        break;
      }
      if (progress) break;
    }
  }
  if (added.length === 0) return;
  for (const from of removed)
    left.push({
      file: from.file,
      from: from.key,
      candidates: added.map(({ file, key }) => ({ file, key })),
      code: 'ambiguous',
      reason:
        `${removed.length === 1 ? 'it' : `it and ${removed.length - 1} other removed ${removed.length === 2 ? 'key' : 'keys'}`} and ` +
        `${added.length} new ${added.length === 1 ? 'key' : 'keys'} have the same text, and nothing else tells which became which`,
    });
}

/**
 * The renames and moves between the removed and the added keys: the stated ones first (by the
 * team, whatever the text), then by text. A move into a master the service does not have yet
 * is left alone: Update String needs the file to exist (docs/decisions.md).
 */
export function pairRenames(input: {
  readonly removed: readonly RemovedKey[];
  readonly added: readonly AddedKey[];
  readonly stated?: readonly StatedRename[];
}): Pairing {
  const renames: KeyRename[] = [];
  const leftAlone: RenameLeftAlone[] = [];
  const removed = input.removed.filter((entry) => !isArrayItem(entry.key));
  const added = input.added.filter((entry) => !isArrayItem(entry.key));
  for (const statement of input.stated ?? []) {
    const outcome = applyStatement(statement, removed, added);
    if ('reason' in outcome) leftAlone.push(outcome);
    else {
      renames.push(renameOf(outcome.removed, outcome.added, true));
      removed.splice(removed.indexOf(outcome.removed), 1);
      added.splice(added.indexOf(outcome.added), 1);
    }
  }
  const groups = new Map<string, { removed: RemovedKey[]; added: AddedKey[] }>();
  const groupOf = (fingerprint: string) => {
    let group = groups.get(fingerprint);
    if (group === undefined) groups.set(fingerprint, (group = { removed: [], added: [] }));
    return group;
  };
  for (const entry of removed) groupOf(entry.fingerprint).removed.push(entry);
  for (const entry of added) groupOf(entry.fingerprint).added.push(entry);
  for (const group of groups.values())
    if (group.removed.length > 0 && group.added.length > 0)
      pairGroup(group.removed, group.added, renames, leftAlone);
  // Update String moves a string into a file the service has; a new master has no id yet.
  const made = renames.filter((rename) => rename.toFileId !== undefined);
  for (const rename of renames.filter((entry) => entry.toFileId === undefined))
    leftAlone.push({
      file: rename.file,
      from: rename.from,
      candidates: [{ file: rename.toFile, key: rename.to }],
      code: 'new-master',
      reason: `it moves into ${rename.toFile}, which this push creates on the service: a string can only be moved into a file the service has`,
    });
  return { renames: made.sort(byFileAndKey), leftAlone: leftAlone.sort(byFileAndKey) };
}

const byFileAndKey = (a: { file: string; from: string }, b: { file: string; from: string }): number =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : a.from < b.from ? -1 : a.from > b.from ? 1 : 0;

/** A rename a commit states: `Renamed-key: [file:]old -> [file:]new` (trailers.ts). */
export interface StatedRename {
  readonly from: string;
  readonly to: string;
  /** The masters named, when the statement names them. */
  readonly fromFile?: string;
  readonly toFile?: string;
}

/** A stated rename's removed and added key, or why it cannot be made. */
function applyStatement(
  statement: StatedRename,
  removed: readonly RemovedKey[],
  added: readonly AddedKey[],
): { removed: RemovedKey; added: AddedKey } | RenameLeftAlone {
  const file = statement.fromFile ?? '';
  const left = (code: LeftAloneCode, reason: string, candidates = [] as RenameLeftAlone['candidates']) => ({
    file: statement.fromFile ?? '',
    from: statement.from,
    candidates: [{ file: statement.toFile ?? file, key: statement.to }, ...candidates],
    code,
    reason,
  });
  const froms = removed.filter(
    (entry) => entry.key === statement.from && (statement.fromFile ?? entry.file) === entry.file,
  );
  const from = froms[0];
  if (from === undefined || froms.length > 1)
    return left(
      'not-removed',
      froms.length > 1
        ? 'a commit states this rename, and several masters lose the key: name the master as path:key'
        : 'a commit states this rename, but no master this push uploads loses the key on the service',
    );
  const tos = added.filter(
    (entry) => entry.key === statement.to && (statement.toFile ?? entry.file) === entry.file,
  );
  // Without a master named, the key's own master is meant when it gains the key.
  const to = tos.length > 1 ? tos.find((entry) => entry.file === from.file) : tos[0];
  if (to === undefined)
    return {
      ...left(
        'not-added',
        tos.length > 1
          ? 'a commit states this rename, and several masters gain the new key: name the master as path:key'
          : 'a commit states this rename, but the new key is not a key the push adds (the service may hold a string under that name already)',
      ),
      file: from.file,
    };
  return { removed: from, added: to };
}

/**
 * The renames within each master (old key to new), by the master's id, for the pull's in-place
 * edit of its targets; a move changes two files, not a line, and is not among them.
 */
export function renamesByMaster(
  renames: readonly KeyRename[],
  files: readonly { readonly id: number; readonly name: string; readonly masterId: number | null }[],
): (masterId: number) => ReadonlyMap<string, string> | undefined {
  const byMaster = new Map<number, Map<string, string>>();
  for (const rename of renames) {
    const master = files.find((file) => file.masterId === null && file.name === rename.file);
    if (master === undefined || rename.toFile !== rename.file) continue;
    byMaster.set(
      master.id,
      (byMaster.get(master.id) ?? new Map<string, string>()).set(rename.from, rename.to),
    );
  }
  return (masterId) => byMaster.get(masterId);
}
