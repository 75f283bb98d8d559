#!/usr/bin/env node
// The host app's figures that say how thin it is (issue "Packages that compose a shop"): lines of
// source (tests and stories left out), of app/lib, the largest route module, the files importing
// @gipfel/api directly, the casts (`as never`, `as unknown as`) and the glue of the packed-packages app.
//
//   node scripts/app-figures.mjs [--json]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

function files(dir, keep) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...files(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const isSource = (path) => /\.(ts|tsx)$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !path.endsWith('.d.ts');
const lines = (path) => readFileSync(path, 'utf8').split('\n').length - 1;
const sum = (list) => list.reduce((total, path) => total + lines(path), 0);

const app = join(root, 'apps/storefront/app');
const source = files(app, isSource);
const lib = source.filter((path) => path.startsWith(join(app, 'lib')));
const routes = source.filter((path) => path.startsWith(join(app, 'pages')) || path.startsWith(join(app, 'resources')));
const largest = routes.map((path) => ({ file: relative(root, path), lines: lines(path) })).sort((a, b) => b.lines - a.lines)[0];
const text = (path) => readFileSync(path, 'utf8');
const count = (pattern) => source.reduce((total, path) => total + (text(path).match(pattern) ?? []).length, 0);
const glue = files(join(root, 'scripts/pack-install-app/src'), isSource);

const figures = {
  appSourceLines: sum(source),
  appLibLines: sum(lib),
  appLibFiles: lib.length,
  largestRouteModule: largest,
  filesImportingApi: source.filter((path) => /from '@gipfel\/api'/.test(text(path))).length,
  castsAsNever: count(/ as never\b/g),
  castsAsUnknownAs: count(/ as unknown as /g),
  secondAppGlueLines: sum(glue),
};

if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
else {
  console.log(`app source: ${figures.appSourceLines} lines; app/lib: ${figures.appLibLines} lines in ${figures.appLibFiles} files`);
  console.log(`largest route module: ${largest.file} (${largest.lines} lines)`);
  console.log(`files importing @gipfel/api: ${figures.filesImportingApi}; casts: ${figures.castsAsNever} as never, ${figures.castsAsUnknownAs} as unknown as`);
  console.log(`packed-packages app (plain Vite + React) glue: ${figures.secondAppGlueLines} lines`);
}
