import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { validateRedirectRules, type BuildMeta } from '../app/lib/routing/route-rules';

/** The public files the build writes (decision 0020). */
export const buildMetaFile = 'build-meta.json';
export const latestBuildFile = 'latest-build.json';

/**
 * After the client build: the build id is Remix's manifest version (the hash in
 * `assets/manifest-<version>.js`, also `window.__remixManifest.version` in the browser). Writes
 * `build-meta.json` (build id and route rules from redirects.json) and `latest-build.json` (build
 * id only, what open tabs poll).
 */
export function writeBuildMeta(clientDir: string, rulesFile: string, now = new Date()): BuildMeta {
  const manifest = readdirSync(path.join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  const buildId = manifest?.slice('manifest-'.length, -'.js'.length);
  if (!buildId) throw new Error(`No Remix manifest in ${clientDir}/assets: cannot write the build id`);
  const redirects = validateRedirectRules(JSON.parse(readFileSync(rulesFile, 'utf8')));
  const meta: BuildMeta = { buildId, builtAt: now.toISOString(), routeRules: { redirects } };
  writeFileSync(path.join(clientDir, buildMetaFile), `${JSON.stringify(meta, null, 2)}\n`);
  writeFileSync(path.join(clientDir, latestBuildFile), `${JSON.stringify({ buildId, builtAt: meta.builtAt })}\n`);
  return meta;
}
