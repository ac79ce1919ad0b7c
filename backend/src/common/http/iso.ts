/** Instants leave the API as ISO 8601 strings in UTC. */
export const iso = (date: Date) => date.toISOString();
