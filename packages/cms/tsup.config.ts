import { packageBuild } from '../../tsup.shared';

export default packageBuild({
  styles: 'own',
  entry: { index: 'src/index.ts', server: 'src/server.ts', browser: 'src/browser.ts' },
});
