import { describe, expect, it } from 'vitest';
import { retryWait, retryWaitMessage } from './retry-wait.ts';

describe('issue 30.1: when to try again, as a person reads it', () => {
  it('names seconds under a minute, rounded up', () => {
    expect(retryWait(0.2)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(45)).toEqual({ unit: 'seconds', count: 45 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(retryWait(59.5)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('names whole minutes under an hour, never too early', () => {
    expect(retryWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(119)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(120)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(3540)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('names whole hours from an hour on', () => {
    expect(retryWait(3541)).toEqual({ unit: 'hours', count: 1 });
    expect(retryWait(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(retryWait(3601)).toEqual({ unit: 'hours', count: 2 });
  });

  it('gives the message key and its count', () => {
    expect(retryWaitMessage(100)).toEqual({ key: 'global.errors.retryIn.minutes', count: 2 });
  });
});
