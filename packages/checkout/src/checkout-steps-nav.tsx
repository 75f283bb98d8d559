import { useTranslation } from '@gipfel/i18n';
import { visuallyHidden } from '@gipfel/ui';
import { canEnterStep, getCheckoutSteps, isStepComplete, type CheckoutStep, type CheckoutState } from './checkout-steps';
import * as styles from './checkout-steps-nav.css';

export interface CheckoutStepsProps {
  current: CheckoutStep;
  /** When given, completion and reachability come from it; otherwise the steps before `current` count as done. */
  state?: CheckoutState;
  /** Links of the steps; a step without a link or not yet enterable is plain text. */
  hrefs?: Partial<Record<CheckoutStep, string>>;
}

/**
 * The checkout's progress as an ordered list; the current step carries `aria-current="step"`.
 * A virtual cart (`state.virtual`) has no shipping step.
 */
export function CheckoutSteps({ current, state, hrefs = {} }: CheckoutStepsProps) {
  const { t } = useTranslation('checkout');
  const steps = getCheckoutSteps(state);
  const currentIndex = steps.indexOf(current);

  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const isCurrent = step === current;
          const complete = state ? isStepComplete(step, state) : index < currentIndex;
          const href = hrefs[step];
          const reachable = !isCurrent && href && (state ? canEnterStep(step, state) : index < currentIndex);
          const className = isCurrent ? styles.current : complete ? styles.completed : styles.item;
          const label = (
            <>
              {t(`steps.${step}`)}
              {complete && !isCurrent && <span className={visuallyHidden}> ({t('steps.completed')})</span>}
            </>
          );
          return (
            <li key={step} className={className}>
              {reachable ? (
                <a href={href}>{label}</a>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
