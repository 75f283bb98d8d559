import { packageBuild } from '../../tsup.shared';

export default packageBuild({
  styles: 'none',
  entry: { index: 'src/index.ts', host: 'src/host.ts' },
});
