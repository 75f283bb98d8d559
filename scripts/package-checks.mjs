#!/usr/bin/env node
// Checks every package as it is published: packs each one (`pnpm pack`, so publishConfig swaps the
// entry points to dist/ and workspace:^ becomes a version, as scripts/pack-install.mjs packs them), then
//   - publint: the packed package.json against the files of the tarball (exports, types, files);
//   - arethetypeswrong (attw, profile esm-only): every entry point's types resolve as a TypeScript
//     user's resolution would find them (node16 ESM, bundler), without masquerading or missing types;
//   - dependencies: every bare import of the tarball's JavaScript and declarations is a dependency or
//     peer dependency, and every runtime dependency is imported by them (none installed for nothing;
//     a package only the declarations import, such as @shopware/api-client's types, counts as used).
//
//   node scripts/package-checks.mjs              builds the packages first
//   PACKAGE_CHECKS_SKIP_BUILD=1 node scripts/...  uses the dist/ folders as they are (npm test builds them before)
//   node scripts/package-checks.mjs ui cart       checks only these packages
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, pnpmArgs, root } from './lib.mjs';

const packagesDir = join(root, 'packages');
const packageDirs = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
  .map((entry) => join(packagesDir, entry.name));

function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}`, stdout: result.stdout ?? '' };
}

function must(name, command, args, options) {
  const result = capture(command, args, options);
  if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status}):\n${result.output}`);
  return result.stdout;
}

/**
 * The bare package names a built file imports: its top-level import and export statements (as
 * esbuild and the declaration bundler write them, each at the start of a line) and dynamic
 * `import("…")`; relative paths and node: built-ins left out.
 */
export function importedPackages(source) {
  const names = new Set();
  const patterns = [
    /^[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm,
    /^[ \t]*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const [, specifier] of source.matchAll(pattern)) {
      if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (builtinModules.includes(name)) continue;
      names.add(name);
    }
  }
  return names;
}

/** The entry points of a packed manifest that have types (`.`, `./lite/i18next`); stylesheets have none. */
export function typedEntryPoints(manifest) {
  const entries = Object.entries(manifest.exports ?? {}).filter(([, target]) => typeof target === 'object' && target !== null && 'types' in target);
  return entries.length ? entries.map(([subpath]) => subpath) : ['.'];
}

/** Problems of a packed manifest's dependencies against what its JavaScript imports. */
export function dependencyProblems(manifest, imported) {
  const problems = [];
  const runtime = Object.keys(manifest.dependencies ?? {});
  const declared = new Set([...runtime, ...Object.keys(manifest.peerDependencies ?? {})]);
  for (const name of [...imported].sort()) if (!declared.has(name)) problems.push(`imports ${name}, which is neither a dependency nor a peer dependency`);
  for (const name of runtime.sort()) if (!imported.has(name)) problems.push(`lists ${name} as a runtime dependency, but its build never imports it`);
  return problems;
}

function main() {
  if (process.env.PACKAGE_CHECKS_SKIP_BUILD !== '1') {
    must('building the packages', 'npx', pnpmArgs(['-r', '--filter=./packages/*', '--workspace-concurrency=2', 'run', 'build']), { stdio: 'inherit' });
  }
  for (const dir of packageDirs) {
    if (!existsSync(join(dir, 'dist/index.d.ts'))) throw new Error(`${dir}: dist/index.d.ts is missing; build the packages first`);
  }
  const work = mkdtempSync(join(tmpdir(), 'gipfel-package-checks-'));
  const failures = [];
  try {
    must('packing every package (pnpm pack)', 'npx', pnpmArgs(['-r', '--filter=./packages/*', 'pack', '--pack-destination', work]));
    const tarballs = readdirSync(work).filter((name) => name.endsWith('.tgz'));
    if (tarballs.length !== packageDirs.length) throw new Error(`pnpm pack made ${tarballs.length} tarballs for ${packageDirs.length} packages`);

    const only = new Set(process.argv.slice(2));
    for (const file of tarballs.sort()) {
      const tarball = join(work, file);
      const manifest = JSON.parse(must(`reading ${file}`, 'tar', ['-xzOf', tarball, 'package/package.json']));
      if (only.size && !only.has(manifest.name.replace(/^@gipfel\//, ''))) continue;
      const problems = [];

      // --strict: warnings fail too; publint lints the tarball itself (its files, its manifest).
      const publint = capture(bin('publint'), ['run', tarball, '--strict', '--level', 'suggestion']);
      if (publint.status !== 0) problems.push(`publint:\n${publint.output.trim()}`);

      // esm-only: the packages ship ESM only, so a CommonJS require() is not offered (and not a problem);
      // the typed entry points only (a `./styles.css` export has no types to check).
      const attw = capture(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--no-color', '--entrypoints', ...typedEntryPoints(manifest)]);
      if (attw.status !== 0) problems.push(`arethetypeswrong:\n${attw.output.trim()}`);

      const builtFiles = must(`listing ${file}`, 'tar', ['-tzf', tarball])
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^package\/dist\/.*\.(js|d\.ts)$/.test(line));
      const imported = new Set();
      for (const js of builtFiles) for (const name of importedPackages(must(`reading ${js}`, 'tar', ['-xzOf', tarball, js]))) imported.add(name);
      problems.push(...dependencyProblems(manifest, imported).map((problem) => `dependencies: ${problem}`));

      if (problems.length) {
        failures.push(manifest.name);
        console.log(`✖ ${manifest.name}\n  ${problems.join('\n  ').replace(/\n/g, '\n    ')}`);
      } else {
        console.log(`✔ ${manifest.name}: publint, arethetypeswrong (esm-only) and dependencies`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\npackage checks failed for ${failures.join(', ')}`);
    process.exit(1);
  }
  console.log(`\nevery package's tarball passes publint, arethetypeswrong and the dependency check`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main();
