import type { Schemas } from '@gipfel/api';
import { ListingLinkProvider, ProductCard, ProductSlider } from '@gipfel/listing';
import type { ReactNode } from 'react';
import { useCmsContext } from '../cms-context';
import type { CmsElementProps } from '../registry';
import { getSlotConfigValue, getSlotData } from './slot-config';

/** Product links of the listing components get the same language prefix as the CMS links. */
function Localized({ children }: { children: ReactNode }) {
  const { localizeHref } = useCmsContext();
  return <ListingLinkProvider localizeHref={localizeHref}>{children}</ListingLinkProvider>;
}

/** The CMS `product-box`: one product card. */
export function CmsElementProductBox({ slot }: CmsElementProps) {
  const { currency } = useCmsContext();
  const product = getSlotData(slot, 'product') as Schemas['Product'] | null | undefined;
  if (!product?.id) return null;
  return (
    <Localized>
      <ProductCard product={product} currency={currency} />
    </Localized>
  );
}

/** The CMS `product-slider`: a titled row of products. */
export function CmsElementProductSlider({ slot }: CmsElementProps) {
  const { currency } = useCmsContext();
  const products = getSlotData(slot, 'products') as Schemas['Product'][] | null | undefined;
  if (!products?.length) return null;
  const title = getSlotConfigValue(slot, 'title');
  return (
    <Localized>
      <ProductSlider products={products} currency={currency} title={typeof title === 'string' && title !== '' ? title : undefined} />
    </Localized>
  );
}
