import { Column, type ColumnOptions, PrimaryColumn } from 'typeorm';

/**
 * Column helpers that mean the same on SQLite and PostgreSQL.
 * Instants are epoch milliseconds in a bigint: no driver-specific date handling, and range
 * queries compare plain numbers on both databases.
 */
const epochMs = {
  to: (value: Date | null | undefined) => (value == null ? value : value.getTime()),
  from: (value: string | number | null) => (value == null ? null : new Date(Number(value))),
};

/** PostgreSQL returns int8 as text; counts and money stay far below 2^53. */
const intFromBigint = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value == null ? null : Number(value)),
};

export const IdColumn = () => PrimaryColumn({ type: 'varchar', length: 36 });

export const RefColumn = (options: ColumnOptions = {}) =>
  Column({ type: 'varchar', length: 36, nullable: true, ...options });

export const TimestampColumn = (options: ColumnOptions = {}) =>
  Column({ type: 'bigint', transformer: epochMs, ...options });

export const CentsColumn = (options: ColumnOptions = {}) =>
  Column({ type: 'integer', default: 0, transformer: intFromBigint, ...options });

export const TextColumn = (length: number, options: ColumnOptions = {}) =>
  Column({ type: 'varchar', length, ...options });

export const JsonColumn = (options: ColumnOptions = {}) => Column({ type: 'simple-json', ...options });
