import { useTranslation } from '@gipfel/i18n';
import { formatIngredient } from './format';
import type { Ingredient } from './recipe';
import * as styles from './recipes.css';

export interface IngredientListProps {
  ingredients: Ingredient[];
  className?: string;
}

/** Ingredient lines with amounts and units in singular or plural. */
export function IngredientList({ ingredients, className }: IngredientListProps) {
  const { t, i18n } = useTranslation('recipes');
  return (
    <ul className={className ? `${styles.ingredientList} ${className}` : styles.ingredientList}>
      {ingredients.map((ingredient, index) => (
        <li key={ingredient.id ?? `${index}-${ingredient.name}`}>{formatIngredient(ingredient, i18n.language, t)}</li>
      ))}
    </ul>
  );
}
