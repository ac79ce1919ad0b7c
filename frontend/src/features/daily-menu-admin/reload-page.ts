/** 'Tentar Novamente' reloads the page (SPEC section 2); its own module so a test can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
