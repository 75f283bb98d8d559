export { rules, isEmailAddress } from './rules';
export type { FormRules } from './rules';
export { validateForm, formErrorKey } from './validate-form';
export type { ValidateFormResult, FormErrors, SubmittedValues } from './validate-form';
export { encodeFormMessage, decodeFormMessage } from './form-message';
export type { FormMessage, FormMessageParams } from './form-message';
export { useTranslateFormMessage } from './use-form-message';
export { FieldError, fieldErrorId } from './field-error';
export type { FieldErrorProps } from './field-error';
export { FormErrorSummary } from './form-error-summary';
export type { FormErrorSummaryProps } from './form-error-summary';
export { formsTexts, violationKeys } from './texts';
export type { ViolationKey } from './texts';
// Service forms: contact, repair request, return, warranty; captcha and upload fields
export { ServiceForm } from './service-form';
export type { ServiceFormProps } from './service-form';
export { CaptchaField } from './captcha-field';
export type { CaptchaFieldProps } from './captcha-field';
export { CaptchaWidget } from './captcha-widget';
export type { CaptchaWidgetProps } from './captcha-widget';
export { captchaWidgetConfig, captchaWidgetScriptUrl, captchaWidgetOrigins } from './captcha-widget-config';
export type { CaptchaWidgetConfig } from './captcha-widget-config';
export { FileUploadField } from './file-upload-field';
export type { FileUploadFieldProps } from './file-upload-field';
export {
  serviceFormKinds,
  isServiceFormKind,
  serviceFormSalutations,
  serviceFormUpload,
  serviceFormLayout,
  serviceFormRequired,
  serviceFormFields,
  serviceFormSchema,
  splitItemNumbers,
} from './service-form-schema';
export type { ServiceFormKind, ServiceFormField, ServiceFormSection, ServiceFormSalutation } from './service-form-schema';
// Service forms over a Store API client (a server action or a browser)
export { submitServiceForm, loadCaptcha, loadCaptchaChallenge, checkCaptcha, mapServiceFormViolations } from './service-form-operations';
export type { ServiceFormResult, ServiceFormSubmission, CaptchaVerdict, CaptchaChallenge } from './service-form-operations';
export { solveCaptchaChallenge, readCaptchaChallenge } from './captcha-proof';
// Newsletter signup with double opt-in
export { subscribeToNewsletter, confirmNewsletterLink } from './newsletter-operations';
export type { NewsletterSubscribeResult } from './newsletter-operations';
