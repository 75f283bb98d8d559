import { style } from '@vanilla-extract/css';

/** The cart and checkout pages' content, above the sticky summary on phones. */
export const withStickySummary = style({ minWidth: 0 });
