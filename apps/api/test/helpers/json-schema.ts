/**
 * Validates idealista's customer file against its published JSON schemas (feeds v6, decision
 * 066), the fixtures under `fixtures/feeds/idealista/`.
 *
 * The schemas declare draft-04. Ajv 8 has no draft-04 class of its own (that is the separate
 * ajv-draft-04 package); its draft-07 class validates the same as draft-04 for these files,
 * which use none of the keywords the drafts read differently (boolean exclusiveMinimum and
 * exclusiveMaximum, const, contains, if/then/else, propertyNames; `schemaIsDraft04Compatible`
 * checks that, so a changed fixture cannot slip past). Two draft-04 habits need settings:
 * schemas name themselves with `id` (`schemaId: 'id'`, and Ajv's `id` keyword, which only
 * refuses the draft-04 spelling, is removed), and `features.json` keeps its definitions at its
 * top level, which strict mode would refuse as unknown keywords.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';

// ajv-formats is CommonJS: its plugin is the module's `default` member under Node's ESM rules.
const addFormats = ajvFormats.default;

const FOLDER = new URL('../fixtures/feeds/idealista/', import.meta.url);
const BASE = 'https://feeds.idealista.com/v6/schemas/';

/**
 * The one reference of the published schemas that resolves nowhere: homes.json and promo.json
 * write `features.json#featuresLiftAvailable` (a fragment without its slash) where every other
 * field writes `features.json#/…`. The files stay as published; they are read with the slash.
 */
const PUBLISHED_TYPO = {
  files: ['properties/homes.json', 'properties/promo.json'],
  from: '"features.json#featuresLiftAvailable"',
  to: '"features.json#/featuresLiftAvailable"',
};

/** The schema files as published, by their path under the fixture folder. */
export function idealistaSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = { 'rules.json': '' };
  for (const name of readdirSync(new URL('properties/', FOLDER))) files[`properties/${name}`] = '';
  for (const path of Object.keys(files)) files[path] = readFileSync(new URL(path, FOLDER), 'utf8');
  return files;
}

/** Keywords whose meaning differs between draft-04 and draft-07, or that draft-04 lacks. */
const DRAFT_SENSITIVE = new Set([
  'exclusiveMinimum',
  'exclusiveMaximum',
  'const',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  '$id',
]);

/** The draft-sensitive keywords the fixtures use (empty: draft-07 validates them as draft-04). */
export function draftSensitiveKeywords(): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (DRAFT_SENSITIVE.has(key)) found.add(key);
        visit(value);
      }
    }
  };
  for (const text of Object.values(idealistaSchemaFiles())) visit(JSON.parse(text));
  return [...found];
}

function compile(): {
  customer: ValidateFunction;
  image: ValidateFunction;
  description: ValidateFunction;
} {
  const ajv = new Ajv({ schemaId: 'id', strict: false, validateSchema: false, allErrors: true });
  ajv.removeKeyword('id');
  addFormats(ajv);
  for (const [path, text] of Object.entries(idealistaSchemaFiles())) {
    let source = text;
    // Only the known typo is mended; a fixture that changed is reviewed, not read silently.
    if (source.includes(PUBLISHED_TYPO.from) !== PUBLISHED_TYPO.files.includes(path)) {
      throw new Error(`${path}: the published reference typo is not where it was`);
    }
    source = source.replace(PUBLISHED_TYPO.from, PUBLISHED_TYPO.to);
    ajv.addSchema(JSON.parse(source) as object);
  }
  const get = (path: string) => ajv.getSchema(`${BASE}${path}`)!;
  return {
    customer: get('properties/customer.json'),
    image: get('properties/images.json'),
    description: get('properties/description.json'),
  };
}

let compiled: ReturnType<typeof compile> | undefined;

function describeErrors(errors: ErrorObject[] | null | undefined, where = ''): string[] {
  return (errors ?? []).map(
    (error) =>
      `${where}${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}

/**
 * The schemas' complaints about a customer file, empty when it is valid. Draft-04 reads an
 * `items` array as a tuple, so the schema checks only the first description and image of each
 * property; every further one is checked against its item schema too, as idealista means them.
 * @param json the file's text
 */
export function idealistaSchemaErrors(json: string): string[] {
  compiled ??= compile();
  const document = JSON.parse(json) as {
    customerProperties?: { propertyDescriptions?: unknown[]; propertyImages?: unknown[] }[];
  };
  const errors = compiled.customer(document) ? [] : describeErrors(compiled.customer.errors);
  for (const [index, property] of (document.customerProperties ?? []).entries()) {
    for (const [key, validate] of [
      ['propertyDescriptions', compiled.description],
      ['propertyImages', compiled.image],
    ] as const) {
      for (const [item, value] of (property[key] ?? []).entries()) {
        if (!validate(value)) {
          errors.push(
            ...describeErrors(validate.errors, `/customerProperties/${index}/${key}/${item}`),
          );
        }
      }
    }
  }
  return errors;
}
