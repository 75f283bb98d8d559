// Small helpers shared by the root scripts (start, dev, test). Plain Node 20, no dependencies,
// because they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const pnpmVersion = '10.34.9';

/** Runs pnpm at the pinned version: corepack cannot be used on every machine. */
export function pnpmArgs(args) {
  return ['-y', `pnpm@${pnpmVersion}`, ...args];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

export function install() {
  runOrExit('npx', pnpmArgs(['install', '--frozen-lockfile', '--reporter=append-only']), {
    env: { CI: process.env.CI ?? 'true' },
  });
}

export function bin(name) {
  return join(root, 'node_modules', '.bin', name);
}

export function startProcess(name, command, args, env, cwd = root) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

const children = [];
let shuttingDown = false;
export function stopAll(code = 0) {
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}

/** Waits until an HTTP URL answers (any status), or fails after the timeout. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function usesRemoteShop() {
  return Boolean(process.env.SHOPWARE_ENDPOINT || process.env.SHOPWARE_ACCESS_KEY);
}

export const exists = (p) => existsSync(join(root, p));
