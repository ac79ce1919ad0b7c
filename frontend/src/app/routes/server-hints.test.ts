import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/api/query-keys';
import { takeServerHints } from './server-hints';

const settings = { business_name: 'Quentinha da Vó', tagline: 'Feita com amor', whatsapp_number: '', banner_url: null };

function page(session: string | null, block: string | null) {
  if (session) document.documentElement.dataset.session = session;
  if (block !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'public-settings';
    script.textContent = block;
    document.head.append(script);
  }
}

afterEach(() => {
  delete document.documentElement.dataset.session;
  document.getElementById('public-settings')?.remove();
});

describe('server hints', () => {
  it("a guest's /home: no session to check, the settings already there", () => {
    page('guest', JSON.stringify(settings));
    const client = new QueryClient();
    takeServerHints(client);
    expect(client.getQueryState(queryKeys.me)?.status).toBe('success');
    expect(client.getQueryData(queryKeys.me)).toBeNull();
    expect(client.getQueryData(queryKeys.settings.public)).toEqual(settings);
  });

  it('any other page: the app asks as usual', () => {
    page(null, JSON.stringify(settings));
    const client = new QueryClient();
    takeServerHints(client);
    expect(client.getQueryState(queryKeys.me)).toBeUndefined();
    expect(client.getQueryData(queryKeys.settings.public)).toBeUndefined();
  });

  it('unreadable settings are asked for again; the guest is still known', () => {
    page('guest', '{not json');
    const client = new QueryClient();
    takeServerHints(client);
    expect(client.getQueryData(queryKeys.me)).toBeNull();
    expect(client.getQueryData(queryKeys.settings.public)).toBeUndefined();
  });
});
