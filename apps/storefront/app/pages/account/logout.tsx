import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { signOut } from '@gipfel/account';
import { localizePath } from '@gipfel/i18n';
import { withNotice } from '../../lib/auth.server';
import { languageOf } from '../../lib/language';
import { createLocalizedStoreApiSession, toErrorResponse } from '../../lib/store-api.server';

/** Signing out is a POST only (a link or prefetch must not log anyone out): GET just goes home. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localizePath('/', languageOf(request)));
}

/** `POST /account/logout`: the Store API hands out a new context token, which the cookie keeps. */
export async function action({ request }: ActionFunctionArgs) {
  const language = languageOf(request);
  const { client, headers } = await createLocalizedStoreApiSession(request, language);
  await signOut(client).catch((error: unknown) => {
    throw toErrorResponse(error);
  });
  headers.set('Cache-Control', 'no-store');
  return redirect(withNotice(localizePath('/', language), 'signed-out'), { status: 303, headers });
}

export default function LogoutPage() {
  return null;
}
