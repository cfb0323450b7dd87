import { describe, expect, it } from 'vitest';
import { engineStatusText, syncStep, wsUrlFor } from '../../src/ui/features/sync/plan';

const alice = { userId: 'u1', accessToken: 'a1' };

describe('syncStep', () => {
  it('starts the engine on sign-in and stops it on sign-out', () => {
    expect(syncStep(null, alice)).toBe('start');
    expect(syncStep(alice, null)).toBe('stop');
    expect(syncStep(null, null)).toBe('none');
  });
  it('hands a refreshed token to the running engine without restarting it', () => {
    expect(syncStep(alice, { userId: 'u1', accessToken: 'a2' })).toBe('setToken');
    expect(syncStep(alice, { ...alice })).toBe('none');
  });
  it('restarts for another account on an account switch', () => {
    expect(syncStep(alice, { userId: 'u2', accessToken: 'b1' })).toBe('restart');
  });
});

describe('engineStatusText', () => {
  it('says what the engine does when it is not live, and offers nothing when live', () => {
    expect(engineStatusText('reconnecting')).toBe('Reconnecting…');
    expect(engineStatusText('offline')).toBe('Offline');
    expect(engineStatusText('catching-up')).toBe('Catching up…');
    expect(engineStatusText('live')).toBeNull();
    expect(engineStatusText('idle')).toBeNull();
  });
  it('names the retry the engine waits for while reconnecting, out of the spec\'s 3', () => {
    expect(engineStatusText('reconnecting', 1)).toBe('Reconnecting (1 of 3)…');
    expect(engineStatusText('reconnecting', 3)).toBe('Reconnecting (3 of 3)…');
    expect(engineStatusText('connecting', 2)).toBe('Connecting…');
  });
});

describe('wsUrlFor', () => {
  it('uses wss on https pages and ws on http pages', () => {
    expect(wsUrlFor({ protocol: 'https:', host: 'mtz.example.com' }, '/ws')).toBe('wss://mtz.example.com/ws');
    expect(wsUrlFor({ protocol: 'http:', host: 'localhost:8080' }, '/ws')).toBe('ws://localhost:8080/ws');
  });
});
