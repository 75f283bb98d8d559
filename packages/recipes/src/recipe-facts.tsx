import { useTranslation } from 'react-i18next';
import { cookTimeToIsoDuration, splitCookTime } from './format';
import type { Recipe } from './recipe';
import * as styles from './recipes.css';

export interface RecipeFactsProps {
  recipe: Pick<Recipe, 'servings' | 'cookTimeMinutes' | 'difficulty'>;
  className?: string;
}

/** Servings, cook time and difficulty of a recipe as a description list. */
export function RecipeFacts({ recipe, className }: RecipeFactsProps) {
  const { t } = useTranslation('recipes');
  const { hours, minutes } = splitCookTime(recipe.cookTimeMinutes);
  const cookTime = [
    hours > 0 ? t('cookTime.hours', { count: hours }) : '',
    minutes > 0 || hours === 0 ? t('cookTime.minutes', { count: minutes }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <dl className={className ? `${styles.facts} ${className}` : styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.term}>{t('facts.servings')}</dt>
        <dd className={styles.value}>{t('facts.persons', { count: recipe.servings })}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t('facts.cookTime')}</dt>
        <dd className={styles.value}>
          <time dateTime={cookTimeToIsoDuration(recipe.cookTimeMinutes)}>{cookTime}</time>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t('facts.difficulty')}</dt>
        <dd className={styles.value}>{t(`difficulty.${recipe.difficulty}`)}</dd>
      </div>
    </dl>
  );
}
