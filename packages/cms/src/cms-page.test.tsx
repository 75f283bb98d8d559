import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { Schemas } from '@gipfel/api';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import cmsFixture from '../../../fixtures/shopware-responses/CmsPage.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import { CmsPage } from './cms-page';
import { cmsElements } from './elements/cms-elements';
import { createCmsRegistry, type CmsElementProps } from './registry';
import { cmsTexts } from './texts';
import { sanitizeHtmlInBrowser } from './rich-text/browser';
import { RichTextProvider } from './rich-text/rich-text-context';

// A real Shopware response; its nulls differ from the schema's optionals.
const page = cmsFixture.cmsPage as unknown as Schemas['CmsPage'];
const productBox = productBoxFixture as unknown as Schemas['CmsSlot'];

function renderIn(language: LanguageCode, ui: React.ReactElement) {
  return render(
    <I18nextProvider i18n={createI18n({ language, namespaces: { cms: cmsTexts } })}>
      <RichTextProvider sanitize={sanitizeHtmlInBrowser}>{ui}</RichTextProvider>
    </I18nextProvider>,
  );
}

function pageWith(slots: Schemas['CmsSlot'][], sectionType: 'default' | 'sidebar' = 'default'): Schemas['CmsPage'] {
  const section = page.sections[0]!;
  const block = section.blocks[0]!;
  return { ...page, sections: [{ ...section, type: sectionType, blocks: [{ ...block, slots }] }] };
}

describe('CmsPage with CmsPage.json', () => {
  it('renders the section, the block and its text and image slots', () => {
    const { container } = renderIn('de', <CmsPage page={page} />);
    expect(container.querySelectorAll('[data-cms-section="default"]')).toHaveLength(1);
    expect(container.querySelector('[data-cms-block="image-simple-grid"]')).toHaveStyle({ marginTop: '5%', backgroundColor: '#fafbfcff' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fresh ideas for hot summer days');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/Summer is finally here/);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', expect.stringContaining('rekamatyas_1920x1920.webp'));
    expect(images[0]).toHaveAttribute('width', '1920');
    expect(images[0]).toHaveAttribute('height', '1280');
    expect(images[0]).toHaveAttribute('alt', '');
  });

  it('reads the slots left to right, top to bottom', () => {
    const { container } = renderIn('de', <CmsPage page={page} />);
    const order = [...container.querySelectorAll('[data-cms-slot]')].map((slot) => slot.getAttribute('data-cms-slot'));
    expect(order).toEqual(['left-top', 'left-bottom', 'right']);
  });

  it('has no axe violations', async () => {
    const { container } = renderIn('de', <CmsPage page={page} />);
    // The fixture's editor text jumps from h1 to h3; that is content, not the renderer.
    const result = await axe.run(container, { rules: { 'heading-order': { enabled: false } } });
    expect(result.violations).toEqual([]);
  });
});

describe('unknown elements', () => {
  const withProductBox = pageWith([productBox]);
  const withUnknown = pageWith([{ ...productBox, type: 'weather-forecast' } as Schemas['CmsSlot']]);

  it('render nothing in production', () => {
    const { container } = renderIn('de', <CmsPage page={withUnknown} />);
    expect(container.querySelector('[data-cms-slot="center"]')).toBeEmptyDOMElement();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('show a translated note in development', () => {
    renderIn('fr', <CmsPage page={withUnknown} development />);
    expect(screen.getByRole('note')).toHaveTextContent('Aucun élément enregistré pour le type CMS « weather-forecast » (emplacement « center »).');
  });

  it('render the built-in product box as a product card with a localised link', () => {
    renderIn('de', <CmsPage page={withProductBox} localizeHref={(href) => `/fr${href}`} />);
    const name = (productBox.data as { product: { translated: { name: string } } }).product.translated.name.trim();
    const links = screen.getAllByRole('link');
    const link = links.find((a) => a.textContent?.includes(name));
    expect(link?.getAttribute('href')).toMatch(/^\/fr\//);
  });

  it('render with a component the host registers', () => {
    function ProductBox({ slot }: CmsElementProps) {
      const product = (slot.data as { product?: { translated?: { name?: string } } }).product;
      return <p>Box: {product?.translated?.name}</p>;
    }
    const registry = createCmsRegistry(cmsElements).extend({ 'product-box': ProductBox });
    renderIn('de', <CmsPage page={withProductBox} registry={registry} />);
    expect(screen.getByText(/^Box: /)).toBeInTheDocument();
    expect(registry.get('text')).toBe(cmsElements.text);
    expect(registry.get('constructor')).toBeUndefined();
  });
});

describe('sidebar sections', () => {
  it('put sidebar blocks beside the main blocks', () => {
    const section = page.sections[0]!;
    const [textSlot] = section.blocks[0]!.slots.filter((slot) => slot.type === 'text');
    const sidebarPage: Schemas['CmsPage'] = {
      ...page,
      sections: [
        {
          ...section,
          type: 'sidebar',
          mobileBehavior: 'mobile',
          blocks: [
            { ...section.blocks[0]!, id: 'main', position: 0, sectionPosition: 'main' },
            { ...section.blocks[0]!, id: 'side', position: 1, sectionPosition: 'sidebar', slots: [textSlot!] },
          ],
        },
      ],
    };
    const { container } = renderIn('de', <CmsPage page={sidebarPage} />);
    const sidebar = container.querySelector('[data-cms-position="sidebar"]');
    const main = container.querySelector('[data-cms-position="main"]');
    expect(sidebar?.querySelectorAll('[data-cms-slot]')).toHaveLength(1);
    expect(main?.querySelectorAll('[data-cms-slot]')).toHaveLength(3);
    expect(sidebar?.className).not.toBe('');
  });
});

describe('the lead image', () => {
  it("loads the page's first image at once and first, the others when they near the view", () => {
    const { container } = renderIn('fr', <CmsPage page={page} />);
    const [first, second] = [...container.querySelectorAll('img')];
    // left-top is the block's first slot in reading order: the page's lead image.
    expect(first).toHaveAttribute('src', expect.stringContaining('rekamatyas_1920x1920.webp'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it("is the first image of the main column a sidebar section renders, and of the first block a default one stacks", () => {
    const section = page.sections[0]!;
    const image = section.blocks[0]!.slots.find((s) => s.type === 'image')!;
    const sideImage = { ...image, slot: 'left', config: image.config, data: { ...(image.data as object), media: { ...((image.data as { media: object }).media), url: 'https://shop.example/side.webp' } } } as Schemas['CmsSlot'];
    const blocks = [
      { ...section.blocks[0]!, id: 'side', position: 0, sectionPosition: 'sidebar' as const, slots: [sideImage] },
      { ...section.blocks[0]!, id: 'main', position: 1, sectionPosition: 'main' as const, slots: [{ ...image, slot: 'left' }] },
    ];
    const lead = (type: 'sidebar' | 'default') => {
      const { container, unmount } = renderIn('de', <CmsPage page={{ ...page, sections: [{ ...section, type, blocks }] }} />);
      const src = container.querySelector('img[fetchpriority="high"]')?.getAttribute('src');
      unmount();
      return src;
    };
    // Beside the sidebar, the main column is read first; stacked, the sidebar-marked block comes first.
    expect(lead('sidebar')).toContain('rekamatyas_1920x1920.webp');
    expect(lead('default')).toBe('https://shop.example/side.webp');
  });

  it('is none when the page starts with something else than an image', () => {
    const [text, image] = [page.sections[0]!.blocks[0]!.slots.find((s) => s.type === 'text')!, page.sections[0]!.blocks[0]!.slots.find((s) => s.type === 'image')!];
    const { container } = renderIn('en', <CmsPage page={pageWith([{ ...text, slot: 'left' }, { ...image, slot: 'right' }])} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });
});
