import { describe, expect, it } from 'vitest';
import { withRootStylesheet, type ViteManifest } from './single-stylesheet.node';

const manifest: ViteManifest = {
  'app/root.tsx?__remix-build-client-route': { file: 'assets/root-1.js', isEntry: true, imports: ['_components.js'] },
  'app/pages/home.tsx?__remix-build-client-route': { file: 'assets/home-1.js', isEntry: true },
  '_components.js': { file: 'assets/components-1.js' },
  'style.css': { file: 'assets/style-abc.css', src: 'style.css' },
};

describe('withRootStylesheet', () => {
  it('names the one stylesheet on the root route chunk only', () => {
    const next = withRootStylesheet(manifest, 'app/root.tsx');
    expect(next['app/root.tsx?__remix-build-client-route']?.css).toEqual(['assets/style-abc.css']);
    expect(next['app/pages/home.tsx?__remix-build-client-route']?.css).toBeUndefined();
    expect(next['_components.js']?.css).toBeUndefined();
    // The input stays as it was.
    expect(manifest['app/root.tsx?__remix-build-client-route']?.css).toBeUndefined();
  });

  it('keeps stylesheets the root chunk already names, without repeating them', () => {
    const named = { ...manifest, 'app/root.tsx': { file: 'assets/root-2.js', css: ['assets/style-abc.css', 'assets/root.css'] } };
    const next = withRootStylesheet(named, 'app/root.tsx');
    expect(next['app/root.tsx']?.css).toEqual(['assets/style-abc.css', 'assets/root.css']);
  });

  it('leaves a manifest without CSS alone and refuses one without the root route', () => {
    const noCss = { 'app/root.tsx': { file: 'assets/root-1.js' } };
    expect(withRootStylesheet(noCss, 'app/root.tsx')).toBe(noCss);
    expect(() => withRootStylesheet(manifest, 'app/shell.tsx')).toThrow(/no chunk for app\/shell.tsx/);
  });
});
