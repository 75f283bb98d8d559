// ESLint rule `gipfel/layering`: a package imports only workspace packages that it declares in its
// package.json and that sit below it in the order of the architecture (ARCHITECTURE.md, docs/architecture.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Which of our packages each package may import: arrows point down only. */
export const allowedImports = {
  i18n: [],
  api: [],
  ui: ['i18n'],
  forms: ['ui', 'i18n', 'api'],
  cart: ['forms', 'ui', 'i18n', 'api'],
  account: ['forms', 'ui', 'i18n', 'api'],
  recipes: ['forms', 'ui', 'i18n', 'api'],
  listing: ['forms', 'ui', 'i18n', 'api'],
  cms: ['listing', 'ui', 'i18n', 'api'],
  checkout: ['cart', 'account', 'forms', 'ui', 'i18n', 'api'],
  // One provider of a single-page shop over the session, cart and wishlist (decision 0066).
  shop: ['cart', 'account', 'api'],
  // Every package's texts in one list, for hosts; no package imports it.
  texts: ['ui', 'forms', 'listing', 'cms', 'cart', 'checkout', 'account', 'recipes', 'i18n'],
};

const declaredCache = new Map();

function declaredWorkspacePackages(root, name) {
  if (!declaredCache.has(name)) {
    let manifest = {};
    try {
      manifest = JSON.parse(readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8'));
    } catch {
      // A file outside a package folder (or a package without a manifest) declares nothing.
    }
    const names = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies });
    declaredCache.set(name, new Set(names));
  }
  return declaredCache.get(name);
}

export function layeringPlugin(root) {
  const rule = {
    meta: {
      type: 'problem',
      docs: { description: 'A package imports only the workspace packages it declares and that lie below it.' },
      schema: [],
      messages: {
        undeclared: '@gipfel/{{own}} imports {{target}} without declaring it in packages/{{own}}/package.json.',
        upward: '@gipfel/{{own}} may not import {{target}}: it lies above or beside it (allowed: {{allowed}}).',
      },
    },
    create(context) {
      const relative = path.relative(root, context.filename).split(path.sep);
      if (relative[0] !== 'packages' || !relative[1]) return {};
      const own = relative[1];
      const check = (node, source) => {
        if (typeof source !== 'string') return;
        const match = /^@gipfel\/([^/]+)/.exec(source);
        if (!match || match[1] === own) return;
        const target = `@gipfel/${match[1]}`;
        const allowed = allowedImports[own] ?? [];
        if (!allowed.includes(match[1])) {
          context.report({ node, messageId: 'upward', data: { own, target, allowed: allowed.join(', ') || 'none' } });
        } else if (!declaredWorkspacePackages(root, own).has(target)) {
          context.report({ node, messageId: 'undeclared', data: { own, target } });
        }
      };
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      };
    },
  };
  return { rules: { layering: rule } };
}
