/// <reference types="@remix-run/node" />
/// <reference types="vite/client" />

declare module 'virtual:gipfel/page-part-assets' {
  /** Page part name → the URLs of its chunks (vite/page-parts.node.ts). */
  const assets: Readonly<Record<string, readonly string[]>>;
  export default assets;
}
