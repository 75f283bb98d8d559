import { useNavigation } from '@remix-run/react';
import { Spinner } from '@gipfel/ui';
import { useEffect, useState } from 'react';
import * as styles from '../styles/shell.css';

/** Shows only when a page load takes longer than this, so fast navigations do not flash. */
const delayMs = 300;

/** The full-screen loading overlay, during page loads (not during form posts on the page). */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname !== undefined && !navigation.formMethod;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [loading]);
  if (!visible) return null;
  return (
    <div className={styles.loadingOverlay} data-testid="loading-overlay">
      <Spinner size="lg" />
    </div>
  );
}
