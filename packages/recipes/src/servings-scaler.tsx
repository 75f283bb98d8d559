import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, useTypedBeforeHydration } from '@gipfel/ui';
import { useTranslation } from '@gipfel/i18n';
import { IngredientList } from './ingredient-list';
import { MAX_SERVINGS, MIN_SERVINGS, type Recipe } from './recipe';
import * as styles from './recipes.css';
import { scaleIngredients } from './scale';
import { parseServings } from './servings';

export interface ServingsScalerProps {
  recipe: Pick<Recipe, 'servings' | 'ingredients'>;
  /** Persons the amounts are shown for (`?servings=`, else the recipe's servings). */
  servings: number;
  /** The text of a bad `?servings=` value: kept in the field, with the message. */
  invalidValue?: string;
  /** The recipe page's path: the form GETs it with `?servings=`. */
  action: string;
  /** Called when JavaScript recomputed the amounts for new servings. */
  onServingsChange?: (servings: number) => void;
  /** Heading of the ingredient section. */
  headingLevel?: 2 | 3;
}

/**
 * The ingredients for a number of persons. Without JavaScript a GET form (`?servings=6`) asks the
 * server; with it the amounts change as the shopper types. 1 to 99 persons; anything else gets a
 * translated message and the last good amounts stay.
 */
export function ServingsScaler({ recipe, servings, invalidValue, action, onServingsChange, headingLevel = 2 }: ServingsScalerProps) {
  const { t } = useTranslation('recipes');
  const id = useId();
  const [text, setText] = useState(invalidValue ?? String(servings));
  const [current, setCurrent] = useState(servings);
  const [invalid, setInvalid] = useState(invalidValue !== undefined);
  const ingredients = useMemo(() => scaleIngredients(recipe, current), [recipe, current]);
  const Heading = `h${headingLevel}` as const;
  const inputId = `${id}-servings`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const limits = { min: MIN_SERVINGS, max: MAX_SERVINGS };

  const apply = (value: string) => {
    const parsed = parseServings(value, Number.NaN);
    if (!parsed.ok || Number.isNaN(parsed.servings)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setCurrent(parsed.servings);
    onServingsChange?.(parsed.servings);
  };

  // A number typed before hydration: the amounts for it, not for the server's number.
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, text, (typed) => {
    setText(typed);
    apply(typed);
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    apply(event.target.value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the amounts are up to date already; the GET is for browsers without it.
    event.preventDefault();
    apply(text);
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.sectionTitle}>
        {t('detail.ingredients')}
      </Heading>
      <form method="get" action={action} className={styles.scaler} noValidate onSubmit={onSubmit}>
        <div className={styles.scalerField}>
          <label htmlFor={inputId}>{t('scaler.label')}</label>
          <input
            ref={field}
            id={inputId}
            name="servings"
            type="number"
            inputMode="numeric"
            min={MIN_SERVINGS}
            max={MAX_SERVINGS}
            step={1}
            value={text}
            onChange={onChange}
            className={styles.numberInput}
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('scaler.submit')}
        </Button>
        <p id={hintId} className={styles.hint}>
          {t('scaler.hint', limits)}
        </p>
      </form>
      {invalid ? (
        <p id={errorId} className={styles.error} role="alert">
          {t('scaler.invalid', limits)}
        </p>
      ) : null}
      <p className={styles.hint} role="status">
        {t('scaler.status', { count: current })}
      </p>
      <IngredientList ingredients={ingredients} />
    </section>
  );
}
