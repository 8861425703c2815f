/**
 * The history of changes in the reader's language (issue 30 point 7): each entry as a sentence
 * of what was done, its changed fields labelled and their values as a person names them (the
 * catalogs' options, money and areas formatted, a type and a place by name, a staff account by
 * its address, an owner by their name, images and plans as files), internal ids left out. Which
 * sentence, which fields and which screen an entry takes is the domain's
 * (`staff/history-wording.ts`); this module fills in names from the database.
 */
import { formatDayTime } from '@domus/domain/format/locale-format';
import { CATEGORY_MODULES } from '@domus/domain/listing/categories/category-registry';
import type { AdminColumn } from '@domus/domain/listing/categories/category-module';
import { fieldLabelKey } from '@domus/domain/listing/categories/field-definitions';
import { LANGUAGES, type Language } from '@domus/domain/core/constants';
import { createListingFormatter, type ListingFormatter } from '@domus/domain/format/listing-format';
import type { HistoryAction, HistoryChange, HistorySubject } from '@domus/domain/staff/history';
import {
  historySentence,
  historySourceKey,
  historyValueKind,
  shownHistoryChanges,
  type HistorySentence,
} from '@domus/domain/staff/history-wording';
import { listingPlaceName } from '@domus/domain/place/place-name';
import { sellerName } from '@domus/domain/person/seller-name';
import type { HistoryDetail, HistoryWording } from '@domus/domain/staff/admin-history.schema';
import type { Executor } from '../../db/client.ts';
import { adminTranslator } from '../../lib/i18n.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { toUploadedFile } from '../files/file-rows.ts';
import {
  findHistoryNames,
  type HistoryNameIds,
  type HistoryNames,
} from './history-read.repository.ts';

/** What the erasure of a person writes in place of their values (decision 029). */
const ERASED = 'erased';

/** An entry as stored, as far as its wording needs it. */
export type StoredHistoryEntry = {
  subject: string;
  action: string;
  changes: unknown;
  source: string;
};

type Translate = ReturnType<typeof adminTranslator>;
type Context = {
  t: Translate;
  lang: Language;
  format: ListingFormatter;
  names: HistoryNames;
  storage: FileStorage;
  subject: HistorySubject;
};

/** The category fields' columns by field name: how the admin tables write their values. */
const FACT_COLUMNS = new Map<string, AdminColumn>(
  CATEGORY_MODULES.flatMap((module) =>
    module.adminColumns.flatMap((column) =>
      column.detailsPath?.length === 1 ? [[column.detailsPath[0]!, column] as const] : [],
    ),
  ),
);
const MONEY_FIELDS = new Set(['price', 'rentPrice']);

const changesOf = (entry: StoredHistoryEntry) => (entry.changes ?? []) as HistoryChange[];
const asIds = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : [];

/** The ids the entries' shown values name, by what they name. */
function namedIds(entries: readonly StoredHistoryEntry[]): HistoryNameIds {
  const ids: HistoryNameIds = {
    files: [],
    types: [],
    municipalities: [],
    zones: [],
    accounts: [],
    sellers: [],
  };
  const add = (list: string[], value: unknown) => list.push(...asIds(value));
  for (const entry of entries) {
    for (const change of changesOf(entry)) {
      for (const value of [change.before, change.after]) {
        const kind = historyValueKind(change.field);
        if (kind === 'files') add(ids.files, value);
        else if (kind === 'type') add(ids.types, value);
        else if (kind === 'account') add(ids.accounts, value);
        else if (kind === 'seller') add(ids.sellers, value);
        else if (kind === 'place' && value && typeof value === 'object') {
          const place = value as { municipalityId?: unknown; zone?: unknown };
          add(ids.municipalities, place.municipalityId);
          add(ids.zones, place.zone);
        }
      }
    }
  }
  for (const key of Object.keys(ids) as (keyof HistoryNameIds)[]) ids[key] = [...new Set(ids[key])];
  return ids;
}

/** A field's label: the history's own, the seller form's for a customer, the listing form's. */
function label(ctx: Context, field: string): string {
  // A field name is data: only plain names are looked up, never a path into the catalog.
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) return field;
  const customer = ctx.subject === 'seller' || ctx.subject === 'client';
  const definedKey = customer ? undefined : fieldLabelKey(field);
  const keys = [
    `history.fields.${field}`,
    ...(customer ? [`property:seller.${field}`] : []),
    // A listing's step-3 field is named by its definition's label (issue 31 point 2).
    ...(definedKey ? [definedKey] : []),
    `property:fields.${field}`,
    `property:seller.${field}`,
  ];
  for (const key of keys) {
    const text = ctx.t(key, { defaultValue: '' });
    if (text) return text;
  }
  return field;
}

/** An option's label in the catalogs (`property:values.<field>.<value>`), or ''. */
function optionLabel(ctx: Context, field: string, value: string | number): string {
  const key = String(value);
  if (!/^[A-Za-z0-9_]+$/.test(key) || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) return '';
  if (field === 'status') {
    const prefix =
      ctx.subject === 'viewing'
        ? 'viewings.statuses'
        : ctx.subject === 'message' || ctx.subject === 'match'
          ? 'inbox.statuses'
          : 'status';
    return ctx.t(`${prefix}.${key}`, { defaultValue: '' });
  }
  if (field === 'state') return ctx.t(`property:values.matchState.${key}`, { defaultValue: '' });
  // A viewing's feedback: the answers as the outcome form names them (issue 33 point 3).
  if (field === 'feedback' && ctx.subject === 'viewing')
    return ctx.t(`viewings.outcome.answers.${key}`, { defaultValue: '' });
  if (field === 'language') return ctx.t(`common:language.${key}`, { defaultValue: '' });
  return ctx.t(`property:values.${field}.${key}`, { defaultValue: '' });
}

/** A number as the admin tables write the field's values (money, m², hectares), else plain. */
function numberText(ctx: Context, field: string, value: number): string {
  const kind = MONEY_FIELDS.has(field) ? 'money' : FACT_COLUMNS.get(field)?.kind;
  if (kind === 'money') return ctx.format.money(value);
  if (kind === 'area') return ctx.format.area(value);
  if (kind === 'hectares') return ctx.format.hectares(value);
  return ctx.format.number(value);
}

/** A plain value (an option, a number, yes or no, a text, a list, a group of fields) as text. */
function valueText(ctx: Context, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === ERASED) return ctx.t('history.erased');
  if (typeof value === 'boolean') {
    if (field === 'rent') return ctx.t(`property:values.offer.${value ? 'rent' : 'sale'}`);
    return ctx.t(value ? 'history.yes' : 'history.no');
  }
  if (typeof value === 'number' || typeof value === 'string') {
    const option = optionLabel(ctx, field, value);
    if (option) return option;
    return typeof value === 'number' ? numberText(ctx, field, value) : value;
  }
  if (Array.isArray(value)) {
    const parts = value.map((item) => valueText(ctx, field, item)).filter((p) => p !== null);
    return parts.length ? parts.join(', ') : null;
  }
  const record = value as Record<string, unknown>;
  if (field === 'address') {
    const { street, streetNumber, postalCode, municipality, country } = record;
    const line = [street, streetNumber].filter(Boolean).join(' ');
    const town = [postalCode, municipality].filter(Boolean).join(' ');
    return [line, town, country].filter(Boolean).join(', ') || null;
  }
  // A group of fields (a hotel's, a parking kind's): each with its label.
  const parts = Object.entries(record).flatMap(([key, v]) => {
    const text = valueText(ctx, key, v);
    return text === null ? [] : [`${label(ctx, key)}: ${text}`];
  });
  return parts.length ? parts.join(', ') : null;
}

/** A listing's place: street and number, zone and municipality by name, whether approximate. */
function placeText(ctx: Context, value: unknown): string | null {
  if (!value || typeof value !== 'object') return valueText(ctx, 'location', value);
  const place = value as Record<string, unknown>;
  const id = (v: unknown) => (typeof v === 'string' ? v : '');
  const where = listingPlaceName(
    {
      municipality: ctx.names.municipalities.get(id(place.municipalityId)) ?? null,
      zone: ctx.names.zones.get(id(place.zone)) ?? null,
    },
    ctx.lang,
  );
  const street = [place.street, place.streetNumber].filter((v) => typeof v === 'string' && v);
  const text = [street.join(' '), where].filter(Boolean).join(', ');
  if (!text) return null;
  return place.approximate === true ? `${text} (${ctx.t('history.approximate')})` : text;
}

/** A text in three languages: the languages that changed, each named by its code. */
function textsDetail(ctx: Context, change: HistoryChange): Pick<HistoryDetail, 'before' | 'after'> {
  const of = (value: unknown, lang: Language) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>)[lang] : undefined;
  if (typeof change.before !== 'object' && typeof change.after !== 'object') {
    return {
      before: valueText(ctx, change.field, change.before),
      after: valueText(ctx, change.field, change.after),
    };
  }
  const changed = LANGUAGES.filter((lang) => of(change.before, lang) !== of(change.after, lang));
  const side = (value: unknown) => {
    const parts = changed.flatMap((lang) => {
      const text = valueText(ctx, change.field, of(value, lang));
      return text === null
        ? []
        : [ctx.t('history.languageOf', { language: lang.toUpperCase(), text })];
    });
    return parts.length ? parts.join(' · ') : null;
  };
  return { before: side(change.before), after: side(change.after) };
}

/** Images or plans: the files added and removed, and whether the order of the others changed. */
function filesDetail(ctx: Context, change: HistoryChange): HistoryDetail['files'] {
  const before = asIds(change.before);
  const after = asIds(change.after);
  const file = (id: string) => {
    const row = ctx.names.files.get(id);
    return { file: row ? toUploadedFile(row, ctx.storage) : null };
  };
  const kept = (list: string[], other: string[]) => list.filter((id) => other.includes(id));
  return {
    added: after.filter((id) => !before.includes(id)).map(file),
    removed: before.filter((id) => !after.includes(id)).map(file),
    reordered: kept(before, after).join() !== kept(after, before).join(),
  };
}

/** One changed field as a person reads it. */
function detail(ctx: Context, change: HistoryChange): HistoryDetail {
  const base = { field: change.field, label: label(ctx, change.field), files: null };
  const both = (text: (value: unknown) => string | null) => ({
    ...base,
    before: text(change.before),
    after: text(change.after),
  });
  const kind = historyValueKind(change.field);
  const name = (value: unknown, names: Map<string, string>) =>
    value === ERASED
      ? ctx.t('history.erased')
      : typeof value === 'string'
        ? (names.get(value) ?? null)
        : null;
  switch (kind) {
    case 'files':
      return { ...base, before: null, after: null, files: filesDetail(ctx, change) };
    case 'texts':
      return { ...base, ...textsDetail(ctx, change) };
    case 'place':
      return both((value) => placeText(ctx, value));
    case 'type':
      return both((value) => {
        const names = typeof value === 'string' ? ctx.names.types.get(value) : undefined;
        return names ? names[ctx.lang] : null;
      });
    case 'account':
      return both((value) => name(value, ctx.names.accounts));
    case 'instant':
      return both((value) =>
        typeof value === 'string' && !Number.isNaN(Date.parse(value))
          ? formatDayTime(value, ctx.lang)
          : valueText(ctx, change.field, value),
      );
    case 'seller':
      return both((value) => {
        const seller = typeof value === 'string' ? ctx.names.sellers.get(value) : undefined;
        return seller ? sellerName(seller, { orContact: true }) || null : null;
      });
    default:
      return both((value) => valueText(ctx, change.field, value));
  }
}

/** The sentence of an entry in the reader's language. */
function sentenceText(ctx: Context, sentence: HistorySentence): string {
  const key = `history.sentences.${sentence.key}`;
  switch (sentence.key) {
    case 'create':
    case 'update':
    case 'delete':
      return ctx.t(key, {
        what: sentence.what
          .map((object) => ctx.t(`history.objects.${object}`))
          .join(ctx.t('history.and')),
      });
    case 'assign':
      return ctx.t(key, { agent: sentence.agent });
    case 'state':
      return ctx.t(key, { state: optionLabel(ctx, 'state', sentence.state) || sentence.state });
    case 'offer':
      return ctx.t(key, { number: sentence.number });
    default:
      return ctx.t(key);
  }
}

/**
 * The entries in `lang`, in their order: each one's sentence, shown fields and screen.
 * @param db the database (names of files, types, places, accounts and owners)
 * @param storage where the files are, for their addresses
 * @param entries the entries as stored
 * @param lang the reader's language
 */
export async function describeHistory(
  db: Executor,
  storage: FileStorage,
  entries: readonly StoredHistoryEntry[],
  lang: Language,
): Promise<HistoryWording[]> {
  const t = adminTranslator(lang);
  const names = await findHistoryNames(db, namedIds(entries));
  const format = createListingFormatter(lang, t);
  return entries.map((entry) => {
    const stored = {
      subject: entry.subject as HistorySubject,
      action: entry.action as HistoryAction,
      changes: changesOf(entry),
    };
    const ctx: Context = { t, lang, format, names, storage, subject: stored.subject };
    const source = historySourceKey(entry.source);
    return {
      summary: sentenceText(ctx, historySentence(stored)),
      details: shownHistoryChanges(stored).map((change) => detail(ctx, change)),
      via: source ? t(`history.sources.${source}`) : null,
    };
  });
}
