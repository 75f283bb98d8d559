import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { Schemas } from '@gipfel/api';
import { deepFreeze } from '@gipfel/api/host';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { getListingFilters, listingTexts } from '@gipfel/listing';
import { uiTexts } from '@gipfel/ui';
import cmsFixture from '../../../fixtures/shopware-responses/CmsPage.json';
import productBoxFixture from '../../../fixtures/shopware-responses/CmsProductBox.json';
import crossSellingFixture from '../../../fixtures/shopware-responses/CrossSellingResponse.json';
import searchFixture from '../../../fixtures/shopware-responses/Search.json';
import { CmsPage } from './cms-page';
import { getSlotConfigValue } from './elements/slot-config';
import { slimCmsPage } from './slim-cms-page';
import { cmsTexts } from './texts';

const page = cmsFixture.cmsPage as unknown as Schemas['CmsPage'];
const productBox = productBoxFixture as unknown as Schemas['CmsSlot'];
const sliderProducts = (crossSellingFixture as unknown as Schemas['CrossSellingElementCollection']).flatMap((g) => g.products ?? []);
const listing = searchFixture as unknown as Schemas['ProductListingResult'];

/** CmsPage.json with a product box, a product slider and a product listing added to its first block. */
function pageWithProducts(): Schemas['CmsPage'] {
  const section = page.sections[0]!;
  const block = section.blocks[0]!;
  const slots: Schemas['CmsSlot'][] = [
    ...block.slots,
    productBox,
    { ...productBox, id: 'slider', type: 'product-slider', slot: 'slider', data: { products: sliderProducts } as never },
    { ...productBox, id: 'listing', type: 'product-listing', slot: 'listing', data: { listing } as never },
  ];
  return { ...page, sections: [{ ...section, blocks: [{ ...block, slots }] }, ...page.sections.slice(1)] };
}

function html(cmsPage: Schemas['CmsPage'], language: 'de' | 'en' | 'fr') {
  const i18n = createI18n({ language, namespaces: { cms: cmsTexts, listing: listingTexts, ui: uiTexts } });
  const { container, unmount } = render(
    <I18nextProvider i18n={i18n}>
      <CmsPage page={cmsPage} />
    </I18nextProvider>,
  );
  // React's generated ids differ between two renders; everything else must not.
  const out = container.innerHTML.replace(/:r[0-9a-z]+:/g, ':id:');
  unmount();
  return out;
}

describe('slimCmsPage', () => {
  const full = pageWithProducts();

  it.each(['de', 'en', 'fr'] as const)('renders the same page as the full CMS response (%s)', (language) => {
    const rendered = html(full, language);
    expect(rendered).toContain('<img');
    expect(html(slimCmsPage(full), language)).toBe(rendered);
  });

  it('slims a shared (frozen) answer once: every visitor gets the same frozen result, rendered as the full page', () => {
    const shared = deepFreeze(pageWithProducts());
    const first = slimCmsPage(shared);
    expect(slimCmsPage(shared)).toBe(first);
    expect(Object.isFrozen(first.sections[0]!.blocks[0]!.slots)).toBe(true);
    expect(html(first, 'fr')).toBe(html(full, 'fr'));
    // A page of this request alone (not frozen) is slimmed afresh each time, and stays changeable.
    const own = pageWithProducts();
    expect(slimCmsPage(own)).not.toBe(slimCmsPage(own));
    expect(Object.isFrozen(slimCmsPage(own))).toBe(false);
  });

  it('sends far less: product boxes, sliders and listings carry card-sized products', () => {
    const slim = slimCmsPage(full);
    expect(JSON.stringify(slim).length).toBeLessThan(JSON.stringify(full).length * 0.6);
    const slots = slim.sections[0]!.blocks[0]!.slots;
    const box = slots.find((s) => s.type === 'product-box')!.data as unknown as { product: Record<string, unknown> };
    expect(box.product).not.toHaveProperty('media');
    expect(box.product).toHaveProperty('calculatedPrice');
    const slider = slots.find((s) => s.type === 'product-slider')!.data as unknown as { products: unknown[] };
    expect(slider.products).toHaveLength(sliderProducts.length);
    const pageListing = slots.find((s) => s.type === 'product-listing')!.data as unknown as { listing: Schemas['ProductListingResult'] };
    expect(pageListing.listing.total).toBe(listing.total);
    // The aggregations keep what the filters read (`toCardListing`).
    expect(getListingFilters(pageListing.listing.aggregations)).toEqual(getListingFilters(listing.aggregations));
    expect(JSON.stringify(pageListing.listing.aggregations)).not.toContain('"createdAt"');
  });

  it("keeps a text's HTML, a slider's products and an image's media once: in data, not again in config", () => {
    const slim = slimCmsPage(full);
    const slots = slim.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots));
    const config = (slot: Schemas['CmsSlot']) => (slot.config ?? {}) as Record<string, { value?: unknown } | undefined>;
    const text = slots.find((s) => s.type === 'text' && typeof (s.data as { content?: unknown } | null)?.content === 'string')!;
    expect(config(text)).not.toHaveProperty('content');
    const image = slots.find((s) => s.type === 'image')!;
    expect(config(image)).not.toHaveProperty('media');
    // What an element reads from config stays, and entries without a value are gone.
    for (const slot of slots) for (const entry of Object.values(config(slot))) expect(entry?.value).not.toBeUndefined();
    const fullSlots = full.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots));
    let kept = 0;
    for (const [i, original] of fullSlots.entries()) {
      const resolved = (original.data ?? {}) as Record<string, unknown>;
      for (const name of Object.keys(config(original))) {
        if (resolved[name] != null || getSlotConfigValue(original, name) == null) continue;
        expect(getSlotConfigValue(slots[i]!, name), `${original.type}.${name}`).toEqual(getSlotConfigValue(original, name));
        kept += 1;
      }
    }
    expect(kept).toBeGreaterThan(3);
  });

  it('cuts images, slider items and backgrounds down to what an image renders, with the same page', () => {
    const image = page.sections[0]!.blocks[0]!.slots.find((s) => s.type === 'image')!;
    const media = (image.data as unknown as { media: Schemas['Media'] }).media;
    const slider = { ...image, id: 'images', slot: 'images', type: 'image-slider', data: { sliderItems: [{ media, url: '/Lebensmittel/', newTab: true }] } as never };
    const block = { ...page.sections[0]!.blocks[0]!, backgroundMedia: media, slots: [image, slider] };
    const withImages = { ...page, sections: [{ ...page.sections[0]!, backgroundMedia: media, blocks: [block] }] };
    const slim = slimCmsPage(withImages);
    const slimBlock = slim.sections[0]!.blocks[0]!;
    const slimImage = (slimBlock.slots[0]!.data as unknown as { media: Record<string, unknown> }).media;
    const slimItem = (slimBlock.slots[1]!.data as unknown as { sliderItems: { media: Record<string, unknown>; url: string; newTab: boolean }[] }).sliderItems[0]!;
    for (const cut of [slimImage, slimItem.media, slim.sections[0]!.backgroundMedia as unknown as Record<string, unknown>, slimBlock.backgroundMedia as unknown as Record<string, unknown>]) {
      expect(cut.url).toBe(media.url);
      for (const key of ['createdAt', 'updatedAt', 'customFields', 'fileSize', 'mediaFolderId']) expect(cut).not.toHaveProperty(key);
      for (const thumbnail of cut.thumbnails as object[]) expect(Object.keys(thumbnail).sort()).toEqual(['height', 'url', 'width']);
    }
    expect(slimItem).toMatchObject({ url: '/Lebensmittel/', newTab: true });
    expect(JSON.stringify(slimImage).length).toBeLessThan(JSON.stringify(media).length * 0.6);
    expect(html(slim, 'fr')).toBe(html(withImages, 'fr'));
  });

  it('keeps the data and the effective config of other slots, and the input unchanged', () => {
    const before = JSON.stringify(full);
    const slim = slimCmsPage(full);
    expect(JSON.stringify(full)).toBe(before);
    const texts = (p: Schemas['CmsPage']) => p.sections[0]!.blocks[0]!.slots.filter((s) => s.type === 'text');
    expect(texts(slim).map((s) => s.data)).toEqual(texts(full).map((s) => s.data));
    for (const [i, slot] of texts(slim).entries()) {
      const original = texts(full)[i]!;
      const resolved = (original.data ?? {}) as Record<string, unknown>;
      for (const name of Object.keys({ ...(original.config as object), ...(original.translated?.config as object | undefined) })) {
        // What Shopware resolved into data is read from there (the text's HTML above).
        if (resolved[name] != null) continue;
        expect(getSlotConfigValue(slot, name), name).toEqual(getSlotConfigValue(original, name));
      }
    }
  });

  it('leaves out what no element reads: version and parent ids, field config, the translated config copy', () => {
    const slim = slimCmsPage(full);
    const section = slim.sections[0]! as unknown as Record<string, unknown>;
    const block = slim.sections[0]!.blocks[0]! as unknown as Record<string, unknown>;
    const slot = slim.sections[0]!.blocks[0]!.slots[0]! as unknown as Record<string, unknown>;
    for (const key of ['cmsPageVersionId', 'pageId', 'page']) expect(section).not.toHaveProperty(key);
    for (const key of ['versionId', 'cmsSectionVersionId', 'sectionId']) expect(block).not.toHaveProperty(key);
    for (const key of ['versionId', 'cmsBlockVersionId', 'blockId', 'fieldConfig', 'translated']) expect(slot).not.toHaveProperty(key);
    expect(slot).toHaveProperty('config');
  });

  it('prefers a translated config value and falls back to the untranslated one per field', () => {
    const slot = {
      ...full.sections[0]!.blocks[0]!.slots[0]!,
      // Without resolved data, so the element reads its content from the config.
      data: null,
      config: { content: { source: 'static', value: '<p>Original</p>' }, verticalAlign: { source: 'static', value: 'center' } },
      translated: { config: { content: { source: 'static', value: '<p>Übersetzt</p>' }, verticalAlign: { source: 'static', value: null } } },
    } as unknown as Schemas['CmsSlot'];
    const withSlot = { ...full, sections: [{ ...full.sections[0]!, blocks: [{ ...full.sections[0]!.blocks[0]!, slots: [slot] }] }] };
    const slim = slimCmsPage(withSlot).sections[0]!.blocks[0]!.slots[0]!;
    expect(getSlotConfigValue(slim, 'content')).toBe('<p>Übersetzt</p>');
    expect(getSlotConfigValue(slim, 'verticalAlign')).toBe(getSlotConfigValue(slot, 'verticalAlign'));
  });
});
