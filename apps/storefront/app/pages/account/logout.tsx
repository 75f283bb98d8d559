import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { signOut } from '@gipfel/account';
import { localizePath } from '../../lib/i18n/shop-locales';
import { withNotice } from '../../lib/session/auth.server';
import { languageOf } from '../../lib/i18n/language';
import { withShop } from '../../lib/server/shop-route.server';

/** Signing out is a POST only (a link or prefetch must not log anyone out): GET just goes home. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localizePath('/', languageOf(request)));
}

/** `POST /account/logout`: the Store API hands out a new context token, which the cookie keeps. */
export const action = withShop(async ({ client, language }, _args: ActionFunctionArgs) => {
  await signOut(client);
  return redirect(withNotice(localizePath('/', language), 'signed-out'), 303);
});

export default function LogoutPage() {
  return null;
}
