import { useEffect, type MutableRefObject } from 'react';
import { formatLocaleOf, formatMoney, useTranslation } from '@gipfel/i18n';
import { type AsyncStatus, type Schemas, translatedText } from '@gipfel/api';
import { AppLink, Spinner } from '@gipfel/ui';
import { useProductHrefBuilder } from './listing-links';
import { getMediaImage } from './media';
import { getProductPrices } from './prices';
import * as styles from './search-suggest.css';

export interface SearchSuggestPopupProps {
  products: readonly Schemas['Product'][];
  status: AsyncStatus;
  total: number;
  term: string;
  /** The status line's text, shown in the popup when there is no option. */
  message: string;
  active: number;
  listboxId: string;
  optionId: (index: number) => string;
  searchAction: string;
  currency: string;
  showOptions: boolean;
  /** Receives the products' paths, for the field's Enter key. */
  hrefsRef: MutableRefObject<readonly string[]>;
  onActivate: (index: number) => void;
  onChoose: (href: string) => void;
}

/**
 * The suggestions below `SearchSuggest`'s field: the listbox of products (image, name, price) and
 * the link to all results. Loaded with the field's first focus (see search-suggest.tsx).
 */
export function SearchSuggestPopup({ products, status, total, term, message, active, listboxId, optionId, searchAction, currency, showOptions, hrefsRef, onActivate, onChoose }: SearchSuggestPopupProps) {
  const { t, i18n } = useTranslation('listing');
  const productHref = useProductHrefBuilder();
  const paths = products.map((product) => productHref(product));
  useEffect(() => {
    hrefsRef.current = paths;
  });
  const price = (product: Schemas['Product']) => {
    const prices = getProductPrices(product);
    const shown = formatMoney(prices.displayPrice, { currency, locale: formatLocaleOf(i18n.language) });
    return prices.isFromPrice ? t('price.from', { price: shown }) : shown;
  };

  return (
    // Mouse presses keep the focus in the field, so the popup stays open until a click lands.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.popup} onMouseDown={(event) => event.preventDefault()}>
      {status === 'pending' ? (
        // The status line of the field announces it; the spinner is only for the eye.
        <span aria-hidden="true">
          <Spinner size="sm" label={t('search.pending')} />
        </span>
      ) : null}
      {status !== 'pending' && products.length === 0 && message ? (
        <p className={styles.message} aria-hidden="true">
          {message}
        </p>
      ) : null}
      <ul id={listboxId} role="listbox" aria-label={t('search.suggestions')} className={styles.listbox} hidden={!showOptions}>
        {products.map((product, index) => {
          const image = getMediaImage(product.cover?.media, { minWidth: 100 });
          return (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (aria-activedescendant)
            <li key={product.id} id={optionId(index)} role="option" aria-selected={index === active} className={styles.option} onMouseEnter={() => onActivate(index)} onClick={() => onChoose(paths[index]!)}>
              {image ? <img className={styles.thumb} src={image.src} width={image.width} height={image.height} alt="" loading="lazy" /> : <span className={styles.thumb} />}
              <span className={styles.name}>{translatedText(product, 'name').trim()}</span>
              <span className={styles.price}>{price(product)}</span>
            </li>
          );
        })}
      </ul>
      {status === 'success' && total > 0 ? (
        <AppLink href={`${searchAction}?${new URLSearchParams({ search: term }).toString()}`} className={styles.showAll}>
          {t('search.showAll', { count: total })}
        </AppLink>
      ) : null}
    </div>
  );
}
