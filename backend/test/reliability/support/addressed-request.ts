import { request } from 'node:http';

/**
 * How a load client's address reaches the app. Straight to a server, the client names it in
 * X-Forwarded-For (the server trusts loopback as its proxy). Behind the shipped nginx that header
 * is replaced by the address that connected, and ip_hash picks the instance by it, so there each
 * client connects from an address of its own: all of 127.0.0.0/8 is this machine's.
 */
export type Addressing = 'header' | 'source';

/** Client n's address: 10.x.y.z (header), or 127.x.y.z (source) with n's low bits in the third octet, the one ip_hash reads last. */
export function clientAddress(addressing: Addressing, offset: number, n: number): string {
  if (addressing === 'header') {
    const a = (offset + n) % 2 ** 24;
    return `10.${(a >> 16) & 255}.${(a >> 8) & 255}.${a & 255}`;
  }
  const a = (offset + n) % 2 ** 21;
  return `127.${1 + (a >> 14)}.${a & 255}.${1 + ((a >> 8) & 63)}`;
}

export interface AddressedResponse {
  status: number;
  body: unknown;
}

/** One request from `address` as `addressing` says; JSON body in and out. */
export async function requestFrom(
  addressing: Addressing,
  address: string | null,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown; timeoutMs: number },
): Promise<AddressedResponse> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  if (addressing === 'header') {
    if (address) headers['x-forwarded-for'] = address;
    const res = await fetch(url, {
      method: init.method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  }
  // a connection of its own from the client's address (nginx keeps its own to the apps)
  return new Promise((done, fail) => {
    const req = request(
      url,
      {
        method: init.method,
        headers,
        localAddress: address ?? undefined,
        agent: false,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          let body: unknown = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON: the status says enough
          }
          done({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}
