import { expect, it } from 'vitest';

// Pins the public API: adding or removing an export must be a conscious change.
it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index')).sort()).toEqual([
    'CaptchaField',
    'CaptchaWidget',
    'FieldError',
    'FileUploadField',
    'FormErrorSummary',
    'ServiceForm',
    'captchaWidgetConfig',
    'captchaWidgetOrigins',
    'captchaWidgetScriptUrl',
    'checkCaptcha',
    'decodeFormMessage',
    'encodeFormMessage',
    'fieldErrorId',
    'formErrorKey',
    'formsTexts',
    'isEmailAddress',
    'isServiceFormKind',
    'loadCaptcha',
    'mapServiceFormViolations',
    'rules',
    'serviceFormFields',
    'serviceFormKinds',
    'serviceFormLayout',
    'serviceFormRequired',
    'serviceFormSalutations',
    'serviceFormSchema',
    'serviceFormUpload',
    'splitItemNumbers',
    'submitServiceForm',
    'useTranslateFormMessage',
    'validateForm',
    'violationKeys',
  ]);
});
