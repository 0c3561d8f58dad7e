/** Leaves the app for a provider page (checkout, billing portal). A seam tests replace. */
export function redirectTo(url: string) {
  window.location.assign(url);
}
