import { needsOriginCheck, originAllowed } from './origin-check.js';

describe('originAllowed', () => {
  it.each([
    ['no Origin (curl, a server, the load balancer)', undefined, true],
    ['this site', 'https://quentinha.com.br', true],
    ['this site with a port', 'http://localhost:3000', false],
    ['another site', 'https://evil.example', false],
    ['a look-alike', 'https://quentinha.com.br.evil.example', false],
    ["a sandboxed frame's 'null'", 'null', false],
    ['a site named in ALLOWED_ORIGINS', 'https://app.quentinha.com.br', true],
  ])('%s', (_name, origin, expected) => {
    expect(originAllowed(origin, 'quentinha.com.br', ['https://app.quentinha.com.br'])).toBe(expected);
  });
});

describe('needsOriginCheck', () => {
  const cookies = ['qt_access', 'qt_refresh'];
  it('checks writes that carry a session cookie, never reads nor cookieless writes', () => {
    expect(needsOriginCheck('POST', 'qt_access=abc', cookies)).toBe(true);
    expect(needsOriginCheck('DELETE', 'x=1; qt_refresh=abc', cookies)).toBe(true);
    expect(needsOriginCheck('GET', 'qt_access=abc', cookies)).toBe(false);
    expect(needsOriginCheck('POST', undefined, cookies)).toBe(false);
    expect(needsOriginCheck('POST', 'theme=dark', cookies)).toBe(false);
  });
});
