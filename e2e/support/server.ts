import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Waits until `url` answers (`up`) or stops answering (`!up`), for specs that start or stop a
 * server of their own; fails after 30 s.
 */
export async function waitUntil(url: string, up: boolean): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const reachable = await fetch(url).then(
      () => true,
      () => false,
    );
    if (reachable === up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ${up ? 'reachable' : 'unreachable'}`);
}

const storefrontDir = path.resolve(import.meta.dirname, '../../apps/storefront');

/**
 * Starts a storefront production server of a spec's own (`node server.mjs` with `env` on top of
 * this process's) and waits until `readyUrl` answers.
 */
export async function startStorefront(env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server.mjs'], { cwd: storefrontDir, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: 'ignore' });
  await waitUntil(readyUrl, true);
  return child;
}

/** Stops a server started by `startStorefront`: SIGTERM, and SIGKILL when it is not gone after 5 s. */
export async function stopStorefront(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
