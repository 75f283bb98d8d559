import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { createI18n, type LanguageCode, I18nextProvider } from '@gipfel/i18n';
import { uiTexts } from '@gipfel/ui';
import { CaptchaField } from './captcha-field';
import { FileUploadField } from './file-upload-field';
import { ServiceForm } from './service-form';
import { serviceFormKinds } from './service-form-schema';
import { formsTexts } from './texts';

function renderIn(ui: ReactElement, language: LanguageCode = 'de') {
  const i18n = createI18n({ language, namespaces: { forms: formsTexts, ui: uiTexts } });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const captcha = { imageSrc: '/api/captcha?r=1' };

describe('ServiceForm', () => {
  it.each(serviceFormKinds)('renders the %s form as a plain multipart form, axe clean', async (kind) => {
    const { container } = renderIn(<ServiceForm kind={kind} captcha={captcha} action={`/${kind}`} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe(`/${kind}`);
    expect((form.querySelector('input[name="formType"]') as HTMLInputElement).value).toBe(kind);
    expect(form.querySelector('input[name="website"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: /Zeichen im Bild/ })).toHaveAttribute('name', 'captchaValue');
    expect(form.querySelector('input[type="file"]') !== null).toBe(kind === 'repair' || kind === 'warranty');
    await expectNoAxeViolations(container);
  });

  it('shows the fields of each kind', () => {
    renderIn(<ServiceForm kind="return" captcha={captcha} />, 'en');
    expect(screen.getByRole('textbox', { name: /Webshop order number/ })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /return label/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Reason for the return/ })).toHaveAttribute('name', 'comment');
    expect(screen.queryByLabelText(/Photo/)).toBeNull();
  });

  it('keeps the values, ties errors to fields and focuses the summary', async () => {
    const { container } = renderIn(
      <ServiceForm
        kind="repair"
        captcha={captcha}
        values={{ firstName: 'Heidi', email: 'heidi(at)example.ch', comment: 'Hallo', proofOfPurchase: 'on', salutation: 'mrs' }}
        errors={{ email: { key: 'validation.email' }, photo: { key: 'validation.fileSize', params: { maxMB: 5 } }, captchaValue: { key: 'validation.captcha' } }}
        fileNotKept
      />,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: /E-Mail-Adresse: Bitte eine gültige E-Mail-Adresse eingeben/ })).toHaveAttribute('href', '#service-repair-email');
    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(email).toHaveValue('heidi(at)example.ch');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Heidi');
    expect(screen.getByRole('combobox', { name: /Anrede/ })).toHaveValue('mrs');
    expect(screen.getByRole('checkbox', { name: /Kaufbeleg/ })).toBeChecked();
    const photo = container.querySelector('input[type="file"]')!;
    expect(photo).toHaveAccessibleDescription(/JPG, PNG, WebP.*5 MB.*erneut aus.*höchstens 5 MB/);
    const captchaInput = screen.getByRole('textbox', { name: /Zeichen im Bild/ });
    expect(captchaInput).toHaveValue('');
    expect(captchaInput).toHaveAccessibleDescription(/Captcha übereinstimmen/);
    await expectNoAxeViolations(container);
  });

  it('shows the wait time after too many requests (fr)', () => {
    renderIn(<ServiceForm kind="contact" captcha={captcha} problem="tooManyRequests" retryAfterSeconds={42} />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Trop de demandes. Veuillez patienter 42 secondes');
  });

  it('shows the translated confirmation instead of the form once sent', async () => {
    const { container } = renderIn(<ServiceForm kind="warranty" captcha={captcha} sent />, 'en');
    expect(container.querySelector('form')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your warranty claim has reached us');
    expect(screen.getByRole('status')).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});

describe('ServiceForm with the proof of work (decision 0048)', () => {
  it('solves the captcha’s challenge before the form is sent, and sends it without when none can be had', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: createHash('sha256').update('salt?&1234').digest('hex'), maxnumber: 5000, salt: 'salt?&', signature: 'b'.repeat(64) };
    const fetchMock = vi.fn(async () => Response.json(challenge));
    vi.stubGlobal('fetch', fetchMock);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    try {
      const { container } = renderIn(<ServiceForm kind="contact" captcha={{ ...captcha, challengeSrc: '/api/captcha/challenge' }} />, 'en');
      const form = container.querySelector('form')!;
      const proof = form.querySelector<HTMLInputElement>('input[name="captchaProof"]')!;
      // Rendered empty: without JavaScript the form posts no proof.
      expect(proof.value).toBe('');
      fireEvent.submit(form);
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
      expect(fetchMock).toHaveBeenCalledWith('/api/captcha/challenge', expect.objectContaining({ cache: 'no-store' }));
      expect(JSON.parse(atob(proof.value))).toEqual({ algorithm: 'SHA-256', challenge: challenge.challenge, number: 1234, salt: 'salt?&', signature: challenge.signature });

      // Sending: a second submit does nothing.
      fireEvent.submit(form);
      expect(fetchMock).toHaveBeenCalledTimes(1);

      fetchMock.mockImplementation(async () => new Response('{}', { status: 400 }));
      const other = renderIn(<ServiceForm kind="contact" idPrefix="other" captcha={{ ...captcha, challengeSrc: '/api/captcha/challenge' }} />, 'en');
      fireEvent.submit(other.container.querySelector('form')!);
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
      expect(other.container.querySelector<HTMLInputElement>('input[name="captchaProof"]')!.value).toBe('');
    } finally {
      submit.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('says, translated, when the budget without JavaScript is used up', () => {
    renderIn(<ServiceForm kind="contact" captcha={captcha} problem="tooManyWithoutScript" retryAfterSeconds={1800} />, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Sans JavaScript, seuls quelques formulaires par heure peuvent être envoyés depuis une même connexion. Veuillez patienter 1800 secondes ou activer JavaScript.');
  });
});

describe('CaptchaField', () => {
  it('says so when the image cannot be loaded (e.g. too many new images)', () => {
    const { container } = renderIn(<CaptchaField imageSrc="/api/captcha?lang=de&r=1" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('alert')).toHaveTextContent('Das Bild konnte nicht geladen werden');
  });

  it('reloads the image in place with JavaScript and clears the typed value', async () => {
    const { container } = renderIn(<CaptchaField imageSrc="/api/captcha?r=7" />, 'en');
    const image = screen.getByRole('img', { name: 'Security image with distorted characters' });
    expect(image).toHaveAttribute('src', '/api/captcha?r=7');
    await userEvent.type(screen.getByRole('textbox', { name: /Characters in the image/ }), 'abc');
    const button = screen.getByRole('button', { name: 'New image' });
    expect(button).toHaveAttribute('name', 'intent');
    expect(button).toHaveAttribute('value', 'newCaptcha');
    await userEvent.click(button);
    expect(image).toHaveAttribute('src', '/api/captcha?r=7&n=1');
    expect(screen.getByRole('textbox', { name: /Characters in the image/ })).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('posts the id when given and calls onRefresh instead of reloading', async () => {
    let refreshed = 0;
    const { container } = renderIn(<CaptchaField imageSrc="data:image/svg+xml;base64,PHN2Zy8+" captchaId="abc" onRefresh={() => (refreshed += 1)} />);
    expect((container.querySelector('input[name="captchaId"]') as HTMLInputElement).value).toBe('abc');
    await userEvent.click(screen.getByRole('button', { name: 'Neues Bild' }));
    expect(refreshed).toBe(1);
  });
});

describe('FileUploadField', () => {
  it('names the allowed types and the size limit in each language', async () => {
    for (const [language, text] of [
      ['de', 'Erlaubte Dateitypen: JPG, PNG. Maximale Dateigrösse 2 MB.'],
      ['en', 'Allowed file types: JPG, PNG. Maximum file size 2 MB.'],
      ['fr', 'Types de fichiers autorisés : JPG, PNG. Taille maximale du fichier : 2 Mo.'],
    ] as const) {
      const { container, unmount } = renderIn(
        <FileUploadField name="photo" label="Foto" accept={['image/jpeg', 'image/png']} typeNames={['JPG', 'PNG']} maxMB={2} error={{ key: 'validation.fileType', params: { types: 'JPG, PNG' } }} />,
        language,
      );
      const input = container.querySelector('input[type="file"]')!;
      expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});
