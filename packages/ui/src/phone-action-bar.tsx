import { useEffect, useState, type ReactNode } from 'react';
import * as styles from './phone-action-bar.css';

export interface PhoneActionBarProps {
  /** What the action is about, e.g. the cart's total or the product's price. */
  children: ReactNode;
  /**
   * The action, repeating one the page already has: a `<button type="submit" form="…">` of the
   * page's own form (it submits that form, with what the shopper typed in it, also without
   * JavaScript) or a link. Give it `tabIndex={-1}`: keyboard users reach the page's own control.
   */
  action: ReactNode;
  /** Id of the page's control this bar repeats: with JavaScript the bar steps aside while it is on screen. */
  hideWhileVisibleId?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * Phones only (hidden from `md` up): a bar at the bottom of the screen with a summary and the
 * page's next action within the thumb's reach, e.g. the price and "add to cart" on a product
 * page, the total and "to the checkout" in the cart. Rendered on the server and fixed to the
 * screen, it shifts nothing; the page keeps room for it below the footer. It repeats a control
 * the page has, so it is hidden from screen readers and out of the tab order: keyboard and
 * screen-reader users meet each control once, where it is in the page.
 */
export function PhoneActionBar({ children, action, hideWhileVisibleId, className, 'data-testid': testId }: PhoneActionBarProps) {
  const covered = useOnScreen(hideWhileVisibleId);
  return (
    <div
      className={className ? `${styles.bar} ${className}` : styles.bar}
      aria-hidden="true"
      data-covered={covered || undefined}
      data-testid={testId}
    >
      <div className={styles.summary}>{children}</div>
      <div className={styles.action}>{action}</div>
    </div>
  );
}

/** Whether the element with this id is (partly) on screen; false before JavaScript and without one. */
function useOnScreen(id: string | undefined): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = id ? document.getElementById(id) : null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return onScreen;
}
