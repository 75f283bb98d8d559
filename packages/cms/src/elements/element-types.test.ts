import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { cmsContentElements } from './cms-content-elements';
import { cmsElements } from './cms-elements';
import { cmsProductDetailElements } from './cms-product-detail-elements';
import { cmsPageElementTypes, productDetailElementTypes } from './element-types';

describe('the built-in elements in two sets', () => {
  it('are every element once: the content elements and the product detail layout ones', () => {
    const content = Object.keys(cmsContentElements);
    const productDetail = Object.keys(cmsProductDetailElements);
    expect(productDetail.sort()).toEqual([...productDetailElementTypes].sort());
    expect(content.filter((type) => productDetail.includes(type))).toEqual([]);
    expect([...content, ...productDetail].sort()).toEqual(Object.keys(cmsElements).sort());
    for (const [type, component] of Object.entries(cmsElements)) expect(component).toBe(cmsContentElements[type] ?? cmsProductDetailElements[type as keyof typeof cmsProductDetailElements]);
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
