import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from '@gipfel/i18n';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@gipfel/api';
import { i18nFromTexts } from '../lib/i18n/i18n';
import { textsFor } from '../lib/i18n/i18n.server';
import { cmsPartsOf, StorefrontCmsPage } from './cms-content';

function pageWith(...types: string[]): Schemas['CmsPage'] {
  const slots = types.map((type, index) => ({
    id: `slot-${index}`,
    type,
    slot: 'content',
    config: {},
    data: type === 'product-name' ? { content: 'Caquelon Gusseisen' } : type === 'text' ? { content: '<p>Fondue-Saison</p>' } : null,
  }));
  return {
    id: 'page',
    type: 'landingpage',
    sections: [{ id: 'section', position: 0, type: 'default', sizingMode: 'boxed', blocks: [{ id: 'block', position: 0, type: 'text', sectionPosition: 'main', slots }] }],
  } as unknown as Schemas['CmsPage'];
}

const withTexts = (children: React.ReactNode) => <I18nextProvider i18n={i18nFromTexts('de', textsFor('de', {}), false)}>{children}</I18nextProvider>;

describe('StorefrontCmsPage', () => {
  it('needs no part for a page of content elements, and the listing or product detail elements for a page with one of theirs', () => {
    expect(cmsPartsOf(pageWith('text', 'image', 'product-slider'))).toEqual([]);
    expect(cmsPartsOf(null)).toEqual([]);
    expect(cmsPartsOf(pageWith('text', 'buy-box')).map((part) => part.name)).toEqual(['cms-product-detail']);
    expect(cmsPartsOf(pageWith('sidebar-filter', 'product-listing')).map((part) => part.name)).toEqual(['cms-listing']);
    expect(cmsPartsOf(pageWith('product-listing', 'cross-selling')).map((part) => part.name)).toEqual(['cms-listing', 'cms-product-detail']);
  });

  it('renders content elements at once', () => {
    const html = renderToString(withTexts(<StorefrontCmsPage page={pageWith('text')} />));
    expect(html).toContain('Fondue-Saison');
  });

  it('renders a product detail element once its code is there: at once after the loader preloaded it, suspended before', async () => {
    const page = pageWith('text', 'product-name');
    const [part] = cmsPartsOf(page);
    expect(part?.loaded).toBe(false);
    render(
      withTexts(
        <Suspense fallback={<p>wird geladen</p>}>
          <StorefrontCmsPage page={page} />
        </Suspense>,
      ),
    );
    expect(screen.getByText('wird geladen')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Caquelon Gusseisen' })).toBeInTheDocument();
    await part!.preload();
    const html = renderToString(withTexts(<StorefrontCmsPage page={page} />));
    expect(html).toContain('Caquelon Gusseisen');
    expect(html).toContain('Fondue-Saison');
  });
});
