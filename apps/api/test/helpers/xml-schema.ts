/**
 * Validates an XML document against a published XSD with libxml2 compiled to WebAssembly
 * (decision 061): the same checks a portal's import runs, without a native dependency.
 */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const FIXTURES = new URL('../fixtures/feeds/', import.meta.url);

/** The immobiliare.it feed schema, version 2.8 (OpenEstate-IO, Apache License 2.0). */
export const IMMOBILIARE_XSD = readFileSync(new URL('immobiliare-v2.8.xsd', FIXTURES), 'utf8');

/** The schema's complaints about `xml`, empty when it is valid. */
export async function xmlSchemaErrors(xml: string, xsd: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: 'schema.xsd', contents: xsd }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
