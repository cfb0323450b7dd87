// Voice notes are mp3 at 128 kbit/s (spec 9): PCM samples in, mp3 bytes out (lamejs, pure JavaScript).
import { Mp3Encoder } from '@breezystack/lamejs';

export const VOICE_NOTE_KBPS = 128;
const BLOCK = 1152;

/** Float samples (-1..1, mono) to 16-bit PCM, clipped. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}

/** Encodes mono PCM as mp3 at 128 kbit/s. */
export function encodeMp3(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const encoder = new Mp3Encoder(1, sampleRate, VOICE_NOTE_KBPS);
  const pcm = toInt16(samples);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += BLOCK) {
    const out = encoder.encodeBuffer(pcm.subarray(i, i + BLOCK));
    if (out.length > 0) chunks.push(out);
  }
  const tail = encoder.flush();
  if (tail.length > 0) chunks.push(tail);
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.length;
  }
  return bytes;
}

/** A voice note file named after the time it was recorded. */
export function voiceNoteFile(bytes: Uint8Array<ArrayBuffer>, at: Date): File {
  const stamp = at.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return new File([bytes], `voice-note-${stamp}.mp3`, { type: 'audio/mpeg' });
}
