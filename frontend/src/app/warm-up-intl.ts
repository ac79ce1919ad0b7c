import { TIME_ZONE } from '@quentinha/shared/dates/time-zone';

/**
 * The first date formatted in Sao Paulo time loads the browser's time-zone data (26-122 ms of
 * main-thread work measured in a fresh Chromium renderer here), the first R$ its currency data.
 * Called while a back-office page's code and data are on the network and the main thread would
 * otherwise wait, so neither lands in the page's first render.
 */
export function warmUpIntl(): void {
  // the options date-fns-tz uses to read a zone's offset
  new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(0);
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(0);
}
