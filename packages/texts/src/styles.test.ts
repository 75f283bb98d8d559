import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packagesDir = join(__dirname, '..', '..');
type Manifest = { name: string; dependencies?: Record<string, string>; publishConfig?: { exports?: Record<string, unknown> } };
const manifests: Manifest[] = readdirSync(packagesDir)
  .map((dir) => join(packagesDir, dir, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest);
const imports = [...readFileSync(join(__dirname, '..', 'styles.css'), 'utf8').matchAll(/^@import '([^']+)';$/gm)].map((m) => m[1]!);

describe('@gipfel/texts/styles.css: the one stylesheet of the whole set', () => {
  it("imports every package's published styles.css, each once", () => {
    const styled = manifests
      .filter((m) => m.name !== '@gipfel/texts' && m.publishConfig?.exports && Object.hasOwn(m.publishConfig.exports, './styles.css'))
      .map((m) => `${m.name}/styles.css`);
    expect([...imports].sort()).toEqual(styled.sort());
    expect(new Set(imports).size).toBe(imports.length);
  });

  it("puts @gipfel/ui's theme first and every package after the packages it builds on", () => {
    expect(imports[0]).toBe('@gipfel/ui/styles.css');
    const position = new Map(imports.map((entry, index) => [entry.replace(/\/styles\.css$/, ''), index]));
    for (const manifest of manifests) {
      const own = position.get(manifest.name);
      if (own === undefined) continue;
      for (const dependency of Object.keys(manifest.dependencies ?? {})) {
        const before = position.get(dependency);
        if (before !== undefined) expect(before, `${dependency} before ${manifest.name}`).toBeLessThan(own);
      }
    }
  });

  it('is in the published package (files and exports)', () => {
    const texts = manifests.find((m) => m.name === '@gipfel/texts') as Manifest & { files: string[] };
    expect(texts.files).toContain('styles.css');
    expect(texts.publishConfig?.exports?.['./styles.css']).toBe('./styles.css');
  });
});
