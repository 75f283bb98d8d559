import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schemas } from '@gipfel/api';
import { CmsElementImageGallery } from './cms-element-image-gallery';
import { CmsElementImageSlider } from './cms-element-image-slider';
import { CmsElementVimeoVideo, CmsElementYoutubeVideo } from './cms-element-video';

// Artwork made on the spot: Storybook loads nothing from outside.
function art(label: string, colour: string, width = 1200, height = 500) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function item(id: string, label: string, colour: string, url: string | null) {
  return { media: { id, url: art(label, colour), alt: label, metaData: { width: 1200, height: 500 }, thumbnails: [] }, url, newTab: false };
}

const block = {} as Schemas['CmsBlock'];
const sliderSlot = {
  id: 'slider',
  type: 'image-slider',
  slot: 'imageSlider',
  config: {},
  data: {
    sliderItems: [
      item('a', 'Fondue-Saison', '#b0102a', '/landingPage/0123456789abcdef0123456789abcdef'),
      item('b', 'Schoggi-Wochen', '#5a3a22', '/navigation/0123456789abcdef0123456789abcdef'),
      item('c', 'Alpkäse aus dem Felsenkeller – eine sehr lange Bildunterschrift', '#1b6b30', null),
    ],
  },
} as unknown as Schemas['CmsSlot'];

const meta = {
  title: 'CMS/Elements/Media',
  component: CmsElementImageSlider,
  args: { slot: sliderSlot, block },
} satisfies Meta<typeof CmsElementImageSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImageSlider: Story = {};

export const SingleSlide: Story = {
  args: { slot: { ...sliderSlot, data: { sliderItems: [item('a', 'Fondue-Saison', '#b0102a', null)] } } as unknown as Schemas['CmsSlot'] },
};

export const ImageGallery: Story = {
  render: (args) => <CmsElementImageGallery {...args} />,
};

const video = (type: string, id: string) =>
  ({ id: type, type, slot: 'video', config: { videoID: { source: 'static', value: id } }, data: {} }) as unknown as Schemas['CmsSlot'];

export const YoutubeClickToLoad: Story = {
  render: (args) => <CmsElementYoutubeVideo block={args.block} slot={video('youtube-video', 'dQw4w9WgXcQ')} />,
};

export const VimeoClickToLoad: Story = {
  render: (args) => <CmsElementVimeoVideo block={args.block} slot={video('vimeo-video', '76979871')} />,
};
