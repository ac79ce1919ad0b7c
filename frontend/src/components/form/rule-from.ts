/**
 * antd Form rule from a shared predicate that returns the Portuguese message or null,
 * so the form shows exactly the text the server and the spec use.
 */
export function ruleFrom(check: (value: unknown) => string | null) {
  return {
    validator: (_rule: unknown, value: unknown): Promise<void> => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
