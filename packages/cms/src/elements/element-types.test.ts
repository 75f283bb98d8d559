import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { cmsContentElements } from './cms-content-elements';
import { cmsElements } from './cms-elements';
import { cmsListingElements } from './cms-listing-elements';
import { cmsProductDetailElements } from './cms-product-detail-elements';
import { cmsPageElementTypes, listingElementTypes, productDetailElementTypes } from './element-types';

describe('the built-in elements in three sets', () => {
  it('are every element once: the content elements, the listing ones and the product detail layout ones', () => {
    const sets: Readonly<Record<string, unknown>>[] = [cmsContentElements, cmsListingElements, cmsProductDetailElements];
    expect(Object.keys(cmsListingElements).sort()).toEqual([...listingElementTypes].sort());
    expect(Object.keys(cmsProductDetailElements).sort()).toEqual([...productDetailElementTypes].sort());
    const all = sets.flatMap((set) => Object.keys(set));
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(cmsElements).sort());
    for (const [type, component] of Object.entries(cmsElements)) expect(sets.find((set) => type in set)?.[type]).toBe(component);
  });
});

describe('cmsPageElementTypes', () => {
  it("lists the types of a page's slots", () => {
    const page = {
      sections: [
        { blocks: [{ slots: [{ type: 'text' }, { type: 'image' }] }, { slots: [] }] },
        { blocks: [{ slots: [{ type: 'buy-box' }, { type: 'text' }] }] },
      ],
    } as unknown as Schemas['CmsPage'];
    expect([...cmsPageElementTypes(page)].sort()).toEqual(['buy-box', 'image', 'text']);
  });

  it('reads a page as Shopware sends it, and nothing from no page', () => {
    const types = cmsPageElementTypes(cmsFixture.cmsPage as unknown as Schemas['CmsPage']);
    expect(types.size).toBeGreaterThan(0);
    expect(cmsPageElementTypes(null).size).toBe(0);
    expect(cmsPageElementTypes({ sections: [{ blocks: null }] } as unknown as Schemas['CmsPage']).size).toBe(0);
  });
});
