import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

// The browsers a story opens for its people, beside the one the test runner gives it.

/** The shop's language and clock: dates, times and money on screen read as in São Paulo. */
export const BRAZIL = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;

/** A phone held upright, with touch: how guests and couriers use the app. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The back office's usual screen. */
export const DESKTOP = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false } as const;

/** A new phone in Brazil (its own cookies and storage), with any further options. */
export function newPhone(browser: Browser, baseURL: string, more: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...BRAZIL, ...PHONE, baseURL, ...more });
}
