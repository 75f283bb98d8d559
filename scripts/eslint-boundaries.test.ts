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

  it('allows public entries, and Remix in the storefront app', async () => {
    expect(await ruleIds("import { Button } from '@gipfel/ui';\nexport const y = Button;\n", 'packages/cart/src/boundary-probe.ts')).toEqual([]);
    expect(await ruleIds("import { data } from '@remix-run/node';\nexport const y = data;\n", 'apps/storefront/app/boundary-probe.ts')).toEqual([]);
  });
});
