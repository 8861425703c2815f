import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../core/message-keys.ts';
import { fromZodIssue, issueMessage } from '../core/issue-message.ts';
import { resources } from '../i18n/resources.ts';
import { NO_VIEWING_HOURS, type ViewingHours } from './viewing-hours.ts';
import {
  viewingConflict,
  viewingRequestInputSchema,
  viewingRequestRefusals,
  viewingRequestSchema,
  type ViewingRequestContext,
} from './viewing-request.schema.ts';

const hours: ViewingHours = {
  ...NO_VIEWING_HOURS,
  mon: [
    { start: '09:00', end: '12:00' },
    { start: '14:00', end: '18:00' },
  ],
  sun: [{ start: '01:00', end: '04:00' }],
};

/** Friday 4 December 2026, 10:00 in Rome. */
const context: ViewingRequestContext = {
  hours,
  absences: [{ startDate: '2026-12-14', endDate: '2026-12-14', startTime: '14:00' }],
  // Monday 7 December, 10:00–10:30 in Rome is booked.
  busy: [{ start: Date.parse('2026-12-07T09:00:00Z'), end: Date.parse('2026-12-07T09:30:00Z') }],
  now: new Date('2026-12-04T09:00:00Z'),
};

const reasons = (request: Parameters<typeof viewingRequestRefusals>[0], ctx = context) =>
  viewingRequestRefusals(request, ctx).map((issue) => [issue.path.join('.'), issue.reason]);

describe('a buyer’s viewing request (issue 33 point 1)', () => {
  it('takes up to three proposed times within the agent’s hours', () => {
    const request = {
      proposals: [
        { date: '2026-12-07', time: '09:00' },
        { date: '2026-12-07', time: '15:30' },
        { date: '2026-12-14', time: '11:00' },
      ],
    };
    expect(viewingRequestInputSchema.safeParse(request).success).toBe(true);
    expect(reasons(request)).toEqual([]);
  });

  it('takes one picked slot', () => {
    expect(reasons({ slot: '2026-12-07T13:00:00.000Z' })).toEqual([]);
  });

  it('refuses a fourth proposal, and proposals with a slot at once', () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ date: '2026-12-07', time: `1${i}:00` }));
    expect(viewingRequestInputSchema.safeParse({ proposals: four }).success).toBe(false);
    expect(
      viewingRequestInputSchema.safeParse({
        proposals: [{ date: '2026-12-07', time: '09:00' }],
        slot: '2026-12-07T13:00:00Z',
      }).success,
    ).toBe(false);
  });
});

describe('bad viewing times get a clear reason (issue 33, bad input)', () => {
  it('in the past', () => {
    expect(reasons({ proposals: [{ date: '2026-11-30', time: '09:00' }] })).toEqual([
      ['proposals.0.time', 'past'],
    ]);
  });

  it('sooner than the notice', () => {
    const monday = { ...context, now: new Date('2026-12-07T07:30:00Z') }; // 08:30 in Rome
    expect(reasons({ proposals: [{ date: '2026-12-07', time: '09:00' }] }, monday)).toEqual([
      ['proposals.0.time', 'tooSoon'],
    ]);
  });

  it('overlapping each other', () => {
    expect(
      reasons({
        proposals: [
          { date: '2026-12-07', time: '15:00' },
          { date: '2026-12-07', time: '15:15' },
        ],
      }),
    ).toEqual([['proposals.1.time', 'overlapping']]);
  });

  it('outside the agent’s hours, also when running past a range’s end', () => {
    expect(
      reasons({
        proposals: [
          { date: '2026-12-08', time: '10:00' }, // a Tuesday
          { date: '2026-12-07', time: '11:45' }, // 11:45–12:15 runs past 12:00
        ],
      }),
    ).toEqual([
      ['proposals.0.time', 'outsideHours'],
      ['proposals.1.time', 'outsideHours'],
    ]);
  });

  it('during an absence', () => {
    expect(reasons({ proposals: [{ date: '2026-12-14', time: '15:00' }] })).toEqual([
      ['proposals.0.time', 'absent'],
    ]);
  });

  it('at a time another viewing of the agent takes, proposed or picked', () => {
    expect(reasons({ proposals: [{ date: '2026-12-07', time: '10:15' }] })).toEqual([
      ['proposals.0.time', 'taken'],
    ]);
    expect(reasons({ slot: '2026-12-07T09:00:00Z' })).toEqual([['slot', 'taken']]);
  });

  it('a local time that does not exist: 02:30 on the last Sunday of March', () => {
    const march = { ...context, now: new Date('2026-03-20T09:00:00Z'), busy: [], absences: [] };
    expect(
      reasons(
        {
          proposals: [
            { date: '2026-03-29', time: '02:30' },
            { date: '2026-03-29', time: '03:00' },
          ],
        },
        march,
      ),
    ).toEqual([['proposals.0.time', 'nonexistentTime']]);
  });

  it('a repeated time on the last Sunday of October is its first occurrence (summer time)', () => {
    const october = { ...context, now: new Date('2026-10-20T09:00:00Z'), busy: [], absences: [] };
    // 02:30 summer time (00:30 UTC) is booked: the proposal 02:30 means that one.
    const busy = [
      { start: Date.parse('2026-10-25T00:30:00Z'), end: Date.parse('2026-10-25T01:00:00Z') },
    ];
    expect(reasons({ proposals: [{ date: '2026-10-25', time: '02:30' }] }, october)).toEqual([]);
    expect(
      reasons({ proposals: [{ date: '2026-10-25', time: '02:30' }] }, { ...october, busy }),
    ).toEqual([['proposals.0.time', 'taken']]);
  });

  it('answers message keys the errors catalogs translate in it, de and en', () => {
    const result = viewingRequestSchema(context).safeParse({
      proposals: [{ date: '2026-03-29', time: '02:30' }],
    });
    expect(result.success).toBe(false);
    const key = issueMessage(fromZodIssue(result.error!.issues[0]!)).key;
    expect(key).toBe(MESSAGE_KEYS.viewingNonexistentTime);
    const text = (lang: 'it' | 'de' | 'en') =>
      (resources[lang].errors.global.errors as Record<string, unknown>)[key.split('.').at(-1)!];
    expect(text('it')).toContain('02:00');
    expect(text('de')).toMatch(/Uhrzeit gibt es nicht/);
    expect(text('en')).toMatch(/does not exist/);
  });
});

describe('a second viewing for the same agent at an overlapping time is refused (issue 33 point 2)', () => {
  const existing = [
    {
      id: 'a',
      agentId: 'anna',
      start: new Date('2026-12-07T09:00:00Z'),
      end: new Date('2026-12-07T09:30:00Z'),
    },
    {
      id: 'b',
      agentId: 'anna',
      start: new Date('2026-12-07T13:00:00Z'),
      end: new Date('2026-12-07T13:30:00Z'),
      cancelled: true,
    },
  ];

  it('names the viewing in the way', () => {
    const candidate = {
      agentId: 'anna',
      start: new Date('2026-12-07T09:15:00Z'),
      end: new Date('2026-12-07T09:45:00Z'),
    };
    expect(viewingConflict(existing, candidate)?.id).toBe('a');
  });

  it('lets another agent, a touching time, a cancelled viewing and the viewing itself pass', () => {
    const at = (start: string, end: string, extra = {}) => ({
      agentId: 'anna',
      start: new Date(start),
      end: new Date(end),
      ...extra,
    });
    expect(
      viewingConflict(
        existing,
        at('2026-12-07T09:15:00Z', '2026-12-07T09:45:00Z', { agentId: 'ben' }),
      ),
    ).toBeNull();
    expect(
      viewingConflict(existing, at('2026-12-07T09:30:00Z', '2026-12-07T10:00:00Z')),
    ).toBeNull();
    expect(
      viewingConflict(existing, at('2026-12-07T13:00:00Z', '2026-12-07T13:30:00Z')),
    ).toBeNull();
    expect(
      viewingConflict(existing, at('2026-12-07T09:10:00Z', '2026-12-07T09:40:00Z', { id: 'a' })),
    ).toBeNull();
  });
});
