// @vitest-environment jsdom
import { resources } from '@domus/domain/i18n/resources';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingStatisticsFixture } from '../../../shared/test/fixtures';
import {
  initTestI18n,
  renderWithProviders,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { ListingStatisticsPanel } from './listing-statistics-panel';

const texts = testTexts.account.statistics;

// 90 days from Thursday 1 January 2026 to Tuesday 31 March 2026.
const statistics = listingStatisticsFixture('0b7c0000-0000-4000-8000-000000000001', '2026-03-31', {
  '2026-01-10': { view: 7, viewingHeld: 4 },
  '2026-03-10': { view: 3, contactRequest: 1, viewingRequest: 2 },
  '2026-03-12': { viewingHeld: 1 },
  '2026-03-30': { view: 2, exposeDownload: 1, viewingRequest: 3, match: 1 },
  '2026-03-31': { visitRequest: 1, viewingHeld: 2 },
});

/** Each total as the reader sees it: its label and its figure. */
function totals(): Record<string, string> {
  const list = screen.getByTestId('statistics-totals');
  const terms = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i]!.textContent]));
}

/** The table's rows below its header, each as its cells' texts. */
function tableRows(name: string = texts.table): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

function renderPanel(language: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <ListingStatisticsPanel
      statistics={statistics}
      loading={false}
      error={null}
      language={language}
    />,
  );
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('issue 33.4: a listing’s statistics panel', () => {
  it('shows the totals of the last 30 days, the chart named by what it shows, and the weeks as a table', async () => {
    renderPanel();
    expect(screen.getByTestId('statistics-range').textContent).toBe(
      'From 02/03/2026 to 31/03/2026',
    );
    expect(totals()).toEqual({
      'Page views': '5',
      'Exposé downloads': '1',
      'Contact messages': '1',
      'Requests to visit': '1',
      'Viewing appointments asked for': '5',
      'Viewings held': '3',
      'Matching searches': '1',
    });
    // The chart arrives with its own code, as one image named by its period and its lines.
    const chart = await screen.findByRole('img', {
      name: `Chart per day from 02/03/2026 to 31/03/2026: Page views, Exposé downloads, Contact messages, Requests to visit, Viewing appointments asked for, Viewings held, Matching searches`,
    });
    expect(chart).toBeDefined();
    // Its text alternative: each week Monday to Sunday, the last one ending today.
    const table = screen.getByRole('table', { name: texts.table });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Week',
      'Page views',
      'Exposé downloads',
      'Contact messages',
      'Requests to visit',
      'Viewing appointments asked for',
      'Viewings held',
      'Matching searches',
    ]);
    expect(tableRows()).toEqual([
      ['02/03/2026 – 08/03/2026', '0', '0', '0', '0', '0', '0', '0'],
      ['09/03/2026 – 15/03/2026', '3', '0', '1', '0', '2', '1', '0'],
      ['16/03/2026 – 22/03/2026', '0', '0', '0', '0', '0', '0', '0'],
      ['23/03/2026 – 29/03/2026', '0', '0', '0', '0', '0', '0', '0'],
      ['30/03/2026 – 31/03/2026', '2', '1', '0', '1', '3', '2', '1'],
    ]);
    expect(screen.queryByText(texts.empty)).toBeNull();
  });

  it('shows 90 days when chosen: the totals and the weeks of the whole answer', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: texts.periods.days90 }));
    expect(screen.getByTestId('statistics-range').textContent).toBe(
      'From 01/01/2026 to 31/03/2026',
    );
    expect(totals()).toMatchObject({
      'Page views': '12',
      'Viewing appointments asked for': '5',
      'Viewings held': '7',
    });
    const rows = tableRows();
    expect(rows).toHaveLength(14);
    expect(rows[0]![0]).toBe('01/01/2026 – 04/01/2026');
    expect(rows[1]).toEqual(['05/01/2026 – 11/01/2026', '7', '0', '0', '0', '0', '4', '0']);
  });

  it('draws only the kinds left switched on, and says so when none is', async () => {
    renderPanel();
    await screen.findByRole('img', { name: /^Chart per day/ });
    const group = screen.getByRole('group', { name: texts.series });
    for (const name of ['Page views', 'Exposé downloads', 'Contact messages']) {
      fireEvent.click(within(group).getByRole('checkbox', { name }));
    }
    expect(
      screen.getByRole('img', {
        name: 'Chart per day from 02/03/2026 to 31/03/2026: Requests to visit, Viewing appointments asked for, Viewings held, Matching searches',
      }),
    ).toBeDefined();
    for (const name of [
      'Requests to visit',
      'Viewing appointments asked for',
      'Viewings held',
      'Matching searches',
    ]) {
      fireEvent.click(within(group).getByRole('checkbox', { name }));
    }
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(texts.noSeries)).toBeDefined();
    // The table keeps every kind: it is the figures, not the chart's choice.
    expect(tableRows()[1]).toEqual(['09/03/2026 – 15/03/2026', '3', '0', '1', '0', '2', '1', '0']);
  });

  it('speaks German to a German reader, days written as in German', async () => {
    i18next.addResourceBundle('de', 'account', resources.de.account);
    await i18next.changeLanguage('de');
    renderPanel('de');
    const de = resources.de.account.statistics;
    expect(screen.getByTestId('statistics-range').textContent).toBe(
      'Vom 02.03.2026 bis 31.03.2026',
    );
    expect(totals()).toEqual({
      Seitenaufrufe: '5',
      'Heruntergeladene Exposés': '1',
      Kontaktanfragen: '1',
      Besichtigungswünsche: '1',
      'Angefragte Besichtigungstermine': '5',
      'Durchgeführte Besichtigungen': '3',
      'Passende Suchen': '1',
    });
    expect(screen.getByRole('radio', { name: de.periods.days90 })).toBeDefined();
    expect(tableRows(de.table)[1]![0]).toBe('09.03.2026 – 15.03.2026');
    expect(
      await screen.findByRole('img', { name: /^Diagramm pro Tag vom 02\.03\.2026/ }),
    ).toBeDefined();
  });

  it('says when nothing happened in the period, and shows the API’s refusal as it is', () => {
    const quiet = listingStatisticsFixture(statistics.listingId, '2026-03-31');
    renderWithProviders(
      <ListingStatisticsPanel statistics={quiet} loading={false} error={null} language="en" />,
    );
    expect(screen.getByRole('status').textContent).toBe(texts.empty);
    expect(Object.values(totals())).toEqual(['0', '0', '0', '0', '0', '0', '0']);
    cleanup();

    renderWithProviders(
      <ListingStatisticsPanel
        statistics={undefined}
        loading={false}
        error={new Error('This is not your listing.')}
        language="en"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This is not your listing.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
