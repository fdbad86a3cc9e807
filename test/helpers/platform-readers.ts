/**
 * The platforms' own readers, as production loads each file (issue 56): Ruby's Psych as Rails I18n
 * loads YAML, aapt2 compiling Android resources, `msgfmt -c` checking a PO file. Each takes many
 * values in one file, so that a test runs a tool once per file, not once per text.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTool } from './real-tools.js';

/** A temporary folder for one test's files. */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export interface PsychLeaf {
  /** The key path, dotted, below the locale root: as our readers name keys. */
  readonly key: string;
  /** Ruby's class of the value: String, Symbol, Integer, TrueClass, NilClass, Date... */
  readonly type: string;
  /** The value as a string (a Symbol's name); undefined for the rest. */
  readonly value?: string;
}

// As I18n's load_yml: YAML.unsafe_load_file with symbolize_names (Psych 4 and later), which
// fails on a key that loads as anything but a string or Symbol. Lists are walked by index. One
// line of JSON per file named, so that one Ruby reads many files.
const PSYCH_LEAVES = `
  require 'yaml'; require 'json'
  def walk(node, path, out)
    case node
    when Hash then node.each { |k, v| walk(v, path + [k.to_s], out) }
    when Array then node.each_with_index { |v, i| walk(v, path[0..-2] + ["#{path[-1]}[#{i}]"], out) }
    else out << { key: path.join('.'), type: node.class.name, value: (node.is_a?(String) || node.is_a?(Symbol)) ? node.to_s : nil }
    end
  end
  ARGV.each do |file|
    begin
      tree = YAML.unsafe_load_file(file, symbolize_names: true)
      out = []; walk(tree.values.first, [], out); puts JSON.generate({ leaves: out })
    rescue Exception => e
      puts JSON.generate({ error: "#{e.class}: #{e.message}".scrub })
    end
  end`;

type PsychReading = { leaves?: PsychLeaf[]; error?: string };

/** Psych's reading of each Rails YAML file, in one Ruby: every leaf with its Ruby class, or the error. */
export function psychLeavesOfMany(files: readonly string[]): PsychReading[] {
  if (files.length === 0) return [];
  const result = runTool('ruby', ['-e', PSYCH_LEAVES, ...files], { maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) return files.map(() => ({ error: result.stderr }));
  return result.stdout
    .trimEnd()
    .split('\n')
    .map((line) => {
      const parsed = JSON.parse(line) as {
        leaves?: (PsychLeaf & { value: string | null })[];
        error?: string;
      };
      if (parsed.error !== undefined) return { error: parsed.error };
      return {
        leaves: (parsed.leaves ?? []).map(({ key, type, value }) =>
          value === null ? { key, type } : { key, type, value },
        ),
      };
    });
}

/** Psych's reading of a Rails YAML file: every leaf with its Ruby class, or the error it raised. */
export function psychLeaves(file: string): PsychReading {
  return psychLeavesOfMany([file])[0] ?? { error: 'Ruby printed nothing' };
}

/** Writes `xml` as res/values/strings.xml and compiles it with aapt2: its errors, and its values. */
export function aapt2Compile(xml: Uint8Array | string): { errors: string[]; values: Map<string, string> } {
  const dir = scratchDir('aapt2');
  mkdirSync(path.join(dir, 'res', 'values'), { recursive: true });
  mkdirSync(path.join(dir, 'out'));
  const file = path.join(dir, 'res', 'values', 'strings.xml');
  writeFileSync(file, xml);
  const compiled = runTool('aapt2', ['compile', '-o', path.join(dir, 'out'), file]);
  const errors = compiled.stderr.split('\n').filter((line) => line.includes('error'));
  if (compiled.status !== 0)
    return { errors: errors.length > 0 ? errors : [compiled.stderr], values: new Map() };
  const dump = runTool('aapt2', ['dump', 'apc', path.join(dir, 'out', 'values_strings.arsc.flat')]);
  return { errors, values: aaptValues(dump.stdout) };
}

/**
 * The strings of `aapt2 dump apc`: `string/name` and `plurals/name/other`, the compiled text.
 * Its lines are `() "text" src=…` (styled: `() (styled string) "text" b:0,3 src=…`); a text may
 * hold line breaks, so each value runs to the `" src=` or span list that ends it.
 */
function aaptValues(dump: string): Map<string, string> {
  const values = new Map<string, string>();
  const resource =
    /^ {6}resource 0x[0-9a-f]+ (string|plurals|array)\/(\S+)\n([\s\S]*?)(?=^ {6}resource |(?![\s\S]))/gm;
  for (const match of dump.matchAll(resource)) {
    const [, type, name, body = ''] = match;
    const texts = [
      ...body.matchAll(
        /(?:^|\n) *(?:\(\) |(\w+)=|\[\d+\]=)?(?:\(styled string\) )?"([\s\S]*?)"(?: [\w-]+:[\d,;]+)* src=|(\w+)=\(styled string\) "([\s\S]*?)"/g,
      ),
    ];
    if (type === 'string') {
      // The dump indents a value's continuation lines by eight spaces.
      const text = texts[0]?.[2]?.replaceAll('\n        ', '\n');
      if (text !== undefined) values.set(`${type}/${name}`, text);
    } else {
      for (const [, quantity, text] of texts)
        if (text !== undefined) values.set(`${type}/${name}/${quantity ?? ''}`, text);
    }
  }
  return values;
}

/** `msgfmt -c` on a PO file: its errors (its warnings on the header left aside) and status. */
export function msgfmtCheck(file: string): { status: number | null; problems: string[] } {
  const result = runTool('msgfmt', ['-c', '-o', '/dev/null', file]);
  const problems = result.stderr
    .split('\n')
    .filter((line) => line !== '' && !line.includes('warning:') && !line.startsWith('read-mo.c'))
    .filter((line) => !/^msgfmt: found \d+ fatal errors?$/.test(line));
  return { status: result.status, problems };
}

/**
 * What gettext itself reads from a PO file: `msgfmt` compiles it and `msgunfmt` gives it back, every
 * string in one canonical escaping; the values are read from that by gettext-parser.
 */
export function msgunfmtText(file: string): string | undefined {
  const mo = `${file}.mo`;
  if (runTool('msgfmt', ['-o', mo, file]).status !== 0) return undefined;
  const result = runTool('msgunfmt', [mo]);
  return result.status === 0 ? result.stdout : undefined;
}
