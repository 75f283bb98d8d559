/** Id of the review form section on the product page: the fragment the review POST redirects to. */
export const reviewFormAnchor = 'write-review';
