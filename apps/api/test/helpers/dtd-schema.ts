/**
 * Validation against a DTD without a native build (decision 065). The libxml2 of xmllint-wasm is
 * built without DTD validation (`--valid`, `--dtdvalid` are unknown options), so a DTD made only
 * of element declarations — sequences of names with `?`, `*` or `+`, and `#PCDATA` — is
 * translated to the XSD that accepts exactly the same documents, and that is validated with
 * xmllint-wasm. Any other construct (attributes, entities, choices, mixed content, nested
 * groups) is refused instead of being translated loosely, so a passing check never means less
 * than the DTD says.
 */
import { xmlSchemaErrors } from './xml-schema.ts';

const NAME = /^[A-Za-z_][\w.-]*$/;

function occurs(quantifier: string): string {
  if (quantifier === '?') return ' minOccurs="0"';
  if (quantifier === '*') return ' minOccurs="0" maxOccurs="unbounded"';
  if (quantifier === '+') return ' maxOccurs="unbounded"';
  return '';
}

function declaration(name: string, model: string): string {
  if (!NAME.test(name)) throw new Error(`DTD: unsupported element name ${name}`);
  const compact = model.replace(/\s+/g, '');
  if (compact === '(#PCDATA)') return `<xsd:element name="${name}" type="xsd:string"/>`;
  const sequence = /^\(([^()|]+)\)$/.exec(compact);
  if (!sequence || compact.includes('#PCDATA')) {
    throw new Error(`DTD: unsupported content model of ${name}: ${model.trim()}`);
  }
  const particles = sequence[1]!.split(',').map((particle) => {
    const match = /^([A-Za-z_][\w.-]*)([?*+]?)$/.exec(particle);
    if (!match) throw new Error(`DTD: unsupported particle ${particle} in ${name}`);
    return `<xsd:element ref="${match[1]}"${occurs(match[2]!)}/>`;
  });
  return `<xsd:element name="${name}"><xsd:complexType><xsd:sequence>${particles.join('')}</xsd:sequence></xsd:complexType></xsd:element>`;
}

/**
 * The XSD equivalent of a DTD of element declarations.
 * @param dtd the DTD's text
 */
export function dtdToXsd(dtd: string): string {
  const text = dtd.replace(/<!--[\s\S]*?-->/g, '');
  const declarations: string[] = [];
  const rest = text.replace(/<!ELEMENT\s+(\S+)\s+([^>]*)>/g, (_, name: string, model: string) => {
    declarations.push(declaration(name, model));
    return '';
  });
  if (rest.trim()) throw new Error(`DTD: unsupported declarations: ${rest.trim().slice(0, 80)}`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">${declarations.join('')}</xsd:schema>\n`;
}

/**
 * The DTD's complaints about `xml` and its root element, empty when it is valid.
 * @param xml the document (without a DOCTYPE)
 * @param dtd the DTD's text
 * @param root the element the document must start with, as a DOCTYPE would name it
 */
export async function dtdErrors(xml: string, dtd: string, root: string): Promise<string[]> {
  const rootName = /<([A-Za-z_][\w.-]*)[\s>]/.exec(xml.replace(/<\?xml[^>]*\?>/, ''))?.[1];
  const errors = await xmlSchemaErrors(xml, dtdToXsd(dtd));
  return rootName === root ? errors : [`root element ${rootName} is not ${root}`, ...errors];
}
