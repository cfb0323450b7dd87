// Where the browser keeps the introduction's progress (spec 2): the step a member is on under MTZ_INTRO_STEP, and
// the members who finished it under MTZ_INTRO_DONE (their ids). A finished introduction is owed no more: opening
// /register-success or /me/intro again stores no step, and a step stored before is not a reason to leave the chat.
import { INTRO_STEP_KEY } from '../../../domain/identity/intro';

export const INTRO_DONE_KEY = 'MTZ_INTRO_DONE';

const get = (key: string): string | null => { try { return globalThis.localStorage?.getItem(key) ?? null; } catch { return null; } };
const set = (key: string, value: string) => { try { globalThis.localStorage?.setItem(key, value); } catch { /* private mode: nothing is remembered */ } };
const remove = (key: string) => { try { globalThis.localStorage?.removeItem(key); } catch { /* as above */ } };

function finishedIds(): string[] {
  try {
    const ids: unknown = JSON.parse(get(INTRO_DONE_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const introStore = {
  step: (): string | null => get(INTRO_STEP_KEY),
  finished: (userId: string): boolean => finishedIds().includes(userId),
  /** the step a member is on, unless that member finished the introduction before */
  storeStep(userId: string, step: number) {
    if (!introStore.finished(userId)) set(INTRO_STEP_KEY, String(step));
  },
  finish(userId: string) {
    remove(INTRO_STEP_KEY);
    if (!introStore.finished(userId)) set(INTRO_DONE_KEY, JSON.stringify([...finishedIds(), userId]));
  },
  /** the step the chat sends this member back to, or null when none is owed */
  owedStep: (userId: string): string | null => (introStore.finished(userId) ? null : get(INTRO_STEP_KEY)),
};
