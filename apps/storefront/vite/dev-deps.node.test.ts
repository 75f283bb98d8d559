import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devPrebundled, notPrebundled } from './dev-deps.node';

const packagesDir = path.resolve(__dirname, '../../../packages');

function dependenciesOf(name: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(packagesDir, name, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {});
}

/** `zustand/vanilla` → `zustand`, `@radix-ui/react-dialog` stays. */
function bareName(specifier: string): string {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

describe('devPrebundled', () => {
  it('names every runtime dependency of the workspace packages, so the dev server does not reload a first page', () => {
    const named = new Set(devPrebundled.map((entry) => bareName(entry.split(' > ').pop()!)));
    const missing = readdirSync(packagesDir)
      .flatMap((name) => dependenciesOf(name))
      .filter((dep) => !dep.startsWith('@gipfel/') && !(dep in notPrebundled) && !named.has(dep));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('resolves each package-scoped entry through a package that really depends on it', () => {
    for (const entry of devPrebundled.filter((item) => item.includes(' > '))) {
      const [owner, dep] = entry.split(' > ') as [string, string];
      expect(dependenciesOf(owner.replace('@gipfel/', '')), entry).toContain(bareName(dep));
    }
  });
});
