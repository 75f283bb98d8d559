import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n, I18nextProvider } from '@gipfel/i18n';
import { listingTexts } from '@gipfel/listing';
import { uiTexts } from '@gipfel/ui';
import type { Schemas } from '@gipfel/api';
import type { ListingPageLoader } from '@gipfel/listing';
import cmsFixture from '../../../../fixtures/shopware-responses/CmsPage.json';
import { expectNoAxeViolations, renderWithI18n } from '../blog-test-utils';
import { CmsPage } from '../cms-page';
import { listingPageFixture } from './listing-page-fixture';
import { cmsTexts } from '../texts';

type ListingResult = Schemas['ProductListingResult'];
const section = cmsFixture.cmsPage.sections[0]!;

function listingPage(n: number, limit = 2, total = 5): ListingResult {
  return listingPageFixture(n, { limit, total, name: (position) => `Käse ${position + 1}`, id: (page, i) => `k${page}${i}`.padEnd(32, '0') });
}

/** A category layout with one product-listing slot holding `listing`. */
function pageWith(listing: ListingResult, config: Record<string, unknown> = {}): Schemas['CmsPage'] {
  const slot = { id: 'listing'.padEnd(32, '0'), type: 'product-listing', slot: 'content', config, translated: { config }, data: { listing }, apiAlias: 'cms_slot' };
  return {
    ...cmsFixture.cmsPage,
    type: 'product_list',
    sections: [{ ...section, blocks: [{ ...section.blocks[0], id: 'block'.padEnd(32, '0'), type: 'product-listing', slots: [slot] }] }],
  } as unknown as Schemas['CmsPage'];
}

const names = () => within(screen.getByRole('list', { name: /Produkte|Products/ })).getAllByRole('heading').map((h) => h.textContent);

describe('CmsElementProductListing', () => {
  it('appends the next page from the host’s loadListingPage below the shown products (de)', async () => {
    const loadListingPage = vi.fn<ListingPageLoader>(async (n) => listingPage(n));
    renderWithI18n(<CmsPage page={pageWith(listingPage(1))} loadListingPage={loadListingPage} localizeHref={(href) => `/fr${href}`} />, 'de');
    expect(names()).toEqual(['Käse 1', 'Käse 2']);
    const replaceState = vi.spyOn(window.history, 'replaceState');
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Produkte laden' }));
    await waitFor(() => expect(names()).toEqual(['Käse 1', 'Käse 2', 'Käse 3', 'Käse 4']));
    expect(loadListingPage).toHaveBeenCalledWith(2, expect.objectContaining({ p: 2, limit: 2 }));
    expect(replaceState).toHaveBeenCalledWith(window.history.state, '', expect.stringContaining('p=2'));
    expect(screen.getByText('2 weitere Produkte geladen')).toBeInTheDocument();
    replaceState.mockRestore();
  });

  it('takes a new listing of the host (other page or sorting) in place of the shown one (en)', async () => {
    const i18n = createI18n({ language: 'en', namespaces: { cms: cmsTexts, listing: listingTexts, ui: uiTexts } });
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { rerender } = render(<CmsPage page={pageWith(listingPage(1))} loadListingPage={async (n) => listingPage(n)} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(names()).toHaveLength(4));
    rerender(<CmsPage page={pageWith({ ...listingPage(3), sorting: 'name-desc' })} loadListingPage={async (n) => listingPage(n)} />);
    await waitFor(() => expect(names()).toEqual(['Käse 5']));
  });

  it('without a loader, load more links to the next page; the element’s limit applies when the listing has none', async () => {
    const listing = { ...listingPage(1), limit: undefined } as unknown as ListingResult;
    const { container } = renderWithI18n(<CmsPage page={pageWith(listing, { limit: { value: 2, source: 'static' } })} />, 'fr');
    expect(screen.getByRole('link', { name: 'Afficher plus de produits' })).toHaveAttribute('href', expect.stringMatching(/[?&]p=2$/));
    expect(screen.getByText('2 produits affichés sur 5')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
