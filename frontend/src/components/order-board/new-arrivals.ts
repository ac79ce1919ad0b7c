/**
 * Which ids of a board's list arrived since the last list. The first list (`seen` null) only
 * marks what is there, so a reload or a restart of the display is never news again; an id seen
 * once is never new again (an order moved back by an undo is not news either).
 */
export function newArrivals(seen: ReadonlySet<string> | null, ids: readonly string[]): { seen: Set<string>; arrived: string[] } {
  const next = new Set(seen ?? []);
  const arrived: string[] = [];
  for (const id of ids) {
    if (!next.has(id) && seen !== null) arrived.push(id);
    next.add(id);
  }
  return { seen: next, arrived };
}
