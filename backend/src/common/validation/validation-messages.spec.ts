import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';

// Every constraint of every DTO answers in Portuguese by itself: the pipe translates nothing
// (issue 15). This walks class-validator's registry after loading every DTO of the app.

const SRC = join(__dirname, '..', '..');
const ENGLISH = /\b(must|should|has failed|is not|an unknown value|each value|expected)\b/i;

function dtoFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dtoFiles(path);
    return /\.(dto|query)\.ts$/.test(name) ? [path] : [];
  });
}

interface Meta {
  type: string;
  name?: string;
  propertyName: string;
  target: { name?: string };
  message?: string | ((args: ValidationArguments) => string);
  constraints?: unknown[];
  constraintCls?: new () => { defaultMessage?: (args: ValidationArguments) => string };
}

describe('validation messages', () => {
  it('every decorator of every DTO carries a Portuguese message', async () => {
    const files = dtoFiles(join(SRC, 'modules')).concat(dtoFiles(join(SRC, 'common')));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) await import(file);
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, Meta[]> };
    const english: string[] = [];
    let checked = 0;
    for (const list of storage.validationMetadatas.values()) {
      for (const meta of list) {
        // IsOptional / ValidateIf and the pipe's own checks (whitelist, nested objects) say nothing
        if (['conditionalValidation', 'whitelistValidation', 'nestedValidation'].includes(meta.type)) continue;
        // messages built from the value (the shared validators' sentences) are asked with bad values
        const say = (value: unknown) => {
          const args = { property: meta.propertyName, value, constraints: meta.constraints ?? [], targetName: '', object: {} } as ValidationArguments;
          if (typeof meta.message === 'function') return meta.message(args);
          return meta.message ?? (meta.constraintCls ? new meta.constraintCls().defaultMessage?.(args) : undefined);
        };
        const message = [undefined, 12345, 'x', '#'.repeat(600)].map(say).find(Boolean);
        checked += 1;
        if (!message || ENGLISH.test(message)) english.push(`${meta.target.name}.${meta.propertyName} (${meta.name ?? meta.type}): ${message}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(english).toEqual([]);
  });
});
