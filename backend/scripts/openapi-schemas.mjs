// Writes src/openapi/type-schemas.generated.ts: a JSON schema for every route's body and answer,
// read by the TypeScript checker from the types the code already declares (the DTO classes and
// the shared API types), so /api/docs describes what the code really takes and returns.
// `npm run build` runs it (alone: `npm run openapi -w backend`); a unit test fails when the
// committed file is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = join(ROOT, 'src/openapi/type-schemas.generated.ts');
const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

function decoratorNames(node) {
  return (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).map((d) =>
    ts.isCallExpression(d.expression) ? d.expression.expression.getText() : d.expression.getText(),
  );
}

/** Converts checker types to JSON schemas; named object types become components. */
class SchemaWriter {
  constructor(checker) {
    this.checker = checker;
    this.components = {};
    this.names = new Map(); // type -> component name
  }

  /** `hint` names an anonymous object type by where it was met ('OrdersController_get_data'). */
  schema(type, hint) {
    const c = this.checker;
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [type.value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [type.value] };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [c.typeToString(type) === 'true'] };
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return { nullable: true };
    if (type.isUnion()) return this.union(type.types, hint);
    if (c.isArrayType(type) || c.isTupleType(type)) {
      const [item] = c.getTypeArguments(type);
      return { type: 'array', items: item ? this.schema(item, `${hint}_item`) : {} };
    }
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (symbol?.name === 'Date') return { type: 'string', format: 'date-time' };
    if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return {};
    // every object type is a component: a shape met on several routes is written once
    const name = this.componentName(type, hint);
    if (!this.components[name]) {
      this.components[name] = {}; // placeholder: a type that refers to itself ends here
      this.components[name] = this.object(type, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  union(types, hint) {
    const present = types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const nullable = present.some((t) => t.flags & ts.TypeFlags.Null);
    const rest = present.filter((t) => !(t.flags & ts.TypeFlags.Null));
    let schema;
    if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) schema = { type: 'boolean' };
    else if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.StringLiteral))
      schema = { type: 'string', enum: rest.map((t) => t.value) };
    else if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.NumberLiteral))
      schema = { type: 'number', enum: rest.map((t) => t.value) };
    else if (rest.length === 1) schema = this.schema(rest[0], hint);
    else schema = { oneOf: rest.map((t, i) => this.schema(t, `${hint}_${i + 1}`)) };
    if (!nullable) return schema;
    return schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
  }

  /** Interfaces, classes and aliases keep their name; an anonymous shape takes the place it was first met. */
  componentName(type, hint) {
    if (this.names.has(type)) return this.names.get(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const named =
      symbol &&
      !['__type', '__object', 'Record', 'Partial', 'Pick', 'Omit'].includes(symbol.name) &&
      !type.aliasTypeArguments;
    const base = named ? symbol.name : hint;
    const taken = new Set(this.names.values());
    let name = base;
    for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
    this.names.set(type, name);
    return name;
  }

  object(type, name) {
    const c = this.checker;
    const properties = {};
    const required = [];
    for (const property of c.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration) continue;
      const propertyType = c.getTypeOfSymbolAtLocation(property, declaration);
      if (propertyType.getCallSignatures().length > 0) continue; // methods are not data
      properties[property.name] = this.schema(propertyType, `${name}_${property.name}`);
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.name);
    }
    const schema = { type: 'object', properties };
    if (required.length) schema.required = required;
    const index = c.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index) schema.additionalProperties = this.schema(index.type, `${name}_value`);
    return schema;
  }
}

/** What every route takes and answers, keyed by Nest's operationId ('OrdersController_list'). */
export function generate() {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.build.json'), {}, ts.sys);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const checker = program.getTypeChecker();
  const writer = new SchemaWriter(checker);
  const operations = {};
  const controllers = program
    .getSourceFiles()
    .filter((f) => f.fileName.endsWith('.controller.ts') && !relative(ROOT, f.fileName).startsWith('..'))
    .sort((a, b) => a.fileName.localeCompare(b.fileName));
  for (const file of controllers) {
    for (const node of file.statements) {
      if (!ts.isClassDeclaration(node) || !decoratorNames(node).includes('Controller')) continue;
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !decoratorNames(member).some((d) => HTTP_METHODS.has(d))) continue;
        // Nest's default operationId
        const id = `${node.name.text}_${member.name.getText()}`;
        const operation = {};
        const signature = checker.getSignatureFromDeclaration(member);
        let answer = checker.getReturnTypeOfSignature(signature);
        answer = checker.getAwaitedType(answer) ?? answer;
        const answerName = (answer.aliasSymbol ?? answer.getSymbol())?.name;
        // nothing (a 204) and files (a stream) have no JSON schema
        if (!(answer.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) && answerName !== 'StreamableFile') {
          operation.response = writer.schema(answer, id);
        }
        const body = member.parameters.find((p) => decoratorNames(p).includes('Body'));
        if (body) operation.body = writer.schema(checker.getTypeAtLocation(body), `${id}_body`);
        operations[id] = operation;
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(writer.components).sort(([a], [b]) => a.localeCompare(b)));
  return { components: sorted, operations };
}

/** One line per schema: a change to a type is a one-line diff. */
export function render({ components, operations }) {
  const lines = (entries) =>
    Object.entries(entries).map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  return [
    '// Generated by scripts/openapi-schemas.mjs from the TypeScript types: do not edit by hand.',
    'export const TYPE_SCHEMAS = {',
    '  components: {',
    ...lines(components),
    '  },',
    '  operations: {',
    ...lines(operations),
    '  },',
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = render(generate());
  if (process.argv.includes('--check')) {
    // the unit test's question: does the committed file still say what the types say?
    const stale = !existsSync(OUTPUT) || readFileSync(OUTPUT, 'utf8') !== text;
    if (stale) console.error(`${relative(process.cwd(), OUTPUT)} está desatualizado: rode npm run openapi -w backend`);
    process.exit(stale ? 1 : 0);
  }
  writeFileSync(OUTPUT, text);
  console.log(`Esquemas da API escritos em ${relative(process.cwd(), OUTPUT)}`);
}
