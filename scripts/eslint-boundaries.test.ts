import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture's import rules are enforced by ESLint; these cases prove the rules bite.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('package boundaries', { timeout: 60_000 }, () => {
  it('forbids Remix imports inside packages', async () => {
    const ids = await ruleIds("import { json } from '@remix-run/node';\nexport const x = json;\n", 'packages/cart/src/boundary-probe.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it('forbids deep imports into another package', async () => {
    const ids = await ruleIds("import { x } from '@gipfel/ui/src/button';\nexport const y = x;\n", 'packages/cart/src/boundary-probe.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it('forbids importing a package that lies above or beside in the architecture', async () => {
    // cart and listing are on one level; forms lies below both; checkout above cart.
    expect(await ruleIds("import { x } from '@gipfel/listing';\nexport const y = x;\n", 'packages/cart/src/boundary-probe.ts')).toContain('gipfel/layering');
    expect(await ruleIds("import { x } from '@gipfel/cart';\nexport const y = x;\n", 'packages/forms/src/boundary-probe.ts')).toContain('gipfel/layering');
    expect(await ruleIds("export { x } from '@gipfel/checkout';\n", 'packages/cms/src/boundary-probe.ts')).toContain('gipfel/layering');
    expect(await ruleIds("export const load = () => import('@gipfel/account');\n", 'packages/listing/src/boundary-probe.ts')).toContain('gipfel/layering');
  });

  it('forbids importing a lower package that the package.json does not declare', async () => {
    // recipes may use forms by the architecture, but its package.json does not list it.
    const [result] = await eslint.lintText("import { x } from '@gipfel/forms';\nexport const y = x;\n", { filePath: 'packages/recipes/src/boundary-probe.ts' });
    expect(result?.messages.map((m) => m.message)).toEqual(['@gipfel/recipes imports @gipfel/forms without declaring it in packages/recipes/package.json.']);
  });

  it('forbids tests reaching outside the repository for fixtures', async () => {
    const ids = await ruleIds("import p from '../../../../shared/fixtures/shopware-responses/Product.json';\nexport const y = p;\n", 'packages/cart/src/boundary-probe.test.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it('lets only tests use the fake Store API of the workspace (@gipfel/api/testing, not published)', async () => {
    const code = "import { fakeStoreApi } from '@gipfel/api/testing';\nexport const y = fakeStoreApi;\n";
    expect(await ruleIds(code, 'packages/cart/src/boundary-probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(code, 'packages/cart/src/boundary-probe.test.ts')).toEqual([]);
  });

  it('allows public entries, and Remix in the storefront app', async () => {
    expect(await ruleIds("import { Button } from '@gipfel/ui';\nexport const y = Button;\n", 'packages/cart/src/boundary-probe.ts')).toEqual([]);
    expect(await ruleIds("import { addToCart } from '@gipfel/cart';\nexport const y = addToCart;\n", 'packages/checkout/src/boundary-probe.ts')).toEqual([]);
    expect(await ruleIds("import { data } from '@remix-run/node';\nexport const y = data;\n", 'apps/storefront/app/boundary-probe.ts')).toEqual([]);
  });
});
