import { expect, it } from 'vitest';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index')).sort()).toEqual([
    'CmsContextProvider',
    'CmsElementForm',
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
    'CmsFormProvider',
    'CmsLink',
    'CmsPage',
    'cmsElements',
    'cmsFormPaths',
    'cmsTexts',
    'createCmsRegistry',
    'findPageListing',
    'getBackgroundImageUrl',
    'getBackgroundImageWidth',
    'getCmsFormKind',
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
