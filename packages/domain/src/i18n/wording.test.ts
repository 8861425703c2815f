import { describe, expect, it } from 'vitest';
import { adminResources } from './admin-resources.ts';
import { resources } from './resources.ts';

type Language = keyof typeof resources;

/** Every text of a language's catalogs (site and admin), with its `namespace.key` path. */
function texts(language: Language): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push([path, value]);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(resources[language], '');
  walk(adminResources[language], '');
  return out;
}

/** The keys whose text matches the pattern (placeholders left out). */
function matching(language: Language, pattern: RegExp): string[] {
  return texts(language)
    .filter(([, text]) => pattern.test(text.replace(/\{\{[^}]*\}\}/g, '')))
    .map(([path]) => path);
}

describe('wording of the catalogs (issue 18: native in three languages)', () => {
  it('Italian writes "email", never "e-mail"', () => {
    expect(matching('it', /\be-mail/i)).toEqual([]);
  });

  it('German writes "E-Mail", never "Email" or "email"', () => {
    expect(matching('de', /\bemail\b/i)).toEqual([]);
  });

  it('English writes "e-mail", never "email" or "E-Mail"', () => {
    expect(matching('en', /\b[Ee]mail\b|\bE-Mail\b/)).toEqual([]);
  });

  it('Italian addresses the reader as "Lei", never with "tu"', () => {
    const informal =
      /\b(tu|ti|tuo|tua|tuoi|tue|puoi|hai|vuoi|devi|avevi|trovi|vedete|scegli|sceglilo|sceglili|attendi|correggi|trascinala)\b/i;
    // Short button labels ("Scegli o crea cliente") are the usual imperative of Italian interfaces.
    const sentences = matching('it', informal).filter((path) => {
      const text = texts('it').find(([p]) => p === path)![1];
      return text.split(' ').length > 4;
    });
    expect(sentences).toEqual([]);
  });

  it('Italian and German pages carry no English sentences', () => {
    for (const language of ['it', 'de'] as const) {
      expect(matching(language, /\b(sent|Confirmation|Email sent|please|Error)\b/)).toEqual([]);
    }
  });

  it('German addresses the reader as "Sie", never with "du"', () => {
    expect(matching('de', /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i)).toEqual([]);
  });

  it('Italian writes the apostrophe as ’ (l’immobile), as in every other text', () => {
    expect(matching('it', /\p{L}'\p{L}/u)).toEqual([]);
  });

  it('Italian quotes with «», German with „“, never with straight quotes', () => {
    expect(matching('it', /["“”„]/)).toEqual([]);
    expect(matching('de', /["«»]|“[^”]*”/)).toEqual([]);
  });

  it('German names a zone "Fraktion", a saved search "Suche", a listing "Immobilie Nr." (one word each)', () => {
    expect(
      matching('de', /\b(Ortsteil|Ortschaft|Suchauftr|Suchprofil|Objekt Nr|Objektnr)/),
    ).toEqual([]);
  });

  it('issue 30.9: Italian names the PDF "scheda", never "Exposé" or "Esposé" (decision 050)', () => {
    expect(matching('it', /Esposé|Exposé/i)).toEqual([]);
  });

  it('issue 30.9: German names the superficie commerciale "Kommerzielle Fläche", no shop floor (decision 050)', () => {
    expect(matching('de', /Verkaufsfläche|Handelsfläche/)).toEqual([]);
  });

  it('a text that counts something ("{{count}} immobili") has plural forms (_one/_other)', () => {
    // "1 di 4", "Foto 1 von 4 öffnen" need no plural; counts that are never 1 where they show:
    // the four main images, the newest of many mails.
    const fixed = new Set([
      'sell.confirm.stepMainImagesHint',
      'sell.confirm.chooseMainImages',
      'admin.mails.introNewest',
    ]);
    for (const language of ['it', 'de', 'en'] as const) {
      const single = texts(language)
        .filter(
          ([path, text]) =>
            /\{\{count(, number)?\}\}\s+(?!(di|von|of|öffnen)\b)\p{L}/u.test(text) &&
            !/_(one|other)$/.test(path),
        )
        .map(([path]) => path)
        .filter((path) => !fixed.has(path));
      expect(single, language).toEqual([]);
    }
  });
});
