import type { Schemas } from '@gipfel/api';
import { translatedText } from '@gipfel/api';
import * as styles from './account-pages.css';

export interface AddressCardProps {
  address: Partial<Schemas['CustomerAddress']> | Partial<Schemas['OrderAddress']>;
}

/** A postal address as printed on a letter. */
export function AddressCard({ address }: AddressCardProps) {
  const a = address as Partial<Schemas['CustomerAddress']>;
  const country = translatedText(a.country, 'name');
  const state = translatedText(a.countryState, 'name');
  const lines = [
    a.company,
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.street,
    a.additionalAddressLine1,
    [a.zipcode, a.city].filter(Boolean).join(' '),
    [state, country].filter(Boolean).join(', '),
    a.phoneNumber,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 && <br />}
        </span>
      ))}
    </address>
  );
}
