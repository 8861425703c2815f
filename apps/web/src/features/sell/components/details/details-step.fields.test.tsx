// @vitest-environment jsdom
import { categoryModule } from '@domus/domain/listing/categories/category-registry';
import { isFieldName } from '@domus/domain/listing/categories/field-definitions';
import { CATEGORIES, SUBTYPES, type Category, type Subtype } from '@domus/domain/core/constants';
import { resources } from '@domus/domain/i18n/resources';
import { formField } from '@domus/domain/listing/form-layout';
import { isFieldVisible } from '@domus/domain/listing/visibility';
import { act, cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubBrowser,
} from '../../../../shared/test/render-with-providers';
import { detailsSections, initialDetailsValues } from '../../utils/details-values';
import { DetailsStep } from './details-step';

// Every sub-step of every subtype in two languages: a few hundred renders.
vi.setConfig({ testTimeout: 120_000 });

const today = new Date('2026-05-04T10:00:00Z');
const LANGUAGES = ['de', 'en'] as const;

/** The elements a field's label may name: an input, or the group of a widget or of choices. */
const CONTROL_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const GROUP_ROLES = new Set(['group', 'radiogroup']);
const isControl = (element: HTMLElement) =>
  CONTROL_TAGS.has(element.tagName) || GROUP_ROLES.has(element.getAttribute('role') ?? '');

/** The label as shown, without the mark of a required field. */
const shownLabel = (text: string) => text.replace(/\s*\*\s*$/, '').trim();

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('de', 'sell', resources.de.sell);
  i18next.addResourceBundle('de', 'property', resources.de.property);
});
beforeEach(() => {
  stubBrowser();
  // The growing text areas listen for web fonts, which jsdom lacks.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

/**
 * The fields a sub-step of the category's form lists (its module's `form.sections`) that the
 * subtype shows, read from the category module and the visibility rule, not from the layout the
 * form renders: a field the layout or the form drops is missed here.
 */
function listedFields(category: Category, subtype: Subtype, section: string) {
  const sections = categoryModule(category).form.sections as Record<string, readonly string[]>;
  return (sections[section] ?? []).filter(
    (name) => isFieldName(name) && isFieldVisible(category, subtype, name),
  );
}

describe('issue 31.2: the step-3 form shows every field its category’s definitions list', () => {
  it.each(CATEGORIES)(
    'labels each field of a %s listing with its translated label, in German and English',
    async (category) => {
      let checked = 0;
      for (const subtype of SUBTYPES[category] as readonly Subtype[]) {
        const sections = detailsSections(category, subtype);
        for (const language of LANGUAGES) {
          await act(() => i18next.changeLanguage(language));
          for (const [index, section] of sections.entries()) {
            renderWithProviders(
              <DetailsStep
                category={category}
                subtype={subtype}
                rent={false}
                isAdmin
                section={index}
                values={initialDetailsValues(category, subtype, today)}
                onChange={() => {}}
                errors={{}}
              />,
            );
            for (const name of listedFields(category, subtype, section)) {
              if (!isFieldName(name)) continue;
              const listing = { category, subtype, rent: false, staff: true };
              const { labelKey } = formField(listing, name);
              const where = `${category} ${subtype} ${section} ${name} (${language})`;
              expect(i18next.exists(labelKey, { lng: language }), `${where}: ${labelKey}`).toBe(
                true,
              );
              const label = (i18next.t as unknown as (key: string, options: object) => string)(
                labelKey,
                { lng: language },
              );
              const named = screen
                .queryAllByLabelText((text) => shownLabel(text) === label)
                .filter(isControl);
              expect(named.length, `${where}: nothing labelled "${label}"`).toBeGreaterThan(0);
              checked += 1;
            }
            cleanup();
          }
        }
      }
      // Every category lists fields; a walk that checks none proves nothing.
      expect(checked).toBeGreaterThan(0);
    },
  );
});
