import { useEffect, useRef } from 'react';
import { AppLink, Button, useHydrated } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import { IngredientList } from './ingredient-list';
import { pickRecipeImage, recipeName, recipeSteps, recipeTeaser } from './media';
import { NutritionTable } from './nutrition-table';
import { RecipeFacts } from './recipe-facts';
import type { Recipe } from './recipe';
import * as styles from './recipes.css';
import { scaleIngredients } from './scale';

export interface RecipePrintViewProps {
  recipe: Recipe;
  servings: number;
  /** The recipe page (the link back). */
  backHref: string;
  /** Opens the print dialog once after loading (with JavaScript). */
  autoPrint?: boolean;
  /** Called after the automatic print, e.g. to drop `?autoprint=1` from the URL. */
  onAutoPrinted?: () => void;
  /** Shown at the foot of the paper, e.g. the shop name and the recipe's address. */
  footer?: string;
}

/**
 * The recipe on A4 paper: no navigation, picture, facts, ingredients for the servings, steps and
 * nutrition. A "Print" button (with JavaScript) and a link back, both hidden on paper.
 */
export function RecipePrintView({ recipe, servings, backHref, autoPrint = false, onAutoPrinted, footer }: RecipePrintViewProps) {
  const { t } = useTranslation('recipes');
  const hydrated = useHydrated();
  const printed = useRef(false);
  const name = recipeName(recipe);
  const teaser = recipeTeaser(recipe);
  const steps = recipeSteps(recipe);
  const image = pickRecipeImage(recipe.media, 400);

  useEffect(() => {
    if (!autoPrint || printed.current) return;
    printed.current = true;
    window.print();
    onAutoPrinted?.();
    // Once per page load only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <article className={styles.printView}>
      <div className={styles.printToolbar}>
        {hydrated ? (
          <Button type="button" onClick={() => window.print()}>
            {t('print.print')}
          </Button>
        ) : null}
        <AppLink href={backHref}>{t('print.back')}</AppLink>
      </div>
      <header className={styles.detailIntro}>
        <h1 className={styles.title}>{name}</h1>
        {teaser ? <p className={styles.lead}>{teaser}</p> : null}
        <RecipeFacts recipe={recipe} servings={servings} />
        {image ? (
          <img className={styles.printImage} src={image.src} width={image.width} height={image.height} alt={recipe.media?.alt || t('detail.imageAlt', { name })} />
        ) : null}
      </header>
      <div className={styles.printColumns}>
        <section className={`${styles.section} ${styles.avoidBreak}`} aria-labelledby="print-ingredients">
          <h2 id="print-ingredients" className={styles.sectionTitle}>
            {t('detail.ingredientsFor', { count: servings })}
          </h2>
          <IngredientList ingredients={scaleIngredients(recipe, servings)} />
        </section>
        {steps.length ? (
          <section className={styles.section} aria-labelledby="print-steps">
            <h2 id="print-steps" className={styles.sectionTitle}>
              {t('detail.steps')}
            </h2>
            <ol className={styles.stepList}>
              {steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
      {recipe.nutrition ? (
        <div className={styles.avoidBreak}>
          <NutritionTable nutrition={recipe.nutrition} />
        </div>
      ) : null}
      {footer ? <p className={styles.hint}>{footer}</p> : null}
    </article>
  );
}
