// The call popup (spec 2 and 9): /chat/calls?roomId={roomId}, about 90% of the screen, square, centred.
export const CALL_POPUP_SHARE = 0.9;

export const callPageHref = (roomId: string) => `/chat/calls?roomId=${encodeURIComponent(roomId)}`;

type ScreenLike = { availWidth: number; availHeight: number; availLeft?: number; availTop?: number };

/** window.open features of a square popup, 90% of the screen's shorter side, centred on it. */
export function callPopupFeatures(screen: ScreenLike): string {
  const side = Math.floor(Math.min(screen.availWidth, screen.availHeight) * CALL_POPUP_SHARE);
  const left = Math.floor((screen.availLeft ?? 0) + (screen.availWidth - side) / 2);
  const top = Math.floor((screen.availTop ?? 0) + (screen.availHeight - side) / 2);
  return `popup=yes,width=${side},height=${side},left=${left},top=${top}`;
}

/** Opens (or focuses) the room's call popup. */
export function openCallPopup(roomId: string): Window | null {
  const w = window.open(callPageHref(roomId), `mtz-call-${roomId}`, callPopupFeatures(window.screen as ScreenLike));
  w?.focus();
  return w;
}
