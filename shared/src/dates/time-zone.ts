/** The business's time zone (SPEC: every date is Sao Paulo time). A module of its own, without the date libraries, for code that only names it. */
export const TIME_ZONE = 'America/Sao_Paulo';
