import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];
type ValidationMetadata = ReturnType<Lookup>[number];
type Grouped = ReturnType<Storage['groupByPropertyName']>;

const INSTALLED = Symbol.for('quentinha.validationRulesCache');

/**
 * class-validator looks a class's rules up again for every object it validates: it filters the
 * class's rules and tests every decorated class of the app for being a parent (`instanceof` over
 * all of them), then groups the rules by property. An order is 7 objects (the order, customer,
 * delivery, payment, each item), so that lookup was ~4% of the server's time under order load
 * (CPU profile, issue 32); upstream: typestack/class-validator#2686, open. A class's rules are all
 * registered when its module loads, before anything of that class can be validated, so the answer
 * is kept per class and options. A rule registered later (a class loaded late) empties the cache.
 * Validation itself is untouched: the same rules, run by class-validator, in the same order.
 */
export function cacheValidationRules(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;

  let rules = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  let grouped = new WeakMap<ValidationMetadata[], Grouped>();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // schema-named validation (a string target) is not used here: asked as it is
    if (typeof target !== 'function') return lookup(target, schema, always, strictGroups, groups);
    const options = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let byOptions = rules.get(target);
    if (!byOptions) rules.set(target, (byOptions = new Map()));
    let found = byOptions.get(options);
    if (!found) byOptions.set(options, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
  // the executor groups the list it was just given: the same list, the same groups
  storage.groupByPropertyName = (metadata) => {
    let found = grouped.get(metadata);
    if (!found) grouped.set(metadata, (found = group(metadata)));
    return found;
  };
  storage.addValidationMetadata = (metadata) => {
    rules = new WeakMap();
    grouped = new WeakMap();
    add(metadata);
  };
}
