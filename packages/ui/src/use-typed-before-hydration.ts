import { useEffect, type RefObject } from 'react';

/**
 * Takes over what the shopper typed into a server-rendered text or number field before the page
 * was hydrated. React keeps that text on screen but sends no change event for it, so a
 * controlled field's state would still hold the server's value (no suggestions for the text that
 * is there, amounts for the old number). Once, at mount: when the field's value differs from
 * `current`, `take` gets it; afterwards every change comes through the field's own handler.
 *
 * Not for radio buttons and checkboxes: hydration itself puts their server state back.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  current: string,
  take: (value: string, field: HTMLInputElement) => void,
): void {
  useEffect(() => {
    const element = field.current;
    if (element && element.value !== current) take(element.value, element);
    // Once, at mount (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
