import { Suspense } from 'react';
import { Await, useActionData, useLocation, useNavigate, useNavigation, useSearchParams } from '@remix-run/react';
import { translatedText } from '@gipfel/api';
import { useSanitizedHtml } from '@gipfel/cms';
import { useTranslation } from '@gipfel/i18n';
import { localizePath } from '../../lib/i18n/shop-locales';
import { ProductCrossSellings, ProductDetail, ProductReviewForm, ProductReviews, reviewFormAnchor } from '@gipfel/listing';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ProductWishlistToggle } from '../../components/storefront-wishlist';
import { useLanguage } from '../../lib/i18n/language';
import type { ProductPageActionData } from './product-review.server';
import { useCurrency, useLayoutCustomer } from '../../layouts/use-layout-navigation';
import type { ProductPageData } from './product.server';

/** @gipfel/listing's product page with the host's router: variant links, the review action's answer, streamed reviews and cross-sellings. */
export function ProductPage({ page }: { page: Omit<ProductPageData, 'kind'> }) {
  const { product } = page;
  const { t } = useTranslation('storefront');
  const language = useLanguage();
  const currency = useCurrency();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const customer = useLayoutCustomer();
  const actionData = useActionData<ProductPageActionData>();
  const review = actionData?.intent === 'review' ? actionData.review : null;
  // Shopware descriptions are HTML from the shop's admin: sanitised (links to allowed sites only) before they reach the page.
  const descriptionHtml = useSanitizedHtml(translatedText(product, 'description'));
  const cartAction = localizePath('/checkout/cart', language);
  const submitting = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const loginHref = customer?.role === 'customer' ? null : `${localizePath('/login', language)}?redirectTo=${encodeURIComponent(location.pathname)}`;

  return (
    <ProductDetail
      product={product}
      configurator={page.configurator}
      currency={currency}
      url={page.url}
      breadcrumbs={<Breadcrumbs items={[{ label: t('breadcrumb.home'), href: localizePath('/', language) }, ...page.breadcrumbs]} />}
      descriptionHtml={descriptionHtml}
      addToCartAction={cartAction}
      onSelectVariant={(optionIds, switchedGroupId) => {
        const search = new URLSearchParams({ options: optionIds.join('|'), switched: switchedGroupId });
        navigate(`?${search.toString()}`, { preventScrollReset: true });
      }}
      variantPending={navigation.state === 'loading' && navigation.location?.search.includes('options=') === true}
      buyBoxExtras={<ProductWishlistToggle product={product} />}
    >
      <Suspense fallback={<p>{t('detail.loadingReviews', { ns: 'listing' })}</p>}>
        <Await resolve={page.reviews} errorElement={null}>
          {(result) => (result ? <ProductReviews reviews={result.elements ?? []} total={result.total ?? 0} ratingAverage={product.ratingAverage} /> : null)}
        </Await>
      </Suspense>
      <ProductReviewForm
        id={reviewFormAnchor}
        productId={product.id}
        action={`${location.pathname}#${reviewFormAnchor}`}
        loginHref={loginHref}
        status={searchParams.get('review') === 'sent' && !review ? 'sent' : review && review.status !== 'invalid' ? review.status : null}
        values={review?.values}
        errors={review?.status === 'invalid' ? review.errors : undefined}
        retryAfterSeconds={review?.status === 'tooManyRequests' ? review.retryAfterSeconds : undefined}
        pending={submitting('review')}
      />
      <Suspense fallback={null}>
        <Await resolve={page.crossSellings} errorElement={null}>
          {(result) =>
            result ? (
              <ProductCrossSellings product={product} crossSellings={result} currency={currency} addToCartAction={cartAction} returnTo={location.pathname} bundlePending={submitting('add-bundle')} />
            ) : null
          }
        </Await>
      </Suspense>
    </ProductDetail>
  );
}
