/**
 * Source maps for `pnpm bench:js`: which source produced how many bytes of a built script, and
 * the origin (package, app) a source belongs to.
 */

interface RawSourceMap {
  sources: string[];
  mappings: string;
  sourceRoot?: string;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...base64].map((char, index) => [char, index]));

/** The fields of one mapping segment (Base64 VLQ, as the source map format writes them). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit.get(char);
    if (bits === undefined) throw new Error(`not a source map segment: ${segment}`);
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Spreads `total` (a script's gzip size) over the sources of its map in proportion to the
 * generated characters each source's segments cover; code no segment names counts as "(unmapped)".
 */
export function spreadOverSources(code: string, map: RawSourceMap, total: number): Map<string, number> {
  const lines = code.split('\n');
  const chars = new Map<string, number>();
  let source = 0;
  let mapped = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    let column = 0;
    const starts: { column: number; source: number | undefined }[] = [];
    for (const fields of segments) {
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1]!;
      starts.push({ column, source: fields.length >= 4 ? source : undefined });
    }
    starts.forEach((start, index) => {
      const end = starts[index + 1]?.column ?? length;
      if (start.source === undefined || end <= start.column) return;
      const name = `${map.sourceRoot ?? ''}${map.sources[start.source] ?? '(unknown)'}`;
      chars.set(name, (chars.get(name) ?? 0) + (end - start.column));
      mapped += end - start.column;
    });
  });
  const unmapped = Math.max(0, code.length - mapped);
  if (unmapped) chars.set('(unmapped)', unmapped);
  const result = new Map<string, number>();
  for (const [name, count] of chars) result.set(name, (count / code.length) * total);
  return result;
}

/** The origin of a source path: an npm package, a workspace package or the app. */
export function originOf(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const modules = normalized.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = normalized.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(normalized);
  if (workspace) return `@gipfel/${workspace[1]}`;
  const app = /(?:^|\/)app\/(.+)$/.exec(normalized);
  if (app) return `app/${app[1]!.split('/').slice(0, -1).join('/') || '.'}`;
  return normalized.startsWith('(') ? normalized : `other: ${normalized}`;
}

/** The npm packages the bare Remix + React floor page (bench/floor) is made of. */
const framework = new Set(['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'turbo-stream']);

/**
 * The row an origin is counted under in the shell's per-package table (the README's short table):
 * React and Remix together (what the floor page loads as well), each workspace package, the app's
 * own modules together, any other npm package by name, and code no source map names.
 */
export function packageOf(origin: string): string {
  if (framework.has(origin) || origin.startsWith('@remix-run/')) return 'React + Remix (framework)';
  if (origin.startsWith('app/')) return 'app (apps/storefront)';
  return origin;
}

/** Per-package gzip bytes, largest first, from the per-origin bytes of a set of scripts. */
export function byPackage(byOrigin: ReadonlyMap<string, number>): [string, number][] {
  const rows = new Map<string, number>();
  for (const [origin, bytes] of byOrigin) rows.set(packageOf(origin), (rows.get(packageOf(origin)) ?? 0) + bytes);
  return [...rows].sort((a, b) => b[1] - a[1]);
}

