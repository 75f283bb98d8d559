import { useTranslation } from '@gipfel/i18n';
import type { AddressActionResult, AddressBook } from './address-book';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';
import * as styles from './account-pages.css';

export interface AddressBookViewProps {
  book: AddressBook;
  defaultBillingAddressId?: string | null;
  defaultShippingAddressId?: string | null;
  /** The answer to the last post that did not go through. */
  result?: AddressActionResult | null;
  /** What the last post did (`?done=`), shown as a notice. */
  done?: string | null;
  /** The address whose deletion is being confirmed (`?delete=`). */
  confirmDeleteId?: string | null;
  /** The page's own path, without query. */
  pageHref: string;
  /** Set when the shopper came from the checkout: a link back to it, kept on every link (`from=checkout`). */
  checkoutHref?: string | null;
  pending?: boolean;
}

const notices: Record<string, string> = {
  added: 'addresses.added',
  updated: 'addresses.updated',
  deleted: 'addresses.deleted',
  'default-billing': 'addresses.defaultBillingSet',
  'default-shipping': 'addresses.defaultShippingSet',
};

/** The address book: a notice or error, the addresses with their actions and the form to add or change one; plain post forms. */
export function AddressBookView({ book, defaultBillingAddressId, defaultShippingAddressId, result, done, confirmDeleteId, pageHref, checkoutHref, pending = false }: AddressBookViewProps) {
  const { t } = useTranslation(['account', 'forms']);
  const href = (query?: string) => {
    const parts = [query, checkoutHref ? 'from=checkout' : undefined].filter(Boolean);
    return parts.length ? `${pageHref}?${parts.join('&')}` : pageHref;
  };
  const page = href();
  const { editing, swissId } = book;
  const editId = result?.intent === 'address' ? result.addressId : editing?.id;
  const formResult = result?.intent === 'address' ? result : undefined;
  const actionError = result && result.intent !== 'address' ? result.formError : undefined;
  const notice = !result ? notices[done ?? ''] : undefined;
  return (
    <div className={styles.stack}>
      {checkoutHref && (
        <p>
          <a href={checkoutHref}>{t('addresses.backToCheckout')}</a>
        </p>
      )}
      {notice && (
        <p className={styles.success} role="status">
          {t(notice)}
        </p>
      )}
      {actionError && (
        <p className={styles.error} role="alert">
          {t(actionError.key, { ...actionError.params })}
        </p>
      )}
      <AddressList
        addresses={book.addresses}
        defaultBillingAddressId={defaultBillingAddressId}
        defaultShippingAddressId={defaultShippingAddressId}
        action={page}
        editHref={(id) => `${href(`edit=${id}`)}#address-form`}
        deleteHref={(id) => href(`delete=${id}`)}
        confirmDeleteId={confirmDeleteId}
        cancelHref={page}
        pending={pending}
      />
      <div id="address-form">
        <AddressForm
          key={editId ?? 'new'}
          action={page}
          addressId={editId}
          salutations={book.salutations}
          countries={book.countries}
          states={book.states}
          statesCountryId={swissId}
          defaultValues={formResult?.values ?? (editing && editing.id === editId ? editing.values : { countryId: swissId })}
          errors={formResult?.errors}
          formError={formResult?.formError}
          cancelHref={editId ? page : undefined}
          pending={pending}
        />
      </div>
    </div>
  );
}
