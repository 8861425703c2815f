/**
 * Reading one `<immobilie>` of an OpenImmo export (issue 32 point 5, decision 064): elements by
 * path, numbers in either decimal notation, OpenImmo's booleans, and the record of what was read,
 * so that every element with a value that found no place is listed field by field.
 */
import type { UnmappedField, UnmappedReason, XmlElement } from './openimmo-import-types.ts';

/** Which elements the mapping read, so that the rest is listed as unmapped. */
export class Reader {
  readonly used = new Set<XmlElement>();
  readonly unmapped: UnmappedField[] = [];

  readonly root: XmlElement;

  constructor(root: XmlElement) {
    this.root = root;
  }

  /** The element at `path` (slash-separated local names) below `from`, marked as read. */
  at(path: string, from: XmlElement = this.root): XmlElement | undefined {
    let node: XmlElement | undefined = from;
    for (const name of path.split('/')) {
      node = node?.children.find((child) => child.name === name);
      if (!node) return undefined;
      // Every element on the way counts as read; its other children are still listed.
      this.used.add(node);
    }
    return node;
  }

  /** Marks `node` and everything below it as read. */
  useAll(node: XmlElement | undefined): void {
    if (!node) return;
    this.used.add(node);
    for (const child of node.children) this.useAll(child);
  }

  /** Every child of `parent` named `name`, marked as read. */
  all(parent: XmlElement | undefined, name: string): XmlElement[] {
    const found = parent?.children.filter((child) => child.name === name) ?? [];
    for (const node of found) this.used.add(node);
    return found;
  }

  text(path: string, from?: XmlElement): string {
    return this.at(path, from)?.text.trim() ?? '';
  }

  /** A number at `path` (a decimal point or comma), undefined when absent or not a number. */
  number(path: string, from?: XmlElement): number | undefined {
    const node = this.at(path, from);
    if (!node) return undefined;
    const value = parseNumber(node.text);
    if (value === undefined && node.text.trim()) this.note(path, 'value', node.text);
    return value;
  }

  note(field: string, reason: UnmappedReason, value?: string) {
    const shown = value?.trim().slice(0, 80);
    this.unmapped.push({
      field,
      key: `admin:imports.unmapped.${reason}`,
      ...(shown ? { value: shown } : {}),
    });
  }

  /** The elements with a value that were never read, as `noField`. */
  rest(node: XmlElement = this.root, prefix = ''): void {
    for (const child of node.children) {
      const path = prefix ? `${prefix}/${child.name}` : child.name;
      if (this.used.has(child)) {
        this.rest(child, path);
        continue;
      }
      if (!hasValue(child)) continue;
      this.note(path, 'noField', child.text || attributeText(child));
    }
  }
}

/** Whether an element says something: a switch that is off (`false`, `0`) does not. */
function hasValue(node: XmlElement): boolean {
  const text = node.text.trim();
  if (text && !isFalse(text)) return true;
  if (Object.values(node.attributes).some((v) => v.trim() && !isFalse(v))) return true;
  return node.children.some(hasValue);
}

function attributeText(node: XmlElement): string {
  return Object.entries(node.attributes)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
}

export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** OpenImmo's booleans: `true`/`1` and `false`/`0`. */
export function isTrue(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}
function isFalse(value: string): boolean {
  return value === 'false' || value === '0';
}

/** The attributes of `node` that are switched on (`true` or `1`), by name. */
export function trueAttributes(node: XmlElement | undefined): string[] {
  if (!node) return [];
  return Object.entries(node.attributes)
    .filter(([, value]) => isTrue(value))
    .map(([name]) => name);
}
