import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react';

const style = `body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a}header,footer{padding:1rem;background:#f3f3f3}
main{padding:1rem}ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:1rem;list-style:none;padding:0}
li{border:1px solid #ddd;padding:.5rem}button{margin-top:.5rem;min-height:44px}`;

export default function App() {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <meta name="description" content="Floor page: a bare Remix app to measure the storefront against" />
        <Meta />
        <Links />
        <style>{style}</style>
      </head>
      <body>
        <header>
          <a href="/">Floor</a>
        </header>
        <Outlet />
        <footer>
          <p>Footer: a bare Remix 2.17 + React 18.3 page</p>
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
