/**
 * How deep a JSON body may nest. The deepest real body (an order: body > items > item >
 * chosen_dishes) is 4 levels; bodies thousands of levels deep come only from fuzzers and would
 * overflow the stack of the recursive validation further in (a 500).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text, without parsing it: one pass counting brackets outside
 * strings (escapes skipped). Stops counting as soon as `limit` is passed.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}
