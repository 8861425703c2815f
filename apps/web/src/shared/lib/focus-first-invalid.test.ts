// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from './focus-first-invalid';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstInvalid: a refused submit lands on the first wrong field (issue 18, WCAG 3.3.1)', () => {
  it('focuses the first field marked aria-invalid in reading order, inside the scope only', () => {
    document.body.innerHTML = `
      <input id="outside" aria-invalid="true" />
      <form id="form">
        <input id="name" />
        <input id="family" aria-invalid="true" />
        <input id="tel" aria-invalid="true" />
      </form>`;
    const form = document.getElementById('form')!;
    expect(focusFirstInvalid(form)).toBe(true);
    expect(document.activeElement?.id).toBe('family');
  });

  it('hands the focus to the first control of a wrong group, and answers false with none', () => {
    document.body.innerHTML = `
      <div id="scope">
        <div role="radiogroup" aria-invalid="true"><button id="first" role="radio"></button></div>
      </div>`;
    expect(focusFirstInvalid(document.getElementById('scope')!)).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    document.body.innerHTML = '<form id="ok"><input /></form>';
    expect(focusFirstInvalid(document.getElementById('ok')!)).toBe(false);
  });
});
