// npm run seed:volume -- --days 365 --per-day 250 [--seed 1]
// A year of believable orders in the database the server uses (DATABASE_URL or DATABASE_PATH,
// .env included), for trying the analytics screens and timing them at volume. Runs beside the
// server or without it.
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config.js';
import { VolumeSetupError } from './volume/volume-context.js';
import { formatCount, formatSeconds, generateVolume } from './volume/volume-generator.js';

const USAGE = `Uso: npm run seed:volume -- [--days 365] [--per-day 250] [--seed 1] [--customers N]
  --days      dias de pedidos, terminando hoje (1 a 3660; padrão 365)
  --per-day   pedidos por dia, em média (1 a 5000; padrão 250); domingos têm menos
  --seed      semente do gerador: a mesma semente gera os mesmos pedidos (padrão 1)
  --customers pessoas diferentes que pedem (1 a 100000; padrão: 16 por pedido/dia, até 4000)
Grava no banco de DATABASE_URL (PostgreSQL) ou DATABASE_PATH (SQLite), como o servidor.`;

class UsageError extends Error {}

function integer(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} inválido: use um número inteiro de ${min} a ${max}.`);
  return n;
}

function readOptions() {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        days: { type: 'string' },
        'per-day': { type: 'string' },
        seed: { type: 'string' },
        customers: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    // Node's parser speaks English: say it in Portuguese, naming what was typed
    const typed = (/'([^' ]+)/.exec((error as Error).message)?.[1] ?? '').trim();
    const messages: Record<string, string> = {
      ERR_PARSE_ARGS_UNKNOWN_OPTION: `Opção desconhecida: ${typed}.`,
      ERR_PARSE_ARGS_INVALID_OPTION_VALUE: `Informe um valor para ${typed}.`,
      ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: `Argumento inesperado: ${typed}.`,
    };
    throw new UsageError(messages[(error as { code?: string }).code ?? ''] ?? `Opções inválidas: ${typed}.`);
  }
  return {
    help: values.help === true,
    days: integer(values.days as string | undefined, 'days', 365, 1, 3660),
    perDay: integer(values['per-day'] as string | undefined, 'per-day', 250, 1, 5000),
    seed: integer(values.seed as string | undefined, 'seed', 1, 0, 2 ** 32 - 1),
    customers: values.customers === undefined ? undefined : integer(values.customers as string, 'customers', 0, 1, 100_000),
  };
}

/** The database as a person recognises it, without a password. */
function describeDatabase(config: { databaseUrl: string | null; databasePath: string }): string {
  if (!config.databaseUrl) return `SQLite ${config.databasePath}`;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return `PostgreSQL ${url.toString()}`;
}

async function main(): Promise<void> {
  // `npm run -w backend` runs in backend/: relative paths mean what they mean where npm was typed
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (existsSync('.env')) process.loadEnvFile('.env');
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  // the generator signs no session: a missing JWT_SECRET must not stop it (nor write .jwt-secret)
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || 'seed-volume-signs-no-sessions-at-all',
  });
  console.log(
    `Gerando ${formatCount(options.days)} ${options.days === 1 ? 'dia' : 'dias'} × ~${formatCount(options.perDay)} pedidos/dia (semente ${options.seed}) em ${describeDatabase(config)}`,
  );
  const summary = await generateVolume(config, { ...options, log: (line) => console.log(line) });
  const numbers =
    summary.firstNumber === null
      ? ''
      : ` (nº ${formatCount(summary.firstNumber)} a ${formatCount(summary.lastNumber!)})`;
  console.log(
    `Pronto: ${formatCount(summary.orders)} pedidos${numbers}, ${formatCount(summary.items)} itens e ` +
      `${formatCount(summary.events)} eventos em ${formatSeconds(summary.seconds * 1000)}.`,
  );
}

main().catch((error) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof VolumeSetupError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`Falha ao gerar os pedidos: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
