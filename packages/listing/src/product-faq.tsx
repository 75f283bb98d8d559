import { useId } from 'react';
import { useTranslation } from '@gipfel/i18n';
import * as styles from './product-faq.css';

export interface ProductFaqEntry {
  id: string;
  question: string;
  /** Plain text; line breaks are kept. */
  answer: string;
}

export interface ProductFaqProps {
  entries: ReadonlyArray<ProductFaqEntry>;
  /** Heading; default "Frequently asked questions". */
  title?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/** A product's questions and answers as native disclosure widgets (they open without JavaScript). */
export function ProductFaq({ entries, title, headingLevel = 2, className }: ProductFaqProps) {
  const { t } = useTranslation('listing');
  const id = useId();
  const shown = entries.filter((entry) => entry.question.trim() !== '' && entry.answer.trim() !== '');
  if (shown.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `${styles.root} ${className}` : styles.root} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {title ?? t('faq.title')}
      </Heading>
      <div>
        {shown.map((entry) => (
          <details key={entry.id} className={styles.entry}>
            <summary className={styles.question}>{entry.question}</summary>
            <p className={styles.answer}>{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
