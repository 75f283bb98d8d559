import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Schemas } from '@gipfel/api';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { LinkProvider, uiTexts, type AppLinkProps } from '@gipfel/ui';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CmsContextProvider } from '../cms-context';
import { cmsTexts } from '../texts';
import { CmsElementImageGallery } from './cms-element-image-gallery';
import { CmsElementImageSlider } from './cms-element-image-slider';
import { CmsElementYoutubeVideo } from './cms-element-video';

type Slot = Schemas['CmsSlot'];
const block = {} as Schemas['CmsBlock'];

function media(id: string, alt: string) {
  return {
    id,
    url: `/media/cms/${id}-1920.svg`,
    alt,
    metaData: { width: 1920, height: 800 },
    thumbnails: [
      { width: 800, height: 333, url: `/media/cms/${id}-800.svg` },
      { width: 280, height: 117, url: `/media/cms/${id}-280.svg` },
    ],
  };
}

const sliderSlot = {
  type: 'image-slider',
  slot: 'slider',
  config: {},
  data: {
    sliderItems: [
      { media: media('a', 'Fondue im Chalet'), url: '/landingPage/0123456789abcdef0123456789abcdef', newTab: false },
      { media: media('b', 'Schokolade'), url: 'https://www.example.ch/', newTab: true },
      { media: media('c', 'Käse'), url: null, newTab: false },
      { media: null, url: '/x', newTab: false },
    ],
  },
} as unknown as Slot;

function RouterLink({ href, children, ...props }: AppLinkProps) {
  return (
    <a data-router="" href={href} {...props}>
      {children}
    </a>
  );
}

function renderIn(language: LanguageCode, ui: ReactElement, leadImageSlot: Slot | null = null) {
  const i18n = createI18n({ language, namespaces: { cms: cmsTexts, ui: uiTexts } });
  return render(
    <I18nextProvider i18n={i18n}>
      <LinkProvider component={RouterLink}>
        <CmsContextProvider value={{ localizeHref: (href) => `/fr${href}`, leadImageSlot }}>{ui}</CmsContextProvider>
      </LinkProvider>
    </I18nextProvider>,
  );
}

describe('CmsElementImageSlider', () => {
  it('shows one slide at a time and moves with the buttons, in French', async () => {
    const user = userEvent.setup();
    const { container } = renderIn('fr', <CmsElementImageSlider slot={sliderSlot} block={block} />);
    expect(screen.getByRole('img', { name: 'Fondue im Chalet' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Schokolade' })).toBeNull();
    expect(screen.getByText('1 sur 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(screen.getByRole('img', { name: 'Schokolade' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Image précédente' }));
    await user.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(screen.getByRole('img', { name: 'Käse' })).toBeVisible();
    const results = await axe.run(container);
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('localises internal links through the router and keeps external ones plain', () => {
    const { container } = renderIn('de', <CmsElementImageSlider slot={sliderSlot} block={block} />);
    const links = container.querySelectorAll('a');
    expect(links[0]).toHaveAttribute('href', '/fr/landingPage/0123456789abcdef0123456789abcdef');
    expect(links[0]).toHaveAttribute('data-router');
    expect(links[1]).toHaveAttribute('href', 'https://www.example.ch/');
    expect(links[1]).not.toHaveAttribute('data-router');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links).toHaveLength(2);
  });

  it("fetches the first slide first when the slider is the page's lead image, and only then", () => {
    const lead = renderIn('de', <CmsElementImageSlider slot={sliderSlot} block={block} />, sliderSlot);
    const slides = lead.container.querySelectorAll('img');
    expect(slides[0]).toHaveAttribute('fetchpriority', 'high');
    expect(slides[0]).toHaveAttribute('loading', 'eager');
    expect([...slides].slice(1).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    lead.unmount();
    const other = renderIn('de', <CmsElementImageSlider slot={sliderSlot} block={block} />);
    expect(other.container.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(other.container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('renders nothing without images', () => {
    const { container } = renderIn('de', <CmsElementImageSlider slot={{ ...sliderSlot, data: { sliderItems: [] } } as unknown as Slot} block={block} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CmsElementImageGallery', () => {
  it('shows every image with its alt text and srcset', () => {
    renderIn('de', <CmsElementImageGallery slot={{ ...sliderSlot, type: 'image-gallery' } as Slot} block={block} />);
    const images = screen.getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Fondue im Chalet', 'Schokolade', 'Käse']);
    expect(images[0]).toHaveAttribute('srcset', '/media/cms/a-280.svg 280w, /media/cms/a-800.svg 800w, /media/cms/a-1920.svg 1920w');
  });
});

describe('CmsElementYoutubeVideo', () => {
  const slot = { type: 'youtube-video', slot: 'video', config: { videoID: { source: 'static', value: 'dQw4w9WgXcQ' } }, data: {} } as unknown as Slot;

  it('loads nothing from YouTube until the shopper asks', async () => {
    const user = userEvent.setup();
    const { container } = renderIn('en', <CmsElementYoutubeVideo slot={slot} block={block} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Playing the video sends data to YouTube.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load video from YouTube' }));
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });

  it('ignores video ids that are not ids', () => {
    const bad = { ...slot, config: { videoID: { source: 'static', value: '"><script>' } } } as unknown as Slot;
    const { container } = renderIn('de', <CmsElementYoutubeVideo slot={bad} block={block} />);
    expect(container).toBeEmptyDOMElement();
  });
});
