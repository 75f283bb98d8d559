import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseListingQuery, type ListingCriteria, type Schemas } from '@gipfel/api';
import { AppLink, Button, Checkbox, TextField } from '@gipfel/ui';
import { formatPrice, priceLocaleFor } from './format-price';
import { getListingFilters, type ListingFilters } from './listing-filters';
import { getListingCriteria, idsOf, listingHref, listingQueryEntries } from './listing-url';
import * as styles from './filter-panel.css';

export interface FilterPanelProps {
  listing: Partial<Pick<Schemas['ProductListingResult'], 'aggregations' | 'currentFilters' | 'sorting'>>;
  /** The criteria of the current URL (`parseListingQuery`); default: read from the listing. */
  criteria?: ListingCriteria;
  /** Where the GET form goes (default: the current URL). */
  action?: string;
  /** With JavaScript: called with the new criteria instead of submitting the form. */
  onApply?: (criteria: ListingCriteria) => void;
  currency?: string;
  /** Level of the "Filters" heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

const RATINGS = [5, 4, 3, 2, 1] as const;
// Set by the form's own fields, or dropped: the page starts again at 1 (no `p`) when filters change.
const FORM_FIELDS: ReadonlyArray<keyof ListingCriteria> = ['properties', 'manufacturer', 'min-price', 'max-price', 'rating', 'shipping-free', 'p'];

interface ActiveFilter {
  key: string;
  label: string;
  href: string;
}

function activeFilters(
  criteria: ListingCriteria,
  filters: ListingFilters,
  t: (key: string, options?: Record<string, unknown>) => string,
  price: (value: number) => string,
): ActiveFilter[] {
  const base: ListingCriteria = { ...criteria, p: undefined };
  const active: ActiveFilter[] = [];
  const propertyIds = idsOf(criteria.properties);
  for (const id of propertyIds) {
    const group = filters.propertyGroups.find((entry) => entry.options.some((option) => option.id === id));
    const option = group?.options.find((entry) => entry.id === id);
    active.push({
      key: `properties-${id}`,
      label: group && option ? `${group.name}: ${option.name}` : id,
      href: listingHref(base, { properties: propertyIds.filter((other) => other !== id).join('|') }),
    });
  }
  const manufacturerIds = idsOf(criteria.manufacturer);
  for (const id of manufacturerIds) {
    active.push({
      key: `manufacturer-${id}`,
      label: filters.manufacturers.find((entry) => entry.id === id)?.name ?? id,
      href: listingHref(base, { manufacturer: manufacturerIds.filter((other) => other !== id).join('|') }),
    });
  }
  if (criteria['min-price'] !== undefined) {
    active.push({ key: 'min-price', label: t('filters.priceFrom', { price: price(criteria['min-price']) }), href: listingHref(base, { 'min-price': undefined }) });
  }
  if (criteria['max-price'] !== undefined) {
    active.push({ key: 'max-price', label: t('filters.priceTo', { price: price(criteria['max-price']) }), href: listingHref(base, { 'max-price': undefined }) });
  }
  if (criteria.rating !== undefined) {
    active.push({ key: 'rating', label: t('filters.ratingFrom', { count: criteria.rating }), href: listingHref(base, { rating: undefined }) });
  }
  if (criteria['shipping-free']) {
    active.push({ key: 'shipping-free', label: t('filters.shippingFree'), href: listingHref(base, { 'shipping-free': undefined }) });
  }
  return active;
}

/**
 * The listing's filters as one GET form: a checkbox list per property group, manufacturers,
 * a price range, a minimum rating and free shipping, with the active filters as removable chips.
 * Checkboxes of one kind share a name (`properties`, `manufacturer`), so the browser sends the
 * ids as repeated parameters; `parseListingQuery` joins them into Shopware's pipe-separated list.
 */
export function FilterPanel({ listing, criteria, action, onApply, currency = 'CHF', headingLevel = 2, className }: FilterPanelProps) {
  const { t, i18n } = useTranslation('listing');
  const id = useId();
  const current = criteria ?? getListingCriteria(listing);
  const filters = getListingFilters(listing.aggregations);
  const price = (value: number) => formatPrice(value, { currency, locale: priceLocaleFor(i18n.language) });
  const properties = new Set(idsOf(current.properties));
  const manufacturers = new Set(idsOf(current.manufacturer));
  const showRating = filters.maxRating !== undefined || current.rating !== undefined;
  const showShippingFree = filters.shippingFree || current['shipping-free'] === true;
  const showPrice = filters.price !== undefined || current['min-price'] !== undefined || current['max-price'] !== undefined;
  const hasFilters = filters.propertyGroups.length > 0 || filters.manufacturers.length > 0 || showPrice || showRating || showShippingFree;
  const active = activeFilters(current, filters, t, price);
  const Heading = `h${headingLevel}` as const;
  const titleId = `${id}-title`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!onApply) return;
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') query.append(name, value);
    onApply(parseListingQuery(query));
  }

  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t('filters.title')}
      </Heading>

      {active.length > 0 ? (
        <div>
          <ul className={styles.chips} aria-label={t('filters.active')}>
            {active.map((filter) => (
              <li key={filter.key}>
                <AppLink href={filter.href} className={styles.chip} aria-label={t('filters.remove', { label: filter.label })}>
                  {filter.label}
                  <span aria-hidden="true">×</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {hasFilters ? (
        <form method="get" action={action} className={styles.form} aria-labelledby={titleId} onSubmit={handleSubmit}>
          {listingQueryEntries(current, FORM_FIELDS).map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}

          {filters.propertyGroups.map((group) => (
            <fieldset key={group.id} className={styles.fieldset}>
              <legend className={styles.legend}>{group.name}</legend>
              <div className={styles.options}>
                {group.options.map((option) => (
                  <Checkbox
                    key={option.id}
                    name="properties"
                    value={option.id}
                    defaultChecked={properties.has(option.id)}
                    label={
                      <>
                        {option.colorHexCode ? (
                          <span className={styles.swatch} style={{ background: option.colorHexCode }} aria-hidden="true" />
                        ) : null}
                        {option.name}
                      </>
                    }
                  />
                ))}
              </div>
            </fieldset>
          ))}

          {filters.manufacturers.length > 0 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.manufacturer')}</legend>
              <div className={styles.options}>
                {filters.manufacturers.map((manufacturer) => (
                  <Checkbox
                    key={manufacturer.id}
                    name="manufacturer"
                    value={manufacturer.id}
                    defaultChecked={manufacturers.has(manufacturer.id)}
                    label={manufacturer.name}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}

          {showPrice ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.price')}</legend>
              <div className={styles.priceRow}>
                <TextField
                  type="number"
                  name="min-price"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  label={`${t('filters.minPrice')} (${currency})`}
                  defaultValue={current['min-price'] ?? ''}
                  placeholder={filters.price ? String(Math.floor(filters.price.min)) : undefined}
                />
                <TextField
                  type="number"
                  name="max-price"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  label={`${t('filters.maxPrice')} (${currency})`}
                  defaultValue={current['max-price'] ?? ''}
                  placeholder={filters.price ? String(Math.ceil(filters.price.max)) : undefined}
                />
              </div>
            </fieldset>
          ) : null}

          {showRating ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.rating')}</legend>
              {RATINGS.map((stars) => (
                <label key={stars} className={styles.radioRow}>
                  <input type="radio" name="rating" value={stars} defaultChecked={current.rating === stars} />
                  <span className={styles.stars} aria-hidden="true">
                    {'★'.repeat(stars)}
                    {'☆'.repeat(5 - stars)}
                  </span>
                  {t('filters.ratingFrom', { count: stars })}
                </label>
              ))}
              <label className={styles.radioRow}>
                <input type="radio" name="rating" value="" defaultChecked={current.rating === undefined} />
                {t('filters.ratingAny')}
              </label>
            </fieldset>
          ) : null}

          {showShippingFree ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.shippingFree')}</legend>
              <Checkbox name="shipping-free" value="1" defaultChecked={current['shipping-free'] === true} label={t('filters.shippingFree')} />
            </fieldset>
          ) : null}

          <div className={styles.actions}>
            <Button type="submit">{t('filters.apply')}</Button>
            {active.length > 0 ? (
              <AppLink
                href={listingHref({ search: current.search, order: current.order, limit: current.limit })}
                className={styles.reset}
              >
                {t('filters.reset')}
              </AppLink>
            ) : null}
          </div>
        </form>
      ) : (
        <p className={styles.none}>{t('filters.none')}</p>
      )}
    </section>
  );
}
