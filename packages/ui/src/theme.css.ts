import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import { themeTokens } from './tokens';

/**
 * The theme contract: every value is a CSS custom property with a stable name
 * (`--gipfel-color-brand`), so a shop can re-brand with plain CSS as well as with vanilla-extract.
 */
export const vars = createGlobalThemeContract(themeTokens, (_value, path) => `gipfel-${path.join('-')}`);

createGlobalTheme(':root', vars, themeTokens);
