import { packageBuild } from '../../tsup.shared';

export default packageBuild({
  styles: 'none',
  entry: {
    index: 'src/index.ts',
    'lite/i18next': 'src/lite/i18next.ts',
    'lite/react-i18next': 'src/lite/react-i18next.tsx',
  },
});
