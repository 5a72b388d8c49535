import { describe, expect, test } from 'vitest';
import { enterAction } from './enter-to-search';

describe('Enter in a filter form', () => {
  test('searches from a text field', () => {
    expect(enterAction({ kind: 'text', open: false, navigated: false })).toBe('search');
  });

  test('searches from 操作内容 while its suggestions are open, unless the operator moved to one with the arrow keys', () => {
    expect(enterAction({ kind: 'autocomplete', open: true, navigated: false })).toBe('search');
    expect(enterAction({ kind: 'autocomplete', open: false, navigated: false })).toBe('search');
    expect(enterAction({ kind: 'autocomplete', open: true, navigated: true })).toBe('field');
  });

  test('searches from a closed select or cascader; an open one picks its option', () => {
    expect(enterAction({ kind: 'select', open: false, navigated: false })).toBe('search');
    expect(enterAction({ kind: 'select', open: true, navigated: false })).toBe('field');
  });

  test('searches from a closed date picker; an open one takes the typed date first', () => {
    expect(enterAction({ kind: 'picker', open: false, navigated: false })).toBe('search');
    expect(enterAction({ kind: 'picker', open: true, navigated: false })).toBe('commit');
  });

  test('leaves buttons and other controls alone', () => {
    expect(enterAction({ kind: 'other', open: false, navigated: false })).toBe('field');
  });
});
