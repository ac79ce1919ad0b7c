import type { PublicSettingsDto } from '@quentinha/shared/api/types';
import { isGuestStorefrontVisit, storefrontShell } from './storefront-shell.js';

const INDEX = [
  '<!doctype html>',
  '<html lang="pt-BR">',
  '  <head>',
  '    <!-- the session check every screen starts with -->',
  '    <link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials" />',
  '    <title>Quentinha</title>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const settings = (over: Partial<PublicSettingsDto> = {}): PublicSettingsDto => ({
  business_name: 'Quentinha da Vó',
  tagline: 'Feita com amor',
  whatsapp_number: '',
  banner_url: null,
  setup_needed: false,
  ...over,
});

const visit = (url: string, cookies: Record<string, string> = {}, method = 'GET') => ({ method, url, cookies });

describe('storefront shell', () => {
  it("is for a guest's GET /home only: no session cookie, no other path", () => {
    expect(isGuestStorefrontVisit(visit('/home'))).toBe(true);
    expect(isGuestStorefrontVisit(visit('/home?utm=x', { other: '1' }))).toBe(true);
    expect(isGuestStorefrontVisit(visit('/home', { qt_access: 'token' }))).toBe(false);
    expect(isGuestStorefrontVisit(visit('/'))).toBe(false);
    expect(isGuestStorefrontVisit(visit('/pedidos'))).toBe(false);
    expect(isGuestStorefrontVisit(visit('/index.html'))).toBe(false);
    expect(isGuestStorefrontVisit(visit('/home', {}, 'POST'))).toBe(false);
  });

  it('marks the page as a guest one, drops the session check and carries the settings', () => {
    const page = storefrontShell(INDEX, settings())!;
    expect(page).toContain('<html lang="pt-BR" data-session="guest">');
    expect(page).not.toContain('/api/auth/me');
    expect(page).not.toContain('the session check');
    const json = /<script type="application\/json" id="public-settings">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual(settings());
  });

  it('draws the top bar and the hero inside the root, as the app will', () => {
    const page = storefrontShell(INDEX, settings())!;
    expect(page).toContain('<div id="root"><div class="app-shell"><header class="topbar topbar--boot">');
    expect(page).toContain('<h1 class="hero__title">Quentinha da Vó</h1><p class="hero__tagline">Feita com amor</p>');
    expect(page).toContain('Monte sua quentinha e peça para retirar ou receber em casa.');
    expect(page).toContain('<div class="hero__art" aria-hidden="true">🍲</div>');
  });

  it("puts the shop's texts in as text, whatever characters they hold ('$&', '$`', '</script>')", () => {
    const tagline = "Sabor $& de casa $` $' $$ </script><script>alert(1)</script>";
    const name = 'Vó $1 & Cia';
    const page = storefrontShell(INDEX, settings({ business_name: name, tagline }))!;
    // the page is written once: no second copy of the root or the head around the texts
    expect(page.match(/<div id="root">/g)).toHaveLength(1);
    expect(page.match(/<\/head>/g)).toHaveLength(1);
    expect(page).toContain('<h1 class="hero__title">Vó $1 &amp; Cia</h1>');
    expect(page).toContain('<p class="hero__tagline">Sabor $&amp; de casa $` $&#39; $$ &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    const json = /<script type="application\/json" id="public-settings">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual(settings({ business_name: name, tagline }));
    expect(page).not.toContain('<script>alert(1)');
  });

  it("names the shop in the first paint's top bar and the browser tab, as the app does", () => {
    const page = storefrontShell(INDEX, settings({ business_name: 'Marmitaria <Vó> & Cia' }))!;
    expect(page).toContain('<span class="topbar__name">Marmitaria &lt;Vó&gt; &amp; Cia</span>');
    expect(page).toContain('<title>Marmitaria &lt;Vó&gt; &amp; Cia</title>');
    expect(page).not.toContain('<title>Quentinha</title>');
  });

  it('falls back to the brand when the shop has no name or tagline yet', () => {
    const page = storefrontShell(INDEX, settings({ business_name: '', tagline: '' }))!;
    expect(page).toContain('<h1 class="hero__title">Quentinha</h1><p class="hero__tagline">Comida caseira feita com carinho</p>');
  });

  it("shows the owner's banner in the hero's place, both widths offered", () => {
    const id = '0b6a0b8e-3a52-4c4f-9f55-0d8d3b2a9c11';
    const page = storefrontShell(INDEX, settings({ banner_url: `/uploads/${id}.webp` }))!;
    expect(page).toContain(
      `<div class="hero hero--banner"><img src="/uploads/${id}-card.webp" srcset="/uploads/${id}-card.webp 480w, /uploads/${id}.webp 1200w" sizes="100vw" alt="Quentinha da Vó: Feita com amor" class="hero__banner" fetchpriority="high"></div>`,
    );
  });

  it("never lets the owner's texts become markup, in the hero or in the settings' JSON", () => {
    const page = storefrontShell(INDEX, settings({ business_name: '<img src=x onerror=alert(1)>', tagline: '</script><b>"x"</b>' }))!;
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('</script><b>');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('&lt;/script&gt;&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
  });

  it('leaves the page alone while the store is still to be set up, or when it is not the built page', () => {
    expect(storefrontShell(INDEX, settings({ setup_needed: true }))).toBeNull();
    expect(storefrontShell('<html><body><main></main></body></html>', settings())).toBeNull();
  });
});
