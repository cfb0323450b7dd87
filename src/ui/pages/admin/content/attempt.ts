// What the content sections' buttons share: send one change, say how it went.
import { showAlert } from '../../../components/alerts';
import { errorText } from '../../../features/data/errorText';

/** Runs one change and shows `done` or the server's refusal; true when it worked. */
export async function attempt(work: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await work();
    showAlert(done, 'success');
    return true;
  } catch (e) {
    showAlert(errorText(e), 'error');
    return false;
  }
}

/** `ids` with the one at `index` swapped with its neighbour (-1 up, +1 down). */
export function moved(ids: string[], index: number, by: -1 | 1): string[] {
  const out = [...ids];
  const j = index + by;
  if (j < 0 || j >= out.length) return out;
  [out[index], out[j]] = [out[j] as string, out[index] as string];
  return out;
}
