/** Shorter search terms match almost everything: the search page asks for more instead of searching. */
export const minSearchLength = 2;
