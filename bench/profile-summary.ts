/**
 * Pure helpers of `pnpm bench:profile`: a V8 CPU profile (.cpuprofile) of the storefront's
 * server summed up as self time per cost category (React render, loader data encoding, JSON
 * parsing, compression, …), per package or source file, and per function.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a function comes from: a repository-relative source file (after source maps) or the profile's URL. */
export interface Location {
  file: string;
  line: number;
}

export const categories = {
  idle: 'idle (waiting: Store API answers, sockets)',
  gc: 'garbage collection',
  program: 'V8 and native code, unattributed',
  react: 'React render (react-dom/server)',
  encoding: 'loader data encoding (turbo-stream, escaping)',
  json: 'reading Store API answers (decode + JSON.parse)',
  compression: 'compression (gzip)',
  logging: 'logging',
  matching: 'route matching',
  remix: 'Remix request handling (router, loaders, headers)',
  express: 'Express, Remix adapter: per-request setup',
  fetch: 'fetch to the Store API (undici)',
  node: 'Node internals (http, streams, timers)',
  app: 'storefront and packages (our code)',
  other: 'other dependencies',
} as const;
export type Category = (typeof categories)[keyof typeof categories];

const expressPackages = /\/node_modules\/(express|body-parser|finalhandler|send|serve-static|router|on-finished|on-headers|parseurl|qs|cookie|cookie-signature|accepts|negotiator|mime|mime-types|mime-db|type-is|content-type|content-disposition|vary|etag|fresh|depd|debug|encodeurl|escape-html|proxy-addr|forwarded|ipaddr\.js|range-parser|statuses|http-errors|setprototypeof|utils-merge|merge-descriptors|methods|path-to-regexp|array-flatten|safe-buffer|iconv-lite|raw-body|bytes|unpipe|ee-first)\//;

/** The package a file belongs to: an npm package, a workspace package, the storefront app, Node itself or native code. */
export function packageOf(file: string): string {
  if (!file) return '(native)';
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = file.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const workspace = /(?:^|\/)packages\/([^/]+)\/src\//.exec(file);
  if (workspace) return `@gipfel/${workspace[1]}`;
  if (/(?:^|\/)apps\/storefront\/app\//.test(file)) return 'storefront app';
  if (/(?:^|\/)apps\/storefront\/build\//.test(file)) return 'storefront build (no source map)';
  if (/(?:^|\/)apps\/storefront\/server\.mjs$/.test(file)) return 'storefront server.mjs';
  if (file.startsWith('node:')) return 'node';
  return file;
}

/** The cost category of a function by its name and file (see `categories`). */
export function categorize(functionName: string, file: string): Category {
  if (functionName === '(idle)') return categories.idle;
  if (functionName === '(garbage collector)') return categories.gc;
  if (functionName === '(program)' || functionName === '(root)') return categories.program;
  if (!file) {
    if (/^(parse|stringify|JSONParse|JSONStringify)$/.test(functionName)) return categories.json;
    return categories.program;
  }
  if (/\/node_modules\/(react-dom|react|scheduler)\//.test(file)) return categories.react;
  if (/\/node_modules\/turbo-stream\//.test(file) || /server-runtime\/dist\/(single-fetch|markup)\.js$/.test(file) || /\/node_modules\/@remix-run\/react\/dist\/(single-fetch|markup)\.js$/.test(file)) return categories.encoding;
  if (/\/node_modules\/@remix-run\/server-runtime\/dist\/(routeMatching|routes)\.js$/.test(file)) return categories.matching;
  if (/\/node_modules\/@remix-run\/router\//.test(file) && /match|flatten|rank|compilePath|explode|computeScore|joinPaths|normalizePathname|stripBasename|compareIndexes|isIndexRoute|convertRoutesToDataRoutes/i.test(functionName)) return categories.matching;
  if (/\/node_modules\/@remix-run\/(express|node)\//.test(file)) return categories.express;
  if (/\/node_modules\/@remix-run\//.test(file)) return categories.remix;
  if (/\/node_modules\/(compression|compressible)\//.test(file) || file === 'node:zlib' || file.startsWith('node:internal/zlib')) return categories.compression;
  if (/\/node_modules\/morgan\//.test(file) || file.startsWith('node:internal/console')) return categories.logging;
  if (expressPackages.test(file)) return categories.express;
  if (file.includes('deps/undici')) return /json|parseJSON/i.test(functionName) ? categories.json : categories.fetch;
  if (/\/node_modules\/ky\//.test(file)) return categories.fetch;
  if (/(?:^|\/)packages\/api\/src\/http\.ts$/.test(file) && /json/i.test(functionName)) return categories.json;
  if (file.startsWith('node:')) return categories.node;
  if (/\/node_modules\//.test(file)) return categories.other;
  return categories.app;
}

/**
 * Categories that say little on their own (Node's internals, native functions, undici, which
 * serves both the Store API calls and Remix's Request objects): such a function's time goes to
 * its nearest caller with a telling category (`TextDecoder.decode` under `readJson` is reading a
 * Store API answer, `new Request` under the Express adapter is per-request setup).
 */
const undecided = new Set<Category>([categories.node, categories.program, categories.fetch, categories.other]);
const unattributable = new Set(['(idle)', '(garbage collector)', '(program)', '(root)']);

export function categorizeInStack(stack: readonly { functionName: string; file: string }[]): Category {
  const [own, ...callers] = stack;
  if (!own) return categories.program;
  const base = categorize(own.functionName, own.file);
  if (!undecided.has(base) || unattributable.has(own.functionName)) return base;
  for (const caller of callers) {
    // undici makes the Store API calls and also Remix's Request, Headers and AbortSignal per
    // request: its own frames decide nothing, whoever called it does.
    if (caller.file.includes('deps/undici')) continue;
    const category = categorize(caller.functionName, caller.file);
    if (!undecided.has(category) || category === categories.fetch) return category;
  }
  return base;
}

export interface CostRow {
  name: string;
  ms: number;
  share: number;
}
export interface FunctionRow extends CostRow {
  file: string;
  line: number;
  category: Category;
}
export interface ProfileSummary {
  totalMs: number;
  /** Time not idle: what the server's thread spent working. */
  busyMs: number;
  categories: CostRow[];
  packages: CostRow[];
  functions: FunctionRow[];
}

/** Self time per node in microseconds: each sample counts the time until the next one. */
export function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const next = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i]!;
    times.set(id, (times.get(id) ?? 0) + Math.max(0, next));
  }
  return times;
}

function rows(map: Map<string, number>, totalMs: number): CostRow[] {
  return [...map.entries()].map(([name, ms]) => ({ name, ms, share: totalMs ? ms / totalMs : 0 })).sort((a, b) => b.ms - a.ms);
}

/**
 * The profile summed up by category, package and function. `locate` maps a call frame to its
 * source (e.g. through the server bundle's source map); shares are of the whole profile.
 */
export function summarizeProfile(profile: CpuProfile, locate: (frame: CallFrame) => Location = (frame) => ({ file: frame.url, line: frame.lineNumber + 1 })): ProfileSummary {
  const self = selfTimes(profile);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const located = new Map<number, { functionName: string; file: string; line: number }>();
  const frameOf = (id: number) => {
    let frame = located.get(id);
    if (!frame) {
      const { callFrame } = byId.get(id)!;
      const location = callFrame.url ? locate(callFrame) : { file: '', line: 0 };
      frame = { functionName: callFrame.functionName, file: location.file, line: location.line };
      located.set(id, frame);
    }
    return frame;
  };
  const stackOf = (id: number) => {
    const stack = [];
    for (let current: number | undefined = id; current !== undefined && byId.has(current); current = parentOf.get(current)) stack.push(frameOf(current));
    return stack;
  };
  const byCategory = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, FunctionRow>();
  let totalMs = 0;
  let idleMs = 0;
  for (const [id, micros] of self) {
    const node = byId.get(id);
    if (!node || micros <= 0) continue;
    const ms = micros / 1000;
    const { functionName } = node.callFrame;
    const location = frameOf(id);
    const category = categorizeInStack(stackOf(id));
    totalMs += ms;
    if (category === categories.idle) idleMs += ms;
    byCategory.set(category, (byCategory.get(category) ?? 0) + ms);
    const pkg = functionName.startsWith('(') ? functionName : packageOf(location.file);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const name = functionName || '(anonymous)';
    const key = `${name}\u0000${location.file}\u0000${location.line}`;
    const row = byFunction.get(key) ?? { name, file: location.file, line: location.line, category, ms: 0, share: 0 };
    row.ms += ms;
    byFunction.set(key, row);
  }
  const functions = [...byFunction.values()].map((row) => ({ ...row, share: totalMs ? row.ms / totalMs : 0 })).sort((a, b) => b.ms - a.ms);
  return { totalMs, busyMs: totalMs - idleMs, categories: rows(byCategory, totalMs), packages: rows(byPackage, totalMs), functions };
}
