import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { parseListingQuery, type ListingCriteria } from '@gipfel/api';
import { countActiveFilters } from './active-filters';
import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { listingWithFilters as listing } from './filter-fixture';
import { ListingLinkProvider } from './listing-links';

const chosen: ListingCriteria = {
  properties: 'cc02c6cf39ad43d5856a25f8928490bf|dcd3a971b122413785ed56a5782ed5b7',
  'shipping-free': true,
};

/**
 * A listing page as the storefront lays it out: the filters beside the products from lg up, the
 * "Filter (n)" button above them on phones and tablets; chips above the grid. Choices apply at once here as
 * the host's router does it (24 products less 3 per chosen value).
 */
function ListingPage({ initial }: { initial: ListingCriteria }) {
  const [criteria, setCriteria] = useState(initial);
  const shown = { ...listing, total: Math.max(0, 24 - 3 * countActiveFilters(criteria)) };
  return (
    <ListingLinkProvider localizeHref={(path) => path} navigate={(href) => setCriteria(parseListingQuery(new URLSearchParams(href.slice(1))))}>
      <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' }}>
        <FilterDrawer listing={shown} criteria={criteria} />
        <div style={{ display: 'grid', gap: '1rem', alignContent: 'start', gridColumn: 'span 2' }}>
          <FilterChips listing={shown} criteria={criteria} />
          <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1rem', listStyle: 'none', margin: 0, padding: 0 }}>
            {Array.from({ length: Math.min(shown.total, 4) }, (_, index) => (
              <li key={index} style={{ height: '8rem', background: '#f2f0eb', borderRadius: '0.5rem' }} />
            ))}
          </ul>
        </div>
      </div>
    </ListingLinkProvider>
  );
}

const meta = {
  title: 'Listing/FilterDrawer',
  component: FilterDrawer,
  args: { listing, criteria: chosen },
  argTypes: { listing: { control: false } },
  render: (args) => <ListingPage initial={args.criteria ?? {}} />,
} satisfies Meta<typeof FilterDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: the "Filter (3)" button opens the drawer with "Show n products" and "Reset"; the chips stay above the grid. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getAllByRole('button').find((button) => button.getAttribute('aria-haspopup') === 'dialog');
    if (trigger) await userEvent.click(trigger);
  },
};

/** A phone before any choice: the button says only "Filter", no chips. */
export const PhoneWithoutFilters: Story = {
  args: { criteria: {} },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A tablet (md to lg): the listing is one column, so the filters are in the drawer as on a phone. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** From lg up the filters are the sidebar, with their own "Apply filters"; the chips are above the grid. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
