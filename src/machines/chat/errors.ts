// How chat machines word a failed call: an unreachable chat service says so (spec 8), any other
// failure shows the server's message.
import { errorInfo } from '../identity/errors';

export const CHAT_UNAVAILABLE = 'Chat service not available';

export function chatErrorMessage(error: unknown, fallback: string): string {
  const info = errorInfo(error, fallback);
  return info.status === 503 ? CHAT_UNAVAILABLE : info.message;
}
