import { useTranslation } from '@gipfel/i18n';
import { CookTime } from './cook-time';
import type { Recipe } from './recipe';
import * as styles from './recipes.css';

export interface RecipeFactsProps {
  recipe: Pick<Recipe, 'servings' | 'cookTimeMinutes' | 'difficulty'>;
  /** Persons shown instead of the recipe's own servings (after scaling). */
  servings?: number;
  className?: string;
}

/** Servings, cook time (hours and minutes) and difficulty of a recipe as a description list. */
export function RecipeFacts({ recipe, servings, className }: RecipeFactsProps) {
  const { t } = useTranslation('recipes');
  return (
    <dl className={className ? `${styles.facts} ${className}` : styles.facts} aria-label={t('facts.label')}>
      <div className={styles.fact}>
        <dt className={styles.term}>{t('facts.servings')}</dt>
        <dd className={styles.value}>{t('facts.persons', { count: servings ?? recipe.servings })}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t('facts.cookTime')}</dt>
        <dd className={styles.value}>
          <CookTime minutes={recipe.cookTimeMinutes} />
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t('facts.difficulty')}</dt>
        <dd className={styles.value}>{t(`difficulty.${recipe.difficulty}`)}</dd>
      </div>
    </dl>
  );
}
