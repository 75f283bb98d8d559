import { useState, type ReactNode } from 'react';
import { AppLink } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import { pickRecipeImage, recipeName, recipeSteps, recipeTeaser } from './media';
import { NutritionTable } from './nutrition-table';
import { RecipeFacts } from './recipe-facts';
import type { Recipe } from './recipe';
import * as styles from './recipes.css';
import { ServingsScaler } from './servings-scaler';

export interface RecipeDetailProps {
  recipe: Recipe;
  /** Persons the amounts are shown for (`?servings=`). */
  servings: number;
  /** A bad `?servings=` value, kept in the field with a message. */
  invalidServings?: string;
  /** The recipe page's path (the servings form GETs it). */
  action: string;
  /** Path of the print view for the servings shown. */
  printHref?: (servings: number) => string;
  /** Below the ingredients, e.g. `<IngredientsToCart>`. */
  children?: ReactNode;
  /** Above the title, e.g. breadcrumbs. */
  before?: ReactNode;
  onServingsChange?: (servings: number) => void;
}

/**
 * A recipe page: picture, name, teaser, facts, the ingredients with the servings scaler, the
 * steps as an ordered list, the nutrition table and the tags.
 */
export function RecipeDetail({ recipe, servings, invalidServings, action, printHref, children, before, onServingsChange }: RecipeDetailProps) {
  const { t } = useTranslation('recipes');
  const [shown, setShown] = useState(servings);
  const name = recipeName(recipe);
  const teaser = recipeTeaser(recipe);
  const steps = recipeSteps(recipe);
  const image = pickRecipeImage(recipe.media, 800);
  return (
    <article className={styles.detail}>
      {before}
      <header className={styles.detailHeader}>
        <div className={styles.detailIntro}>
          <h1 className={styles.title}>{name}</h1>
          {teaser ? <p className={styles.lead}>{teaser}</p> : null}
          <RecipeFacts recipe={recipe} servings={shown} />
          {recipe.tags?.length ? (
            <ul className={styles.tagList} aria-label={t('detail.tags')}>
              {recipe.tags.map((tag) => (
                <li key={tag.slug} className={styles.tag}>
                  {tag.name}
                </li>
              ))}
            </ul>
          ) : null}
          {printHref ? (
            <p className={styles.noPrint}>
              <AppLink href={printHref(shown)} rel="nofollow" className={styles.printLink}>
                {t('detail.print')}
              </AppLink>
            </p>
          ) : null}
        </div>
        {image ? (
          <img
            className={styles.detailImage}
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 900px) 50vw, 100vw"
            width={image.width}
            height={image.height}
            alt={recipe.media?.alt || t('detail.imageAlt', { name })}
          />
        ) : null}
      </header>
      <div className={styles.columns}>
        <div className={styles.section}>
          <ServingsScaler
            recipe={recipe}
            servings={servings}
            invalidValue={invalidServings}
            action={action}
            onServingsChange={(value) => {
              setShown(value);
              onServingsChange?.(value);
            }}
          />
          {children}
        </div>
        <div className={styles.section}>
          {steps.length ? (
            <section className={styles.section} aria-labelledby="recipe-steps">
              <h2 id="recipe-steps" className={styles.sectionTitle}>
                {t('detail.steps')}
              </h2>
              <ol className={styles.stepList}>
                {steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </section>
          ) : null}
          {recipe.nutrition ? (
            <section className={styles.section} aria-labelledby="recipe-nutrition">
              <h2 id="recipe-nutrition" className={styles.sectionTitle}>
                {t('detail.nutrition')}
              </h2>
              <NutritionTable nutrition={recipe.nutrition} />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
