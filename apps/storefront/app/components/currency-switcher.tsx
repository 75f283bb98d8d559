import { Form, useLocation, useSubmit } from '@remix-run/react';
import { Button, visuallyHidden } from '@gipfel/ui';
import { useId } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { useCurrencyChoice } from '../layouts/use-layout-navigation';
import * as styles from '../styles/shell.css';

/** CHF or EUR: a plain form that changes the Store API context; with JavaScript it applies on change. */
export function CurrencySwitcher() {
  const { t } = useTranslation('storefront');
  const { current, currencies } = useCurrencyChoice();
  const location = useLocation();
  const submit = useSubmit();
  const id = useId();
  if (currencies.length < 2 || !current) return null;
  return (
    <Form method="post" action="/api/context" className={styles.currencyForm} onChange={(event) => submit(event.currentTarget)}>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className={visuallyHidden}>
        {t('currency.label')}
      </label>
      <select id={id} name="currencyId" defaultValue={current.id} key={current.id} className={styles.currencySelect}>
        {currencies.map((c) => (
          <option key={c.id} value={c.id}>
            {c.isoCode}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" size="sm" variant="secondary">
          {t('currency.apply')}
        </Button>
      </noscript>
    </Form>
  );
}
