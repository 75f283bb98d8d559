import { useTranslation } from '@gipfel/i18n';

/** The page's main heading, from `storefront:pages.<id>.title`. */
export function PageTitle({ pageId }: { pageId: string }) {
  const { t } = useTranslation('storefront');
  return <h1>{t(`pages.${pageId}.title`)}</h1>;
}
