/**
 * The floor page of `pnpm bench` (docs/performance.md): bench/floor, a bare Remix 2.17 + React 18.3 app (a
 * header, a footer, 24 product links with a button, static loader data; no Store API, no texts),
 * built with `remix vite:build` and served like the storefront (Express + compression, see
 * bench/floor/server.mjs). Every storefront figure is also reported as a ratio to the floor's,
 * measured in the same run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const floorDir = path.join(import.meta.dirname, 'floor');
export const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 3163);
export const floorUrl = `http://127.0.0.1:${floorPort}`;

/** Builds the floor app when its build is missing (or with `force`). */
export function ensureFloorBuild(force: boolean) {
  if (!force && existsSync(path.join(floorDir, 'build/server/index.js'))) return;
  console.log('building the floor page …');
  const remix = path.join(import.meta.dirname, 'node_modules/.bin/remix');
  if (spawnSync(remix, ['vite:build'], { cwd: floorDir, stdio: 'inherit' }).status !== 0) throw new Error('floor build failed');
}

/** Starts the floor's server (NODE_ENV=production) and resolves once it answers. */
export async function startFloor(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: floorDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(floorPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${floorUrl}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the floor page did not start at ${floorUrl}`);
}
