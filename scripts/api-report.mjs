#!/usr/bin/env node
// The public API of every package as API Extractor reports it, checked in as
// packages/<name>/api/<name>.api.md (one report per entry point of the published exports; a
// subpath such as `./lite/i18next` gets <name>.lite-i18next.api.md), so every change of a public
// API shows up in review.
//
//   node scripts/api-report.mjs            compares (npm test): fails when a package's API differs from its report
//   node scripts/api-report.mjs --update   writes the reports (`pnpm api:update`)
//   ... --update api cart                  only these packages
//
// The reports are made from the declarations of the build (dist/*.d.ts). With --update, a
// package whose dist/ is missing or older than its sources gets only its declarations built
// (`tsup --dts-only` into .api-dts/, never touching dist/): nothing else is built. Not under
// node_modules/: API Extractor counts files there as another package's, so one entry's import of
// another (index.d.ts → ./host.js) would show as an import instead of the package's own types.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { bin, root } from './lib.mjs';

const update = process.argv.includes('--update');
const only = new Set(process.argv.slice(2).filter((arg) => !arg.startsWith('--')));
const packagesDir = join(root, 'packages');
const packageDirs = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
  .filter((entry) => only.size === 0 || only.has(entry.name))
  .map((entry) => join(packagesDir, entry.name));

/** The entry points of the published manifest that have types: `.` → dist/index.d.ts, `./lite/i18next` → dist/lite/i18next.d.ts. */
function entryPoints(manifest) {
  const exportsField = manifest.publishConfig?.exports ?? {};
  const entries = [];
  for (const [subpath, target] of Object.entries(exportsField)) {
    const types = typeof target === 'object' && target !== null ? target.types : undefined;
    if (!types) continue;
    const suffix = subpath === '.' ? '' : `.${subpath.replace(/^\.\//, '').replace(/\//g, '-')}`;
    entries.push({ subpath, types: types.replace(/^\.\/dist\//, ''), report: `${manifest.name.replace(/^@[^/]+\//, '')}${suffix}.api.md` });
  }
  return entries;
}

function newestSource(dir) {
  let newest = statSync(join(dir, 'package.json')).mtimeMs;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  walk(join(dir, 'src'));
  return newest;
}

/** Where the package's declarations are: dist/ when it is as new as the sources, else a declarations-only build. */
function declarationsOf(dir, entries) {
  const dist = join(dir, 'dist');
  const fresh = entries.every((entry) => existsSync(join(dist, entry.types)) && statSync(join(dist, entry.types)).mtimeMs >= newestSource(dir));
  if (fresh || !update) return dist;
  const out = join(dir, '.api-dts');
  console.log(`  ${relative(root, dir)}: dist/ is missing or older than src/, building its declarations only`);
  const result = spawnSync(bin('tsup'), ['--dts-only', '--out-dir', out, '--silent'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tsup --dts-only failed in ${relative(root, dir)}`);
  return out;
}

// Other @gipfel packages are read from their built declarations, not their sources (fast, and what a user sees).
const gipfelPaths = {};
for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
  const file = join(packagesDir, entry.name, 'package.json');
  if (!entry.isDirectory() || !existsSync(file)) continue;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  for (const point of entryPoints(manifest)) {
    const name = point.subpath === '.' ? manifest.name : `${manifest.name}/${point.subpath.replace(/^\.\//, '')}`;
    gipfelPaths[name] = [join(packagesDir, entry.name, 'dist', point.types)];
  }
}

const quietMessages = new Set(['console-api-report-changed', 'console-api-report-created', 'console-api-report-copied', 'console-compiler-version-notice', 'console-api-report-unchanged']);
const temp = mkdtempSync(join(tmpdir(), 'gipfel-api-report-'));
const changed = [];
const failed = [];
try {
  for (const dir of packageDirs) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const entries = entryPoints(manifest);
    const declarations = declarationsOf(dir, entries);
    mkdirSync(join(dir, 'api'), { recursive: true });
    for (const entry of entries) {
      const entryFile = join(declarations, entry.types);
      if (!existsSync(entryFile)) throw new Error(`${manifest.name}: ${relative(root, entryFile)} is missing; build the packages first (pnpm build:packages)`);
      const config = ExtractorConfig.prepare({
        packageJsonFullPath: join(dir, 'package.json'),
        configObjectFullPath: undefined,
        configObject: {
          projectFolder: dir,
          mainEntryPointFilePath: entryFile,
          bundledPackages: [],
          compiler: {
            overrideTsconfig: {
              compilerOptions: {
                target: 'es2022',
                module: 'esnext',
                moduleResolution: 'bundler',
                jsx: 'react-jsx',
                strict: true,
                skipLibCheck: true,
                types: [],
                lib: ['es2023', 'dom', 'dom.iterable'],
                paths: gipfelPaths,
              },
              files: [entryFile],
            },
          },
          apiReport: {
            enabled: true,
            reportFileName: entry.report.replace(/\.api\.md$/, ''),
            reportFolder: join(dir, 'api'),
            reportTempFolder: join(temp, manifest.name),
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          newlineKind: 'lf',
          messages: {
            compilerMessageReporting: { default: { logLevel: 'warning' } },
            extractorMessageReporting: {
              default: { logLevel: 'warning' },
              // The packages do not use release tags (@public/@beta); every export is public.
              'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
              // A type used by the API but not exported: not noted in the report, whose note would name the
              // declaration file's path, which differs between dist/ and a declarations-only build.
              'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
              // Documentation is the READMEs' and the doc comments' business, not the report's.
              'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
              'ae-unresolved-link': { logLevel: 'none', addToApiReportFile: false },
            },
            tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
          },
        },
      });
      const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false, messageCallback: (message) => {
        // This script says itself which reports changed; the notice of the bundled TypeScript is noise.
        if (quietMessages.has(message.messageId) || message.text.startsWith('Analysis will use the bundled TypeScript')) message.handled = true;
      } });
      const report = relative(root, join(dir, 'api', entry.report));
      if (result.apiReportChanged) {
        changed.push(report);
        console.log(update ? `  updated ${report}` : `✖ ${report} differs from ${manifest.name}'s public API`);
      } else if (!update) {
        console.log(`✔ ${report}`);
      }
      if (result.errorCount > 0) failed.push(`${manifest.name} (${entry.subpath}): ${result.errorCount} error(s)`);
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

if (failed.length) {
  console.error(`\nAPI Extractor failed: ${failed.join('; ')}`);
  process.exit(1);
}
if (update) {
  console.log(changed.length ? `\n${changed.length} API report(s) updated: review and commit them.` : '\nevery API report is up to date');
} else if (changed.length) {
  console.error(`\nThe public API changed without its report: ${changed.join(', ')}.\nRun \`pnpm api:update\`, review the reports' diff and commit it (with a changeset).`);
  process.exit(1);
}
