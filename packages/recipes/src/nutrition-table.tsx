import { formatLocaleOf, numberFormat, useTranslation } from '@gipfel/i18n';
import { nutritionKeys, type Recipe } from './recipe';
import * as styles from './recipes.css';

export interface NutritionTableProps {
  nutrition: Recipe['nutrition'];
}

/** Nutrition values per serving as a table with a caption and row and column headers. */
export function NutritionTable({ nutrition }: NutritionTableProps) {
  const { t, i18n } = useTranslation('recipes');
  const rows = nutritionKeys.filter((key) => nutrition?.[key] && Number.isFinite(nutrition[key]?.value));
  if (!nutrition || rows.length === 0) return null;
  const format = numberFormat(formatLocaleOf(i18n.language), { maximumFractionDigits: 1 });
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('detail.nutritionCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {t('detail.nutrient')}
          </th>
          <th scope="col" className={styles.numberCell}>
            {t('detail.perServing')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((key) => {
          const entry = nutrition[key]!;
          return (
            <tr key={key}>
              <th scope="row" className={styles.cell}>
                {t(`nutrition.${key}`)}
              </th>
              <td className={styles.numberCell}>
                {format.format(entry.value)} {entry.unit}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
