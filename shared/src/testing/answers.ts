import { expect, it } from 'vitest';

/**
 * A table test of a function of one argument: one test a row, in which `fn(input)` is
 * `expected` (toBe). The tests are named after the function.
 */
export function itAnswers<I, O>(fn: (input: I) => O, cases: readonly (readonly [I, O])[], name = fn.name): void {
  it.each(cases.map((c) => [...c] as [I, O]))(`${name}(%j) = %j`, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}

/** A predicate's table tests: true for each of `accepted`, false for each of `refused`. */
export function itTells(predicate: (value: unknown) => boolean, accepted: unknown[], refused: unknown[]): void {
  it.each(accepted)(`${predicate.name} accepts %p`, (value) => {
    expect(predicate(value)).toBe(true);
  });
  it.each(refused)(`${predicate.name} refuses %p`, (value) => {
    expect(predicate(value)).toBe(false);
  });
}
