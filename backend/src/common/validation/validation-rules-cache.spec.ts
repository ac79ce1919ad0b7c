import 'reflect-metadata';
import { getMetadataStorage, IsInt, IsString, MaxLength, Min, validate, ValidateNested } from 'class-validator';
import { plainToInstance, Type } from 'class-transformer';
import { cacheValidationRules } from './validation-rules-cache.js';

class Person {
  @IsString({ message: 'nome' })
  @MaxLength(5, { message: 'nome longo' })
  name!: string;
}

class Customer extends Person {
  @IsInt({ message: 'idade' })
  @Min(18, { message: 'menor' })
  age!: number;
}

class Order {
  @ValidateNested()
  @Type(() => Customer)
  customer!: Customer;
}

const messages = async (plain: object) =>
  (await validate(plainToInstance(Order, plain), { whitelist: true, forbidNonWhitelisted: true }))
    .flatMap((e) => e.children ?? [])
    .flatMap((e) => Object.values(e.constraints ?? {}))
    .sort();

describe('cacheValidationRules', () => {
  const cases = [
    { customer: { name: 'Ana', age: 30 } },
    { customer: { name: 'Anabela', age: 30 } },
    { customer: { name: 'Ana', age: 12 } },
    { customer: { name: 7, age: 'x' } },
    { customer: { name: 'Ana', age: 30, extra: true } },
  ];

  it('validates exactly as before: inherited rules, own rules, unknown fields', async () => {
    const before = await Promise.all(cases.map(messages));
    cacheValidationRules();
    const after = await Promise.all(cases.map(messages));
    expect(after).toEqual(before);
    expect(after[0]).toEqual([]);
    expect(after[1]).toEqual(['nome longo']);
    expect(after[2]).toEqual(['menor']);
    expect(after[4]).toEqual(['property extra should not exist']);
    // the second look at a class is the first one's answer
    const storage = getMetadataStorage();
    expect(storage.getTargetValidationMetadatas(Customer, '', false, false)).toBe(storage.getTargetValidationMetadatas(Customer, '', false, false));
  });

  it('a class decorated after the cache was filled brings its rules and its parents', async () => {
    cacheValidationRules();
    await messages(cases[0]!);
    class Vip extends Customer {
      @IsString({ message: 'apelido' })
      nickname!: string;
    }
    const errors = await validate(plainToInstance(Vip, { name: 'Anabela', age: 30, nickname: 1 }));
    expect(errors.flatMap((e) => Object.values(e.constraints ?? {})).sort()).toEqual(['apelido', 'nome longo']);
    // a rule added to a class already looked up counts from then on
    expect(await messages({ customer: { name: 'Ana', age: 19 } })).toEqual([]);
    Min(21, { message: 'menor de 21' })(Customer.prototype, 'age');
    expect(await messages({ customer: { name: 'Ana', age: 19 } })).toEqual(['menor de 21']);
  });
});
