import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeBuildMeta } from '../../../vite/build-meta.node';
import { compileRedirectRules, matchRedirectRule, validateRedirectRules } from './route-rules';

describe('redirect rules', () => {
  it('validates the rules file', () => {
    expect(validateRedirectRules({ redirects: [{ from: '/kontakt/', to: '/contact' }] })).toEqual([{ from: '/kontakt', to: '/contact', status: 301 }]);
    expect(() => validateRedirectRules({})).toThrow(/expected/);
    expect(() => validateRedirectRules({ redirects: [{ from: 'kontakt', to: '/contact' }] })).toThrow(/rule 1: "from"/);
    expect(() => validateRedirectRules({ redirects: [{ from: '//evil', to: '/contact' }] })).toThrow(/"from"/);
    expect(() => validateRedirectRules({ redirects: [{ from: '/a', to: 'javascript:alert(1)' }] })).toThrow(/"to"/);
    expect(() => validateRedirectRules({ redirects: [{ from: '/a', to: 'http://insecure.example/' }] })).toThrow(/"to"/);
    expect(() => validateRedirectRules({ redirects: [{ from: '/a', to: '/b', status: 307 }] })).toThrow(/301 or 302/);
    expect(() => validateRedirectRules({ redirects: [{ from: '/a', to: '/b' }, { from: '/a/', to: '/c' }] })).toThrow(/rule 2/);
  });

  it('applies internal rules and external ones only to allowlisted hosts', () => {
    const report = vi.fn();
    const rules = validateRedirectRules({
      redirects: [
        { from: '/kontakt', to: '/contact', status: 301 },
        { from: '/instagram', to: 'https://www.instagram.com/', status: 302 },
        { from: '/evil', to: 'https://evil.example/' },
      ],
    });
    const compiled = compileRedirectRules(rules, ['www.instagram.com'], report);
    expect(report).toHaveBeenCalledWith(expect.stringContaining('/evil'));
    expect(matchRedirectRule(compiled, '/kontakt/', '?a=1')).toEqual({ location: '/contact?a=1', status: 301 });
    expect(matchRedirectRule(compiled, '/instagram', '?a=1')).toEqual({ location: 'https://www.instagram.com/', status: 302 });
    expect(matchRedirectRule(compiled, '/evil', '')).toBeNull();
    expect(matchRedirectRule(compiled, '/kontakt/x', '')).toBeNull();
    expect(compileRedirectRules(rules, [], report).has('/instagram')).toBe(false);
  });

  it('the build writes the build id (Remix manifest version) and the rules', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'build-meta-'));
    mkdirSync(path.join(dir, 'client/assets'), { recursive: true });
    writeFileSync(path.join(dir, 'client/assets/manifest-ab12cd34.js'), '');
    writeFileSync(path.join(dir, 'redirects.json'), JSON.stringify({ redirects: [{ from: '/kontakt', to: '/contact' }] }));
    const meta = writeBuildMeta(path.join(dir, 'client'), path.join(dir, 'redirects.json'), new Date('2026-01-01T00:00:00Z'));
    expect(meta.buildId).toBe('ab12cd34');
    expect(JSON.parse(readFileSync(path.join(dir, 'client/build-meta.json'), 'utf8')).routeRules.redirects).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(dir, 'client/latest-build.json'), 'utf8'))).toEqual({ buildId: 'ab12cd34', builtAt: '2026-01-01T00:00:00.000Z' });
  });

  it("the shop's own redirects.json is valid", () => {
    const file = path.join(__dirname, '../../../redirects.json');
    expect(validateRedirectRules(JSON.parse(readFileSync(file, 'utf8'))).length).toBeGreaterThanOrEqual(2);
  });
});
