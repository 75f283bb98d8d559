import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import { localizePath, shopLocales } from '../../lib/i18n/shop-locales';
import { loadRecipeListing, RecipeListing, recipePath, type Recipe } from '@gipfel/recipes';
import type { FormEvent } from 'react';
import { PageTitle } from '../../components/page-title';
import { useLanguage } from '../../lib/i18n/language';
import { pageMeta } from '../../lib/i18n/page-meta';
import { withShop } from '../../lib/server/shop-route.server';

export const meta = pageMeta('recipes');

/** `/recipes`: the recipes with tag, difficulty and cook-time filters; the URL holds them. */
export const loader = withShop(async ({ client }, { request }: LoaderFunctionArgs) => {
  const { listing, values } = await loadRecipeListing(client, { searchParams: new URL(request.url).searchParams });
  return { listing, values };
});

export default function RecipesPage() {
  const { listing, values } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const action = localizePath('/recipes', language);

  // With JavaScript the filters navigate client-side; without it the form GETs the same URL.
  const onFilterSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '') params.append(name, value);
    }
    const query = params.toString();
    navigate(query ? `${action}?${query}` : action);
  };

  return (
    <>
      <PageTitle pageId="recipes" />
      <RecipeListing
        // Fresh form state for every URL (back/forward, pages, reset).
        key={location.search}
        listing={listing}
        values={values}
        action={action}
        hrefFor={(recipe: Recipe) => recipePath(recipe.slug ?? recipe.id, language, shopLocales())}
        onFilterSubmit={onFilterSubmit}
      />
    </>
  );
}
