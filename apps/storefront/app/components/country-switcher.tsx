import { Form, useLocation, useSubmit } from '@remix-run/react';
import { Button, visuallyHidden } from '@gipfel/ui';
import { useId } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { useCountryChoice } from '../layouts/use-layout-navigation';
import * as styles from '../styles/shell.css';

/**
 * The delivery country (shipping estimate, taxes): a plain form that changes the Store API
 * context (`PATCH /context` with `countryId`); with JavaScript it applies on change.
 */
export function CountrySwitcher() {
  const { t } = useTranslation('storefront');
  const { current, countries } = useCountryChoice();
  const location = useLocation();
  const submit = useSubmit();
  const id = useId();
  if (countries.length < 2 || !current) return null;
  return (
    <Form method="post" action="/api/context" className={styles.currencyForm} onChange={(event) => submit(event.currentTarget)}>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className={visuallyHidden}>
        {t('country.label')}
      </label>
      <select id={id} name="countryId" defaultValue={current.id} key={current.id} className={styles.currencySelect} data-testid="country-switch">
        {countries.map((c) => (
          <option key={c.id} value={c.id} title={c.name}>
            {c.iso}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" size="sm" variant="secondary">
          {t('country.apply')}
        </Button>
      </noscript>
    </Form>
  );
}
