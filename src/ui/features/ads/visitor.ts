// The id this browser keeps for ad impressions and clicks when no one is signed in (a signed-in viewer counts by account).
const KEY = 'MTZ_AD_VISITOR';

export function visitorId(): string | undefined {
  try {
    const held = localStorage.getItem(KEY);
    if (held) return held;
    const made = crypto.randomUUID();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    return undefined;
  }
}
