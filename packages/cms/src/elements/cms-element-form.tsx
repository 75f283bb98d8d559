import type { Schemas } from '@gipfel/api';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { useCmsContext } from '../cms-context';
import type { CmsElementProps } from '../registry';
import { getSlotConfigValue } from './slot-config';

/** The forms a CMS `form` element can show: Shopware's two and Gipfel's three service forms. */
export type CmsFormKind = 'contact' | 'newsletter' | 'repair' | 'return' | 'warranty';

const serviceKinds = ['repair', 'return', 'warranty'] as const;

/**
 * The form of a `form` slot. Shopware's config `type` is `contact` or `newsletter`; Gipfel's
 * service forms are a contact form with config `formKind` `repair`, `return` or `warranty`
 * (a `type` of one of those is taken too). Anything else is no form.
 */
export function getCmsFormKind(slot: Schemas['CmsSlot']): CmsFormKind | undefined {
  const type = getSlotConfigValue(slot, 'type');
  const kind = getSlotConfigValue(slot, 'formKind');
  if (type === 'contact' || type === undefined) {
    if (typeof kind === 'string' && (serviceKinds as readonly string[]).includes(kind)) return kind as CmsFormKind;
    return type === 'contact' ? 'contact' : undefined;
  }
  if (type === 'newsletter') return 'newsletter';
  if (typeof type === 'string' && (serviceKinds as readonly string[]).includes(type)) return type as CmsFormKind;
  return undefined;
}

/** The pages of the forms, where the fallback links go (the host localizes them). */
export const cmsFormPaths: Record<CmsFormKind, string> = {
  contact: '/contact',
  repair: '/repair-request',
  return: '/return',
  warranty: '/warranty',
  newsletter: '/newsletter-subscribe',
};

export interface CmsFormRenderProps {
  kind: CmsFormKind;
  slot: Schemas['CmsSlot'];
  /** The element's `title` config, if the editor set one. */
  title: string | undefined;
  /** The element's `confirmationText` config, if any. */
  confirmationText: string | undefined;
}

const CmsFormContext = createContext<((props: CmsFormRenderProps) => ReactNode) | null>(null);

/** Lets the host render the forms of `form` elements (it owns the action, captcha and session). */
export function CmsFormProvider({ render, children }: { render: (props: CmsFormRenderProps) => ReactNode; children: ReactNode }) {
  return <CmsFormContext.Provider value={render}>{children}</CmsFormContext.Provider>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The CMS `form` element: the host's form for the slot's kind (see `CmsFormProvider`), or,
 * without one, a link to the form's own page.
 */
export function CmsElementForm({ slot }: CmsElementProps) {
  const { t } = useTranslation('cms');
  const { localizeHref } = useCmsContext();
  const render = useContext(CmsFormContext);
  const kind = getCmsFormKind(slot);
  if (!kind) return null;
  const props: CmsFormRenderProps = {
    kind,
    slot,
    title: text(getSlotConfigValue(slot, 'title')),
    confirmationText: text(getSlotConfigValue(slot, 'confirmationText')),
  };
  if (render) return <div data-cms-form={kind}>{render(props)}</div>;
  return (
    <p data-cms-form={kind}>
      <a href={localizeHref(cmsFormPaths[kind])}>{props.title ?? t(`form.${kind}`)}</a>
    </p>
  );
}
