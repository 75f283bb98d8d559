import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { Button } from '@gipfel/ui';
import { AddressCard } from './address-card';
import * as styles from './account-pages.css';

export interface AddressListProps {
  addresses: ReadonlyArray<Schemas['CustomerAddress']>;
  defaultBillingAddressId?: string | null;
  defaultShippingAddressId?: string | null;
  /** Where the action forms post (default: the current URL); intents `default-billing`, `default-shipping`, `delete`. */
  action?: string;
  /** Link to edit an address (e.g. `?edit={id}`). */
  editHref: (addressId: string) => string;
  /** Link that asks to confirm a deletion (e.g. `?delete={id}`). */
  deleteHref: (addressId: string) => string;
  /** The address whose deletion is being confirmed. */
  confirmDeleteId?: string | null;
  /** Link that cancels the confirmation. */
  cancelHref?: string;
  pending?: boolean;
}

function PostButton({ action, intent, addressId, label, pending, variant = 'secondary' }: { action?: string; intent: string; addressId: string; label: string; pending: boolean; variant?: 'secondary' | 'danger' }) {
  return (
    <form method="post" action={action} className={styles.inlineForm}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={addressId} />
      <Button type="submit" variant={variant} size="sm" disabled={pending}>
        {label}
      </Button>
    </form>
  );
}

/** The customer's addresses with their default marks and actions (all plain post forms). */
export function AddressList({ addresses, defaultBillingAddressId, defaultShippingAddressId, action, editHref, deleteHref, confirmDeleteId, cancelHref, pending = false }: AddressListProps) {
  const { t } = useTranslation('account');
  if (addresses.length === 0) return <p>{t('addresses.empty')}</p>;
  return (
    <ul className={styles.cards} aria-label={t('addresses.listLabel')}>
      {addresses.map((address) => {
        const isBilling = address.id === defaultBillingAddressId;
        const isShipping = address.id === defaultShippingAddressId;
        const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
        const headingId = `address-card-${address.id}`;
        return (
          <li key={address.id} className={styles.card} aria-labelledby={headingId} data-testid="address-card">
            <h3 id={headingId} className={styles.muted}>
              {t('addresses.addressOf', { name })}
            </h3>
            {(isBilling || isShipping) && (
              <ul className={styles.badges}>
                {isBilling && <li className={styles.badge}>{t('addresses.defaultBilling')}</li>}
                {isShipping && <li className={styles.badge}>{t('addresses.defaultShipping')}</li>}
              </ul>
            )}
            <AddressCard address={address} />
            {confirmDeleteId === address.id ? (
              <div className={styles.actions} role="group" aria-label={t('addresses.confirmDelete')}>
                <p>{t('addresses.confirmDelete')}</p>
                <PostButton action={action} intent="delete" addressId={address.id} label={t('addresses.confirmDeleteSubmit')} pending={pending} variant="danger" />
                {cancelHref && <a href={cancelHref}>{t('accountCommon.cancel')}</a>}
              </div>
            ) : (
              <div className={styles.actions}>
                <a href={editHref(address.id)} aria-label={`${t('addresses.edit')}: ${name}, ${address.street ?? ''}`}>
                  {t('addresses.edit')}
                </a>
                {!isBilling && <PostButton action={action} intent="default-billing" addressId={address.id} label={t('addresses.setDefaultBilling')} pending={pending} />}
                {!isShipping && <PostButton action={action} intent="default-shipping" addressId={address.id} label={t('addresses.setDefaultShipping')} pending={pending} />}
                <a href={deleteHref(address.id)} aria-label={`${t('addresses.delete')}: ${name}, ${address.street ?? ''}`}>
                  {t('addresses.delete')}
                </a>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
