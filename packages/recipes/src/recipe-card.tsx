import { AppLink } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import { CookTime } from './cook-time';
import { pickRecipeImage, recipeName, recipeTeaser } from './media';
import type { Recipe } from './recipe';
import * as styles from './recipes.css';

export interface RecipeCardProps {
  recipe: Pick<Recipe, 'id' | 'name' | 'teaser' | 'media' | 'cookTimeMinutes' | 'difficulty' | 'tags' | 'translated'>;
  /** Localised path of the recipe page, e.g. `/fr/recipes/fondue-moitie-moitie`. */
  href: string;
  headingLevel?: 2 | 3 | 4;
  /** Loads the picture at once (the first cards of a page). */
  eager?: boolean;
}

/** A recipe teaser: picture, name (the link), teaser, cook time, difficulty and tags. */
export function RecipeCard({ recipe, href, headingLevel = 3, eager = false }: RecipeCardProps) {
  const { t } = useTranslation('recipes');
  const Heading = `h${headingLevel}` as const;
  const name = recipeName(recipe);
  const teaser = recipeTeaser(recipe);
  const image = pickRecipeImage(recipe.media, 400);
  return (
    <article className={styles.card}>
      {image ? (
        <img
          className={styles.cardImage}
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 900px) 25vw, 100vw"
          width={image.width}
          height={image.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <AppLink href={href} className={styles.cardLink}>
            {name}
          </AppLink>
        </Heading>
        {teaser ? <p className={styles.teaser}>{teaser}</p> : null}
        <dl className={styles.meta}>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('card.cookTime')}</dt>
            <dd className={styles.value}>
              <CookTime minutes={recipe.cookTimeMinutes} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('card.difficulty')}</dt>
            <dd className={styles.value}>{t(`difficulty.${recipe.difficulty}`)}</dd>
          </div>
        </dl>
        {recipe.tags?.length ? (
          <ul className={styles.tagList} aria-label={t('card.tags')}>
            {recipe.tags.map((tag) => (
              <li key={tag.slug} className={styles.tag}>
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
