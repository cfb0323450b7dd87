// The worker side of the handler map over comlink: a function a handler returns (an unsubscribe)
// goes back as a proxy; callbacks from the page arrive as proxies already.
import { proxy } from 'comlink';

export function exposable<H extends Record<string, (...args: never[]) => unknown>>(handlers: H): H {
  const out: Record<string, (...args: never[]) => unknown> = {};
  for (const [name, fn] of Object.entries(handlers)) {
    out[name] = async (...args: never[]) => {
      const result = await fn(...args);
      return typeof result === 'function' ? proxy(result) : result;
    };
  }
  return out as H;
}
