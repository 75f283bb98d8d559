import { packageBuild } from '../../tsup.shared';

export default packageBuild({ styles: 'theme', entry: { index: 'src/index.ts', host: 'src/host.ts' } });
