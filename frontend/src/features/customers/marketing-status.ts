import type { ConsentEventDto, MarketingStatus } from '@quentinha/shared/customers/types';

export { MARKETING_LABELS } from '@quentinha/shared/customers/rules';

export const MARKETING_COLORS: Record<MarketingStatus, string> = {
  opted_in: 'green',
  opted_out: 'red',
  none: 'default',
};

/** Where a consent was given or taken back (DECISIONS 10.2 channels). */
const CHANNEL_LABELS: Record<string, string> = {
  checkout: 'na finalização do pedido',
  tracking_page: 'na página de acompanhamento',
  optout_link: 'pelo link de saída',
  owner_manual: 'pela loja',
};

export function channelLabel(channel: string): string {
  return CHANNEL_LABELS[channel] ?? channel;
}

/** 'Aceitou receber o cardápio na finalização do pedido (texto v2)' */
export function consentSentence(c: Pick<ConsentEventDto, 'event' | 'channel' | 'text_version'>): string {
  const what = c.event === 'opt_in' ? 'Aceitou receber o cardápio' : 'Saiu da lista';
  const version = c.event === 'opt_in' && c.text_version ? ` (texto versão ${c.text_version})` : '';
  return `${what} ${channelLabel(c.channel)}${version}`;
}
