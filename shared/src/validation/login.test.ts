import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { EMAIL_MAX_LENGTH } from './limits.js';
import { EMAIL_PATTERN, isEmail, LOGIN_MESSAGES, validateEmail, validatePassword } from './login.js';
import { REGISTER_MESSAGES, validateRegisterEmail } from './register.js';

describe('login validation (SPEC section 5)', () => {
  itAnswers(validateEmail, [
    ['', 'Email é obrigatório'],
    ['   ', 'Email é obrigatório'],
    [undefined, 'Email é obrigatório'],
    ['maria', 'Email inválido'],
    ['maria@', 'Email inválido'],
    ['maria@exemplo', 'Email inválido'],
    ['ma ria@exemplo.com', 'Email inválido'],
    ['maria@exemplo.com', null],
    [' maria@exemplo.com.br ', null],
  ]);

  itAnswers(validatePassword, [
    ['', 'Senha é obrigatória'],
    [undefined, 'Senha é obrigatória'],
    ['x', null],
  ]);

  it('has the other login texts', () => {
    expect(LOGIN_MESSAGES.invalidResponse).toBe('Resposta inválida do servidor');
    expect([LOGIN_MESSAGES.busyTitle, LOGIN_MESSAGES.busy]).toEqual(['Aguarde', 'Processando login anterior...']);
  });
});

/**
 * The first release's rule, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, said without a pattern: no spaces,
 * something before a single '@', and a dot in the domain that is neither its first nor its last
 * character.
 */
function firstReleaseAccepts(text: string): boolean {
  const at = text.indexOf('@');
  const domain = text.slice(at + 1);
  return at > 0 && !/\s/.test(text) && !domain.includes('@') && domain.slice(1, -1).includes('.');
}

function* stringsOf(alphabet: readonly string[], length: number, prefix = ''): Generator<string> {
  if (length === 0) {
    yield prefix;
    return;
  }
  for (const c of alphabet) yield* stringsOf(alphabet, length - 1, prefix + c);
}

describe('the email pattern (DECISIONS 10.8: bounded, never backtracking)', () => {
  it('accepts exactly the addresses the first release accepted', () => {
    // every string up to 7 characters over the characters the pattern treats differently
    const alphabet = ['a', '.', '@', ' ', '\t', 'ç'];
    const differ: string[] = [];
    for (let length = 0; length <= 7; length++) {
      for (const text of stringsOf(alphabet, length)) {
        if (EMAIL_PATTERN.test(text) !== firstReleaseAccepts(text)) differ.push(text);
      }
    }
    expect(differ).toEqual([]);
  });

  itAnswers(isEmail, [
    ['a@b.c', true],
    ['a@b..c', true],
    ['a@b.c.', true],
    ['a@.b.c', true],
    ['a@.b', false],
    ['a@b.', false],
    ['a@@b.c', false],
    [42, false],
  ]);

  const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@exemplo.com'.length)}@exemplo.com`;

  it('takes an address of up to 254 characters (RFC 5321) and refuses a longer one', () => {
    expect(longest).toHaveLength(254);
    expect(validateEmail(longest)).toBeNull();
    expect(validateEmail(`a${longest}`)).toBe(LOGIN_MESSAGES.emailInvalid);
    expect(validateRegisterEmail(longest)).toBeNull();
    expect(validateRegisterEmail(`a${longest}`)).toBe(REGISTER_MESSAGES.emailTooLong);
    expect(REGISTER_MESSAGES.emailTooLong).toBe('Email deve ter no máximo 254 caracteres');
  });

  // the shapes that made the first release's pattern try every split of the dots (quadratic and
  // worse: 20 kB took seconds), 200 kB each; a linear pattern answers in well under a millisecond
  const crafted = {
    'dots then @': `a@${'.'.repeat(200_000)}@`,
    'dots then a space': `a@${'.'.repeat(200_000)} x`,
    'labels then @': `a@${'a.'.repeat(100_000)}@`,
    'at signs': '@'.repeat(200_000),
    'a long local part': `${'a'.repeat(200_000)}@`,
  };

  it.each(Object.entries(crafted))('refuses a 200 kB crafted string (%s) at once', (_shape, text) => {
    const started = performance.now();
    expect(validateEmail(text)).toBe(LOGIN_MESSAGES.emailInvalid);
    expect(validateRegisterEmail(text)).toBe(REGISTER_MESSAGES.emailTooLong);
    // the pattern itself, without the length bound in front of it, is linear too
    expect(EMAIL_PATTERN.test(text)).toBe(false);
    // the contract (DECISIONS 10.8) is an answer within a second; the old pattern needed minutes here
    expect(performance.now() - started).toBeLessThan(250);
  });
});
