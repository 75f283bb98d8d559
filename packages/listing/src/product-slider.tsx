import { useId, useRef, useState } from 'react';
import { useTranslation } from '@gipfel/i18n';
import type { Schemas } from '@gipfel/api';
import { Button, useHydrated } from '@gipfel/ui';
import { ProductCard, type ProductCardProps } from './product-card';
import * as styles from './product-slider.css';

export interface ProductSliderProps extends Omit<ProductCardProps, 'product' | 'priority' | 'href' | 'headingLevel' | 'className'> {
  products: ReadonlyArray<Schemas['Product']>;
  /** Heading of the slider (e.g. the cross-selling group's name); without it `label` names the region. */
  title?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Previous/next buttons, with JavaScript only. Their own component, so that the switch to
 * "hydrated" after hydration re-renders two buttons, not every card of the row.
 */
function SliderControls({ edges, onPage }: { edges: { start: boolean; end: boolean }; onPage: (direction: 1 | -1) => void }) {
  const { t } = useTranslation('listing');
  if (!useHydrated()) return null;
  return (
    <div className={styles.controls}>
      <Button variant="secondary" size="sm" aria-label={t('slider.previous')} aria-disabled={edges.start} onClick={() => onPage(-1)}>
        <span aria-hidden="true">‹</span>
      </Button>
      <Button variant="secondary" size="sm" aria-label={t('slider.next')} aria-disabled={edges.end} onClick={() => onPage(1)}>
        <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}

/**
 * A horizontal, scroll-snapping row of product cards. The row scrolls by touch, trackpad, and
 * keyboard (it is focusable, so arrow keys scroll it); with JavaScript, previous/next buttons
 * scroll it by a page.
 */
export function ProductSlider({ products, title, label, headingLevel = 2, className, ...cardProps }: ProductSliderProps) {
  const { t } = useTranslation('listing');
  const id = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  if (products.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const titleId = `${id}-title`;
  const name = title ? { 'aria-labelledby': titleId } : { 'aria-label': label ?? t('crossSelling.label') };

  function updateEdges() {
    const element = viewport.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }

  function scrollByPage(direction: 1 | -1) {
    const element = viewport.current;
    if (!element) return;
    const distance = Math.max(element.clientWidth * 0.9, 1) * direction;
    if (typeof element.scrollBy === 'function') element.scrollBy({ left: distance, behavior: 'smooth' });
    else element.scrollLeft += distance;
    updateEdges();
  }

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.header}>
        {title ? (
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
        ) : (
          <span />
        )}
        {products.length > 1 ? <SliderControls edges={edges} onPage={scrollByPage} /> : null}
      </div>
      {/* A scrollable region must be focusable, so keyboard users can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={viewport} className={styles.viewport} role="region" {...name} tabIndex={0} onScroll={updateEdges}>
        <ul className={styles.list}>
          {products.map((product) => (
            <li key={product.id} className={styles.item}>
              <ProductCard {...cardProps} product={product} headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
