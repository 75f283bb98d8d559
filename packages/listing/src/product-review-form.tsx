import { useId } from 'react';
import { useTranslation } from '@gipfel/i18n';
import { FieldError, FormErrorSummary, fieldErrorId, useTranslateFormMessage, type FormErrors } from '@gipfel/forms';
import { Button, TextField } from '@gipfel/ui';
import * as styles from './product-review-form.css';

/** Shopware's ProductReviewSaveRoute rules: title at least 5 characters, content at least 40, points 1 to 5. */
export const reviewRules = { titleMinLength: 5, titleMaxLength: 255, contentMinLength: 40, contentMaxLength: 5000, minPoints: 1, maxPoints: 5 } as const;

export type ProductReviewField = 'points' | 'title' | 'content';

export interface ProductReviewFormProps {
  /** The product the review is for; posted as hidden `productId`. */
  productId: string;
  /** Where the form posts (default: the current URL). It also posts `intent=review`. */
  action?: string;
  /** Set for visitors: a link to the login page is shown instead of the form. */
  loginHref?: string | null;
  /** What the shopper typed, put back after a failed submit. */
  values?: Partial<Record<ProductReviewField, string>>;
  /** Errors by field (`validateForm`, or server violations mapped to fields). */
  errors?: FormErrors;
  /** `sent`: thanks, shows after approval; `tooManyRequests` / `failed`: a problem above the form. */
  status?: 'sent' | 'tooManyRequests' | 'failed' | null;
  retryAfterSeconds?: number;
  pending?: boolean;
  headingLevel?: 2 | 3;
  /** Id of the section, e.g. as the redirect's fragment. */
  id?: string;
  className?: string;
}

/**
 * A logged-in customer's review: rating, title, text. A plain `<form method="post">` (works
 * without JavaScript); the shop shows the review only after approving it, and the form says so.
 */
export function ProductReviewForm({
  productId,
  action,
  loginHref,
  values = {},
  errors,
  status = null,
  retryAfterSeconds,
  pending = false,
  headingLevel = 3,
  id,
  className,
}: ProductReviewFormProps) {
  const { t } = useTranslation('listing');
  const translate = useTranslateFormMessage();
  const base = useId();
  const sectionId = id ?? `${base}-review-form`;
  const ids = { points: `${base}-points-1`, title: `${base}-title`, content: `${base}-content` };
  const Heading = `h${headingLevel}` as const;
  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  if (loginHref) {
    return (
      <section id={sectionId} className={rootClass} aria-labelledby={`${base}-heading`}>
        <Heading id={`${base}-heading`} className={styles.title}>
          {t('reviewForm.title')}
        </Heading>
        <p className={styles.hint}>
          <a href={loginHref} className={styles.loginLink}>
            {t('reviewForm.loginPrompt')}
          </a>
        </p>
      </section>
    );
  }

  if (status === 'sent') {
    return (
      <section id={sectionId} className={rootClass} aria-labelledby={`${base}-heading`}>
        <Heading id={`${base}-heading`} className={styles.title}>
          {t('reviewForm.title')}
        </Heading>
        <p role="status" className={styles.message}>
          {t('reviewForm.sent')}
        </p>
      </section>
    );
  }

  const labels = { points: t('reviewForm.rating'), title: t('reviewForm.titleLabel'), content: t('reviewForm.contentLabel') };
  const pointsError = errors?.points;
  const contentError = errors?.content;
  const contentDescribedBy = [`${base}-content-hint`, contentError ? fieldErrorId(ids.content) : null].filter(Boolean).join(' ');

  return (
    <section id={sectionId} className={rootClass} aria-labelledby={`${base}-heading`}>
      <Heading id={`${base}-heading`} className={styles.title}>
        {t('reviewForm.title')}
      </Heading>
      <form method="post" action={action} className={styles.form} noValidate aria-labelledby={`${base}-heading`} aria-busy={pending || undefined}>
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="productId" value={productId} />
        <FormErrorSummary errors={errors} fieldIds={ids} labels={labels} />
        {status === 'tooManyRequests' ? (
          <p role="alert" className={styles.problem}>
            {t('reviewForm.tooManyRequests', { seconds: retryAfterSeconds ?? 60 })}
          </p>
        ) : null}
        {status === 'failed' ? (
          <p role="alert" className={styles.problem}>
            {t('reviewForm.failed')}
          </p>
        ) : null}

        <fieldset
          className={styles.rating}
          aria-invalid={pointsError ? true : undefined}
          aria-describedby={pointsError ? fieldErrorId(ids.points) : undefined}
        >
          <legend className={styles.legend}>{labels.points} *</legend>
          <div className={styles.ratingOptions}>
            {[5, 4, 3, 2, 1].map((points) => (
              <label key={points} className={styles.ratingOption}>
                <input
                  type="radio"
                  name="points"
                  value={String(points)}
                  id={`${base}-points-${points}`}
                  required
                  defaultChecked={values.points === String(points)}
                />
                <span className={styles.stars} aria-hidden="true">
                  {'★'.repeat(points)}
                  {'☆'.repeat(5 - points)}
                </span>
                <span>{t('reviewForm.ratingOption', { count: points })}</span>
              </label>
            ))}
          </div>
          <FieldError fieldId={ids.points} error={pointsError} />
        </fieldset>

        <TextField
          id={ids.title}
          name="title"
          label={labels.title}
          required
          maxLength={reviewRules.titleMaxLength}
          defaultValue={values.title}
          error={errors?.title ? translate(errors.title) : undefined}
        />

        <div className={styles.field}>
          <label htmlFor={ids.content} className={styles.label}>
            {labels.content} *
          </label>
          <p id={`${base}-content-hint`} className={styles.hint}>
            {t('reviewForm.contentHint', { min: reviewRules.contentMinLength })}
          </p>
          <textarea
            id={ids.content}
            name="content"
            required
            rows={6}
            maxLength={reviewRules.contentMaxLength}
            className={styles.textarea}
            defaultValue={values.content}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={contentDescribedBy}
          />
          <FieldError fieldId={ids.content} error={contentError} />
        </div>

        <Button type="submit" disabled={pending} className={styles.submit}>
          {pending ? t('reviewForm.submitting') : t('reviewForm.submit')}
        </Button>
      </form>
    </section>
  );
}
