import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './visually-hidden-rules';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = style(visuallyHiddenRules);
