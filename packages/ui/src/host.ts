// `@gipfel/ui/host`: what only a host's document needs: the inline script that keeps the choices a
// shopper made before hydration, and the call that puts them back (decision 0046). Components
// never need it (decision 0067).
export { captureChoicesScript, restoreChoicesBeforeHydration } from './choices-before-hydration';
