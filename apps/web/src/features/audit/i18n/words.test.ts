import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@club/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

// The log shows every action and target in words: a code added on the server without its words
// would show raw on the audit page.
describe('audit words', () => {
  it.each([
    ['fr', fr],
    ['en', en],
  ] as const)('names every action and target in %s', (_language, words) => {
    const actions: Record<string, string> = words.action;
    const targets: Record<string, string> = words.target;
    expect(AUDIT_ACTIONS.filter((action) => typeof actions[action] !== 'string')).toEqual([]);
    expect(AUDIT_TARGETS.filter((target) => typeof targets[target] !== 'string')).toEqual([]);
  });
});
