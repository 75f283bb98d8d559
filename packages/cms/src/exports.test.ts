import { expect, it } from 'vitest';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index')).sort()).toEqual([
    'CmsContextProvider',
    'CmsElementImage',
    'CmsElementImageGallery',
    'CmsElementImageSlider',
    'CmsElementProductBox',
    'CmsElementProductListing',
    'CmsElementProductSlider',
    'CmsElementSidebarFilter',
    'CmsElementText',
    'CmsElementVimeoVideo',
    'CmsElementYoutubeVideo',
    'CmsLink',
    'CmsPage',
    'cmsElements',
    'cmsTexts',
    'createCmsRegistry',
    'findPageListing',
    'getBackgroundImageUrl',
    'getBackgroundImageWidth',
    'getCmsLayoutConfig',
    'getImageSrcSet',
    'getSlotConfigValue',
    'getSlotData',
    'getVisibilityClasses',
    'isSafeUrl',
    'maxBackgroundUrlLength',
    'sanitizeHtml',
    'useCmsContext',
  ]);
});
