#!/usr/bin/env node
// `npm test`: install, then every check of the project. Each step runs even when an earlier one
// failed, so one run shows everything that is wrong; the exit code is non-zero on any failure.
import { bin, install, pnpmArgs, run } from './lib.mjs';

install();

const quiet = { STORYBOOK_DISABLE_TELEMETRY: '1' };
const steps = [
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  // knip.jsonc: files nothing imports, exports nobody reads, dependencies nobody uses.
  ['unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']],
  ['unit and component tests', bin('vitest'), ['run']],
  ['package builds (tsup)', 'npx', pnpmArgs(['-r', '--filter=./packages/*', '--workspace-concurrency=2', 'run', 'build'])],
  // The packed tarballs: publint, arethetypeswrong (esm-only), dependencies against what dist/ imports.
  ['package checks (publint, arethetypeswrong, dependencies)', 'node', ['scripts/package-checks.mjs'], { PACKAGE_CHECKS_SKIP_BUILD: '1' }],
  // Each package's public API against its checked-in report (packages/<name>/api/*.api.md); `pnpm api:update` rewrites them.
  ['API reports (API Extractor)', 'node', ['scripts/api-report.mjs']],
  ['Storybook build', bin('storybook'), ['build', '-o', 'storybook-static', '--quiet']],
  ['Storybook stories (render + axe, Chromium)', bin('playwright'), ['test', '-c', 'storybook.playwright.config.ts']],
  ['app builds', 'npx', pnpmArgs(['-r', '--filter=./apps/*', '--workspace-concurrency=2', 'run', 'build'])],
  ['end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']],
  // A short `pnpm load`: shoppers browse, cart and check out; 0 errors, 0 lost carts, orders = checkouts.
  ['load run (short)', bin('tsx'), ['bench/load.ts', '--shoppers=8', '--seconds=20']],
  // A short `pnpm scale`: three instances behind nginx (installed when missing; skipped with a
  // message when it cannot be): no page leaks across shoppers, no cached Set-Cookie, a killed
  // instance loses no cart and no order, the edge limits hold across instances.
  ['scale-out safety run (short, nginx)', bin('tsx'), ['bench/scale.ts', '--short']],
  // The packages were built above; the tarballs go into a fresh Vite + React app outside the workspace.
  ['packed packages in a plain Vite + React app', 'node', ['scripts/pack-install.mjs'], { PACK_INSTALL_SKIP_BUILD: '1' }],
];

const results = [];
for (const [name, command, args, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const status = run(command, args, { env: { ...quiet, ...env } });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  console.log(`${status === 0 ? '✔' : '✖'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

const failed = results.filter((r) => !r.ok);
console.log('\nSummary of npm test:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds} s)`);
console.log(`checks: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
